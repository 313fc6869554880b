import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { PUSH_JOB_OPTIONS } from '@lezioni/contracts';
import { closeRedis, createPushQueue, createRedis } from '@lezioni/service-kit';
import { eventually, silentLogger } from '@lezioni/service-kit/testing';
import { openLearningDepsForFile } from '../testing/learning-service';
import { pushDueWords, wordsDuePushJobId } from './review-pushes';

const test = openLearningDepsForFile();

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const at = (from: Date, ms: number) => new Date(from.getTime() + ms);
/**
 * The tests' clock: noon UTC a month on, so cards due then are due for no running service (every
 * learning test service looks at the real time), and 23 hours later is another day.
 */
const start = (() => {
  const day = new Date(Date.now() + 30 * DAY_MS);
  day.setUTCHours(12, 0, 0, 0);
  return day;
})();

/** A student whose deck holds cards due at `due` (and rated last at `lastReview`). */
async function studentWithCards(cards: { due: Date; lastReview?: Date }[]): Promise<string> {
  const studentId = randomUUID();
  await test.db
    .insertInto('review_cards')
    .values(
      cards.map((card, index) => ({
        student_id: studentId,
        word_key: `parola ${index}`,
        direction: 'it-en' as const,
        due: card.due,
        last_review: card.lastReview ?? null,
      })),
    )
    .execute();
  return studentId;
}

const claimsAt = async (now: Date, of: string[]) =>
  (
    await test.deps.reviewPushes.claimDue(now, { pushedBefore: at(now, -DAY_MS), reviewedBefore: at(now, -HOUR_MS) })
  ).filter((claim) => of.includes(claim.studentId));

/** The pushes about words due queued for `studentId`, as auth's worker would read them. */
const pushesTo = async (studentId: string) =>
  (await test.pushJobs.getJobs(['waiting', 'delayed'])).filter(
    (job) => job.name === 'words-due' && (job.data as { to: string }).to === studentId,
  );

describe('claiming the students to push about their words due', () => {
  it('when a student has cards due, then one claim takes them with the count due, not again within 24 hours, again after; one with none due is not claimed', async () => {
    const anna = await studentWithCards([{ due: at(start, -HOUR_MS) }, { due: start }, { due: at(start, 2 * DAY_MS) }]);
    const bruno = await studentWithCards([{ due: at(start, DAY_MS) }]);
    const students = [anna, bruno];

    expect(await claimsAt(start, students)).toEqual([{ studentId: anna, count: 2 }]);
    expect(await claimsAt(at(start, MINUTE_MS), students)).toEqual([]);
    expect(await claimsAt(at(start, 23 * HOUR_MS), students)).toEqual([]);
    const dayAfter = await claimsAt(at(start, 25 * HOUR_MS), students);
    expect(dayAfter).toHaveLength(2);
    expect(dayAfter).toEqual(
      expect.arrayContaining([
        { studentId: anna, count: 2 },
        { studentId: bruno, count: 1 },
      ]),
    );
  });

  it('when a replica claims while another has claimed the student in a transaction not committed yet, then it waits and does not claim them too', async () => {
    const anna = await studentWithCards([{ due: at(start, -HOUR_MS) }]);
    const now = at(start, 3 * DAY_MS);
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let claimed!: () => void;
    const hasClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const first = test.deps.inTransaction(async (data) => {
      const claims = await data.reviewPushes.claimDue(now, {
        pushedBefore: at(now, -DAY_MS),
        reviewedBefore: at(now, -HOUR_MS),
      });
      claimed();
      await committing;
      return claims.filter((claim) => claim.studentId === anna);
    });
    await hasClaimed;

    // Its snapshot does not see the first claim: its upsert meets the row and waits for it.
    const second = claimsAt(now, [anna]);
    await eventually(async () => {
      const { rows } = await sql<{ waiting: string }>`
        select count(*) as waiting from pg_stat_activity
        where wait_event_type = 'Lock' and query like '%review_pushes%'`.execute(test.db);
      return Number(rows[0]!.waiting) > 0;
    });
    commit();

    expect(await first).toEqual([{ studentId: anna, count: 1 }]);
    expect(await second).toEqual([]);
  });
});

describe('pushing the students about their words due', () => {
  it('when a student has cards due, then one words-due push is queued for them, and none by a run the next day within 24 hours', async () => {
    const anna = await studentWithCards([{ due: at(start, -HOUR_MS) }, { due: at(start, -MINUTE_MS) }]);
    const now = at(start, 5 * DAY_MS);

    await pushDueWords(test.deps, now);
    // 01:00 UTC the next day: another job id, so only the claim keeps a second push out.
    await pushDueWords(test.deps, at(now, 13 * HOUR_MS));

    const pushes = await pushesTo(anna);
    expect(pushes.map((job) => [job.id, job.data])).toEqual([
      [wordsDuePushJobId(anna, now), { kind: 'words-due', to: anna, count: 2 }],
    ]);
    expect(pushes[0]!.opts.attempts).toBe(PUSH_JOB_OPTIONS.attempts);
  });

  it('when a student rated a card less than an hour ago, then they are not pushed while reviewing, only an hour after', async () => {
    const now = at(start, 7 * DAY_MS);
    const anna = await studentWithCards([
      { due: at(now, -5 * MINUTE_MS), lastReview: at(now, -30 * MINUTE_MS) },
      { due: at(now, DAY_MS), lastReview: at(now, -40 * MINUTE_MS) },
    ]);

    await pushDueWords(test.deps, now);
    expect(await pushesTo(anna)).toEqual([]);

    const later = at(now, 45 * MINUTE_MS);
    await pushDueWords(test.deps, later);
    expect((await pushesTo(anna)).map((job) => job.id)).toEqual([wordsDuePushJobId(anna, later)]);
  });

  it('when Redis is away, then the student is not pushed and the next run pushes them', async () => {
    const anna = await studentWithCards([{ due: at(start, -HOUR_MS) }]);
    const now = at(start, 9 * DAY_MS);
    // Nothing listens on port 1: the queue's client never connects, as a Redis that is down.
    const away = createRedis('redis://127.0.0.1:1', silentLogger());
    try {
      await expect(pushDueWords({ ...test.deps, pushQueue: createPushQueue(away, 'away') }, now)).resolves.toBe(0);
    } finally {
      await closeRedis(away);
    }
    expect(await pushesTo(anna)).toEqual([]);

    const next = at(now, 15 * MINUTE_MS);
    await pushDueWords(test.deps, next);

    expect((await pushesTo(anna)).map((job) => job.data)).toEqual([{ kind: 'words-due', to: anna, count: 1 }]);
  });
});
