import { LEARNING_SKILLS, type SetLevelRequest, type SkillLevel } from '@lezioni/contracts';
import type { LevelRecord } from '../data/levels.repository';
import { countWrite, findStudent, type LearningUser } from './access';
import { dayInItaly } from './calendar';
import type { LearningDeps } from './deps';

/** Each skill's history, oldest first, and its level now: the last of it. */
function toSkillLevels(records: LevelRecord[]): SkillLevel[] {
  return LEARNING_SKILLS.map((skill) => {
    const history = records
      .filter((record) => record.skill === skill)
      .map(({ level, date, recordedAt }) => ({ level, date, recordedAt }));
    return { skill, current: history.at(-1)?.level ?? null, history };
  });
}

export async function levelsOf(deps: LearningDeps, studentId: string): Promise<SkillLevel[]> {
  return toSkillLevels(await deps.levels.listOfStudent(studentId));
}

/** Appends a level to the student's history (never overwritten); without a date, today in Italy. */
export async function setLevel(
  deps: LearningDeps,
  user: LearningUser,
  studentId: string,
  input: SetLevelRequest,
): Promise<SkillLevel[]> {
  const student = await findStudent(deps, studentId);
  await countWrite(deps, user);
  const date = input.date ?? dayInItaly(new Date());
  await deps.levels.append(student.id, { skill: input.skill, level: input.level, date });
  return levelsOf(deps, student.id);
}
