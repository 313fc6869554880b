import { sql } from 'kysely';
import type { ForgottenWord, LearningExport, ReviewCard, ReviewDirection, ReviewRating } from '@lezioni/contracts';
import { REVIEW_BATCH_MAX, REVIEW_DIRECTIONS, REVIEW_FORGOTTEN_MAX } from '@lezioni/contracts';
import type { Db } from './db';

/** A card's FSRS state, as ts-fsrs' `Card` names it (dates as dates). */
export type ReviewSchedule = {
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
};

/** A card locked for its rating: its schedule and whose it is. */
export type LockedReviewCard = ReviewSchedule & { id: string };

/** One rating, with the card's schedule before it. */
export type ReviewLogEntry = {
  rating: ReviewRating;
  before: Pick<ReviewSchedule, 'state' | 'due' | 'stability' | 'difficulty' | 'scheduled_days'>;
  reviewedAt: Date;
};

export function createReviewCardsRepository(db: Db) {
  /**
   * The words of the student's shared notes (`sw`, lower-cased as `word_key`), each once, in the
   * version of the newest lesson that has it: what a card of that word shows.
   */
  const sharedWordsOf = (studentId: string) =>
    db
      .selectFrom('note_words as w')
      .innerJoin('lesson_notes as n', 'n.lesson_id', 'w.lesson_id')
      .innerJoin('lessons as l', 'l.id', 'n.lesson_id')
      .distinctOn(sql`lower(w.word)`)
      .select([sql<string>`lower(w.word)`.as('word_key'), 'w.word', 'w.translation', 'w.example'])
      .where('l.student_id', '=', studentId)
      .where('n.shared_at', 'is not', null)
      .orderBy(sql`lower(w.word)`)
      .orderBy('l.starts_at', 'desc')
      .orderBy('w.position');

  return {
    /**
     * Makes the student's deck the words of their shared notes: a card in each direction for a new
     * word (due `now`), none for a word no shared note has any more. A word kept keeps its cards.
     */
    async syncDeckOf(studentId: string, now: Date): Promise<void> {
      for (const direction of REVIEW_DIRECTIONS) {
        await db
          .insertInto('review_cards')
          .columns(['student_id', 'word_key', 'direction', 'due'])
          .expression(
            db
              .selectFrom(sharedWordsOf(studentId).as('sw'))
              .select([
                sql<string>`${studentId}::uuid`.as('student_id'),
                'sw.word_key',
                sql<ReviewDirection>`${direction}`.as('direction'),
                sql<Date>`${now}::timestamptz`.as('due'),
              ]),
          )
          .onConflict((conflict) => conflict.columns(['student_id', 'word_key', 'direction']).doNothing())
          .execute();
      }
      await db
        .deleteFrom('review_cards as c')
        .where('c.student_id', '=', studentId)
        .where('c.word_key', 'not in', db.selectFrom(sharedWordsOf(studentId).as('sw')).select('sw.word_key'))
        .execute();
    },

    /** The student's cards due by `now`, `it-en` first (a word's two sides apart), then earliest; and how many are due. */
    async dueOf(studentId: string, now: Date): Promise<{ due: ReviewCard[]; dueCount: number }> {
      const due = db
        .selectFrom('review_cards as c')
        .innerJoin(sharedWordsOf(studentId).as('sw'), 'sw.word_key', 'c.word_key')
        .where('c.student_id', '=', studentId)
        .where('c.due', '<=', now);
      const [rows, count] = await Promise.all([
        due
          .select(['c.id', 'c.direction', 'c.due', 'c.reps', 'sw.word', 'sw.translation', 'sw.example'])
          .orderBy(sql`c.direction = 'en-it'`)
          .orderBy('c.due')
          .orderBy('c.id')
          .limit(REVIEW_BATCH_MAX)
          .execute(),
        due.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return {
        due: rows.map((row) => ({
          id: row.id,
          direction: row.direction,
          word: row.word,
          translation: row.translation,
          example: row.example,
          dueAt: row.due.toISOString(),
          step: row.reps,
        })),
        dueCount: Number(count.count),
      };
    },

    /** When the student's earliest card is due; null without cards. */
    async earliestDueOf(studentId: string): Promise<Date | null> {
      const row = await db
        .selectFrom('review_cards')
        .select((eb) => eb.fn.min<Date | null>('due').as('due'))
        .where('student_id', '=', studentId)
        .executeTakeFirstOrThrow();
      return row.due;
    },

    /** The student's card `id`, locked for its rating (the caller's transaction); undefined if not theirs. */
    async lockOfStudent(id: string, studentId: string): Promise<LockedReviewCard | undefined> {
      return db
        .selectFrom('review_cards')
        .select([
          'id',
          'due',
          'stability',
          'difficulty',
          'elapsed_days',
          'scheduled_days',
          'learning_steps',
          'reps',
          'lapses',
          'state',
          'last_review',
        ])
        .where('id', '=', id)
        .where('student_id', '=', studentId)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Writes the card's new schedule and logs the rating that led to it. */
    async recordReview(card: LockedReviewCard, studentId: string, next: ReviewSchedule, log: ReviewLogEntry) {
      await db.updateTable('review_cards').set(next).where('id', '=', card.id).execute();
      await db
        .insertInto('review_logs')
        .values({
          card_id: card.id,
          student_id: studentId,
          rating: log.rating,
          ...log.before,
          reviewed_at: log.reviewedAt,
        })
        .execute();
    },

    /** The teacher's view: when the student last reviewed, how many cards are due, and the words they forget most. */
    async summaryOf(studentId: string, now: Date) {
      const [totals, forgotten] = await Promise.all([
        db
          .selectFrom('review_cards')
          .select((eb) => [
            eb.fn.max<Date | null>('last_review').as('last_review'),
            eb.fn.countAll<string>().filterWhere('due', '<=', now).as('due_count'),
          ])
          .where('student_id', '=', studentId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('review_cards as c')
          .innerJoin(sharedWordsOf(studentId).as('sw'), 'sw.word_key', 'c.word_key')
          .select((eb) => [
            'sw.word',
            'sw.translation',
            eb.fn.sum<string>('c.lapses').as('lapses'),
            eb.fn.max<Date | null>('c.last_review').as('last_review'),
          ])
          .where('c.student_id', '=', studentId)
          .groupBy(['sw.word_key', 'sw.word', 'sw.translation'])
          .having((eb) => eb.fn.sum('c.lapses'), '>', 0)
          .orderBy(sql`sum(c.lapses)`, 'desc')
          .orderBy(sql`max(c.last_review)`, 'desc')
          .orderBy('sw.word_key')
          .limit(REVIEW_FORGOTTEN_MAX)
          .execute(),
      ]);
      return {
        lastReviewedAt: totals.last_review?.toISOString() ?? null,
        dueCount: Number(totals.due_count),
        forgotten: forgotten.map((row): ForgottenWord => ({
          word: row.word,
          translation: row.translation,
          lapses: Number(row.lapses),
          lastReviewedAt: row.last_review?.toISOString() ?? null,
        })),
      };
    },

    /** The student's cards with their ratings, for their own-data download. */
    async exportOf(studentId: string): Promise<LearningExport['reviewCards']> {
      const [cards, logs] = await Promise.all([
        db
          .selectFrom('review_cards as c')
          .leftJoin(sharedWordsOf(studentId).as('sw'), 'sw.word_key', 'c.word_key')
          .select([
            'c.id',
            'c.word_key',
            'sw.word',
            'c.direction',
            'c.due',
            'c.stability',
            'c.difficulty',
            'c.reps',
            'c.lapses',
            'c.last_review',
          ])
          .where('c.student_id', '=', studentId)
          .orderBy('c.word_key')
          .orderBy('c.direction', 'desc')
          .execute(),
        db
          .selectFrom('review_logs')
          .select(['card_id', 'rating', 'reviewed_at'])
          .where('student_id', '=', studentId)
          .orderBy('reviewed_at')
          .execute(),
      ]);
      return cards.map((card) => ({
        word: card.word ?? card.word_key,
        direction: card.direction,
        dueAt: card.due.toISOString(),
        stability: card.stability,
        difficulty: card.difficulty,
        reps: card.reps,
        lapses: card.lapses,
        lastReviewedAt: card.last_review?.toISOString() ?? null,
        reviews: logs
          .filter((log) => log.card_id === card.id)
          .map((log) => ({ rating: log.rating, reviewedAt: log.reviewed_at.toISOString() })),
      }));
    },

    /** Deletes the student's deck and its ratings. */
    async deleteOfStudent(studentId: string): Promise<void> {
      await db.deleteFrom('review_cards').where('student_id', '=', studentId).execute();
    },
  };
}
export type ReviewCardsRepository = ReturnType<typeof createReviewCardsRepository>;
