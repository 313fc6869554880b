import { randomUUID } from 'node:crypto';
import type { ReviewCard } from '@lezioni/contracts';
import { openLearningDepsForFile } from '../testing/learning-service';
import { saveNote, shareNote } from './notes';
import { dueReview, rateCard } from './review';

const test = openLearningDepsForFile();

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const teacher = { id: randomUUID(), role: 'admin' as const };
const at = (from: Date, ms: number) => new Date(from.getTime() + ms);

let version = 0;
/** A student with a past lesson whose note holds `words`, shared unless `isShared` is false. */
async function studentWithNote(words: [string, string][], options: { isShared?: boolean } = {}) {
  const student = { id: randomUUID(), role: 'student' as const };
  const lessonId = `booking-${randomUUID()}`;
  version += 1;
  await test.deps.lessons.apply(
    {
      id: lessonId,
      studentId: student.id,
      startsAt: at(new Date(), -2 * 60 * MINUTE_MS).toISOString(),
      endsAt: at(new Date(), -60 * MINUTE_MS).toISOString(),
      durationMinutes: 60,
      title: 'Lesson',
      cancelledAt: null,
      attendedAt: null,
    },
    version,
    new Date(),
  );
  const note = await saveNote(test.deps, teacher, lessonId, {
    covered: 'Parole',
    vocabulary: words.map(([word, translation]) => ({ word, translation })),
    homework: null,
    revision: 0,
  });
  if (options.isShared !== false) await shareNote(test.deps, teacher, lessonId);
  // Cards are created due at the (real) time of the share: the tests' clock starts just after.
  return { student, lessonId, revision: note.revision, start: at(new Date(), 1_000) };
}

const cardOf = (due: ReviewCard[], direction: ReviewCard['direction'], word = 'la casa') =>
  due.find((card) => card.direction === direction && card.word === word)!;

describe('the review deck (FSRS)', () => {
  it('when a note is shared, then each word is due in both directions, Italian→English first; a draft adds nothing', async () => {
    const draft = await studentWithNote([['il gatto', 'the cat']], { isShared: false });
    const { student, start } = await studentWithNote([
      ['la casa', 'the house'],
      ['il libro', 'the book'],
    ]);

    const review = await dueReview(test.deps, student, start);

    expect(review.dueCount).toBe(4);
    expect(review.due.map((card) => [card.direction, card.word, card.translation])).toEqual([
      ['it-en', expect.any(String), expect.any(String)],
      ['it-en', expect.any(String), expect.any(String)],
      ['en-it', expect.any(String), expect.any(String)],
      ['en-it', expect.any(String), expect.any(String)],
    ]);
    expect(new Set(review.due.map((card) => card.word))).toEqual(new Set(['la casa', 'il libro']));
    expect(await dueReview(test.deps, draft.student, draft.start)).toEqual({ due: [], dueCount: 0 });
  });

  it('when a new card is rated good, then it is due on a later day; again keeps it today, due again within minutes', async () => {
    const { student, start } = await studentWithNote([['la casa', 'the house']]);
    const { due } = await dueReview(test.deps, student, start);

    const good = await rateCard(test.deps, student, cardOf(due, 'it-en').id, { rating: 'good', step: 0 }, start);
    const again = await rateCard(test.deps, student, cardOf(due, 'en-it').id, { rating: 'again', step: 0 }, start);

    expect(Date.parse(good.dueAt) - start.getTime()).toBeGreaterThanOrEqual(DAY_MS);
    // "Today" whatever the hour the test runs at: the ten-minute step, within the session.
    expect(Date.parse(again.dueAt) - start.getTime()).toBe(10 * MINUTE_MS);
    expect((await dueReview(test.deps, student, at(start, MINUTE_MS))).dueCount).toBe(0);
    const tenMinutesOn = await dueReview(test.deps, student, at(start, 11 * MINUTE_MS));
    expect(tenMinutesOn.due.map((card) => card.direction)).toEqual(['en-it']);
    expect(tenMinutesOn.due[0]).toMatchObject({ dueAt: again.dueAt, step: 1 });
  });

  it('when a card is reviewed good across days and then forgotten, then its intervals grow and the lapse brings it back that day', async () => {
    const { student, start } = await studentWithNote([['la casa', 'the house']]);
    const id = cardOf((await dueReview(test.deps, student, start)).due, 'it-en').id;

    const first = await rateCard(test.deps, student, id, { rating: 'good' }, start);
    const notYet = await dueReview(test.deps, student, at(new Date(first.dueAt), -MINUTE_MS));
    const secondDay = new Date(first.dueAt);
    const second = await rateCard(test.deps, student, id, { rating: 'good' }, secondDay);
    const thirdDay = new Date(second.dueAt);
    const forgotten = await rateCard(test.deps, student, id, { rating: 'again' }, thirdDay);

    const firstInterval = Date.parse(first.dueAt) - start.getTime();
    const secondInterval = Date.parse(second.dueAt) - secondDay.getTime();
    expect(firstInterval).toBeGreaterThanOrEqual(DAY_MS);
    expect(secondInterval).toBeGreaterThan(firstInterval);
    expect(notYet.due.some((card) => card.id === id)).toBe(false);
    expect(Date.parse(forgotten.dueAt) - thirdDay.getTime()).toBe(10 * MINUTE_MS);
    expect(forgotten.step).toBe(3);
    const row = await test.deps.reviewCards.lockOfStudent(id, student.id);
    expect(row).toMatchObject({ reps: 3, lapses: 1 });
    expect(row!.last_review).toEqual(thirdDay);
  });

  it('when the same rating comes twice (a double tap), then it counts once and both answers are the same', async () => {
    const { student, start } = await studentWithNote([['la casa', 'the house']]);
    const { due } = await dueReview(test.deps, student, start);
    const withStep = cardOf(due, 'it-en').id;
    const withoutStep = cardOf(due, 'en-it').id;

    const tapped = await Promise.all([
      rateCard(test.deps, student, withStep, { rating: 'again', step: 0 }, start),
      rateCard(test.deps, student, withStep, { rating: 'again', step: 0 }, at(start, 500)),
    ]);
    const first = await rateCard(test.deps, student, withoutStep, { rating: 'good' }, start);
    const second = await rateCard(test.deps, student, withoutStep, { rating: 'easy' }, at(start, 500));

    expect(tapped[1]).toEqual(tapped[0]);
    expect(second).toEqual(first);
    const logs = await test.db
      .selectFrom('review_logs')
      .select(['card_id', 'rating'])
      .where('student_id', '=', student.id)
      .execute();
    expect(logs).toHaveLength(2);
    expect(logs).toEqual(
      expect.arrayContaining([
        { card_id: withStep, rating: 'again' },
        { card_id: withoutStep, rating: 'good' },
      ]),
    );
  });

  it('when another student rates a card, then not_found and the card is unchanged', async () => {
    const owner = await studentWithNote([['la casa', 'the house']]);
    const other = await studentWithNote([['il cane', 'the dog']]);
    const id = cardOf((await dueReview(test.deps, owner.student, owner.start)).due, 'it-en').id;

    await expect(rateCard(test.deps, other.student, id, { rating: 'good' }, owner.start)).rejects.toMatchObject({
      code: 'not_found',
    });
    expect((await dueReview(test.deps, owner.student, owner.start)).dueCount).toBe(2);
  });

  it('when the note is edited, then a kept word keeps its schedule, a removed one leaves the deck and a new one joins', async () => {
    const { student, lessonId, revision, start } = await studentWithNote([
      ['la casa', 'the house'],
      ['il libro', 'the book'],
    ]);
    const house = cardOf((await dueReview(test.deps, student, start)).due, 'it-en').id;
    const rated = await rateCard(test.deps, student, house, { rating: 'good' }, start);

    await saveNote(test.deps, teacher, lessonId, {
      covered: 'Parole',
      vocabulary: [
        { word: 'La casa', translation: 'the home' },
        { word: 'il tavolo', translation: 'the table' },
      ],
      homework: null,
      revision,
    });

    const later = await dueReview(test.deps, student, new Date(rated.dueAt));
    expect(later.due.map((card) => `${card.direction} ${card.word}: ${card.translation}`).sort()).toEqual([
      'en-it La casa: the home',
      'en-it il tavolo: the table',
      'it-en La casa: the home',
      'it-en il tavolo: the table',
    ]);
    expect(cardOf(later.due, 'it-en', 'La casa')).toMatchObject({ id: house, dueAt: rated.dueAt, step: 1 });
  });
});
