import type { MyProgress, MyVocabulary } from '@lezioni/contracts';
import type { LearningUser } from './access';
import { TEACHER_TIME_ZONE } from './calendar';
import type { LearningDeps } from './deps';
import { levelsOf } from './levels';

const WEEK_MS = 7 * 24 * 60 * 60_000;
/** Calendar days as UTC midnights, so weeks are exactly WEEK_MS apart. */
const mondayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * Consecutive weeks with a lesson, given the Mondays of such weeks (newest first) and this week's.
 * A week without a lesson yet does not break the streak until it is over: it counts up to this
 * week or, while this one has none, the last.
 */
export function weekStreak(thisWeek: string, weeks: string[]): number {
  let expected = mondayMs(thisWeek);
  if (weeks[0] !== thisWeek) expected -= WEEK_MS;
  let streak = 0;
  for (const week of weeks) {
    if (mondayMs(week) !== expected) break;
    streak += 1;
    expected -= WEEK_MS;
  }
  return streak;
}

/** The student's figures: lessons and hours taken, levels, streak of weeks, words learned. */
export async function readProgress(deps: LearningDeps, user: LearningUser, now: Date): Promise<MyProgress> {
  const [taken, lessonWeeks, levels, vocabularyCount] = await Promise.all([
    deps.lessons.takenBy(user.id, now),
    deps.lessons.lessonWeeks(user.id, now, TEACHER_TIME_ZONE),
    levelsOf(deps, user.id),
    deps.notes.countWordsOf(user.id),
  ]);
  return {
    lessonsTaken: taken.count,
    hoursTaken: Math.round((taken.minutes / 60) * 100) / 100,
    levels,
    streakWeeks: weekStreak(lessonWeeks.thisWeek, lessonWeeks.weeks),
    vocabularyCount,
  };
}

/** The words of the student's shared notes, matching `query` when there is one. */
export async function searchVocabulary(
  deps: LearningDeps,
  user: LearningUser,
  query: string | undefined,
): Promise<MyVocabulary> {
  return { words: await deps.notes.wordsOf(user.id, query || undefined) };
}
