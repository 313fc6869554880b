import { randomUUID } from 'node:crypto';
import { openLearningDepsForFile } from '../testing/learning-service';
import { readProgress, weekStreak } from './progress';

const test = openLearningDepsForFile();

let version = 0;
/** A lesson of the student as booking-proxy's event would bring it. */
async function lesson(studentId: string, startsAt: string, options: { minutes?: number; isCancelled?: boolean } = {}) {
  const minutes = options.minutes ?? 60;
  const start = new Date(startsAt);
  version += 1;
  await test.deps.lessons.apply(
    {
      id: `booking-${randomUUID()}`,
      studentId,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
      durationMinutes: minutes,
      title: 'Lesson',
      cancelledAt: options.isCancelled ? start.toISOString() : null,
      attendedAt: null,
    },
    version,
    new Date(),
  );
}
const student = () => ({ id: randomUUID(), role: 'student' as const });

describe("a student's progress", () => {
  it('when lessons were taken, then past ones not cancelled count, with their hours', async () => {
    const me = student();
    await lesson(me.id, '2026-11-02T09:00:00Z', { minutes: 60 });
    await lesson(me.id, '2026-11-09T09:00:00Z', { minutes: 90 });
    await lesson(me.id, '2026-11-16T09:00:00Z', { isCancelled: true });
    await lesson(me.id, '2026-11-30T09:00:00Z');

    const progress = await readProgress(test.deps, me, new Date('2026-11-20T12:00:00Z'));

    expect(progress).toMatchObject({ lessonsTaken: 2, hoursTaken: 2.5, vocabularyCount: 0 });
  });

  it('when there was a lesson each week across new year, then the streak runs over the year boundary', async () => {
    const me = student();
    // Mondays 21 Dec 2026, 28 Dec 2026 (ISO week 53) and 4 Jan 2027; the week of 14 Dec had none.
    await lesson(me.id, '2026-12-07T17:00:00Z');
    await lesson(me.id, '2026-12-22T17:00:00Z');
    await lesson(me.id, '2026-12-31T10:00:00Z');
    await lesson(me.id, '2027-01-05T10:00:00Z');

    const thisWeek = await readProgress(test.deps, me, new Date('2027-01-06T12:00:00Z'));
    const nextWeekBeforeItsLesson = await readProgress(test.deps, me, new Date('2027-01-12T12:00:00Z'));
    const aWeekMissed = await readProgress(test.deps, me, new Date('2027-01-19T12:00:00Z'));

    expect(thisWeek.streakWeeks).toBe(3);
    expect(nextWeekBeforeItsLesson.streakWeeks).toBe(3);
    expect(aWeekMissed.streakWeeks).toBe(0);
  });

  it("when a lesson starts just after midnight on Monday in Italy, then it counts in that Italian week, not UTC's", async () => {
    const me = student();
    // Monday 11 Jan 2027 00:30 in Rome is still Sunday in UTC: a UTC week would count no lesson yet this week.
    await lesson(me.id, '2027-01-05T10:00:00Z');
    await lesson(me.id, '2027-01-10T23:30:00Z');

    const progress = await readProgress(test.deps, me, new Date('2027-01-13T12:00:00Z'));

    expect(progress.streakWeeks).toBe(2);
  });
});

describe('weekStreak', () => {
  it.each([
    ['no lessons', '2027-01-04', [], 0],
    ['only this week', '2027-01-04', ['2027-01-04'], 1],
    ['last week only, this week not over', '2027-01-04', ['2026-12-28'], 1],
    ['a gap breaks it', '2027-01-04', ['2027-01-04', '2026-12-21'], 1],
  ])('when %s, then %i', (_case, thisWeek, weeks, expected) => {
    expect(weekStreak(thisWeek, weeks)).toBe(expected);
  });
});
