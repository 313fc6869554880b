import { sql } from 'kysely';
import type { CefrLevel, LearningSkill } from '@lezioni/contracts';
import type { Db } from './db';

export type LevelRecord = { skill: LearningSkill; level: CefrLevel; date: string; recordedAt: string };

export function createLevelsRepository(db: Db) {
  return {
    async append(studentId: string, entry: { skill: LearningSkill; level: CefrLevel; date: string }): Promise<void> {
      await db
        .insertInto('levels')
        .values({ student_id: studentId, skill: entry.skill, level: entry.level, assessed_on: entry.date })
        .execute();
    },

    /** Every level set for the student, oldest first: by the day assessed, then by when it was written down. */
    async listOfStudent(studentId: string): Promise<LevelRecord[]> {
      const rows = await db
        .selectFrom('levels')
        .select(['skill', 'level', sql<string>`to_char(assessed_on, 'YYYY-MM-DD')`.as('date'), 'recorded_at'])
        .where('student_id', '=', studentId)
        .orderBy('assessed_on')
        .orderBy('recorded_at')
        .execute();
      return rows.map((row) => ({
        skill: row.skill,
        level: row.level,
        date: row.date,
        recordedAt: row.recorded_at.toISOString(),
      }));
    },

    async deleteOfStudent(studentId: string): Promise<void> {
      await db.deleteFrom('levels').where('student_id', '=', studentId).execute();
    },
  };
}
export type LevelsRepository = ReturnType<typeof createLevelsRepository>;
