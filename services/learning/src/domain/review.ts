import type { MyReview, RateReviewCardRequest, ReviewCardRated, ReviewRating } from '@lezioni/contracts';
import { isUuid, notFound } from '@lezioni/service-kit';
import { fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import type { LockedReviewCard, ReviewSchedule } from '../data/review-cards.repository';
import { countReview, type LearningUser } from './access';
import type { LearningDeps } from './deps';
import { myMaterialsChanged } from './freshness';

/**
 * FSRS with one ten-minute (re)learning step: "again" (and "hard") on a card being learned brings it
 * back within the session, the same day; "good" on a new card moves it to a later day (about two).
 */
const scheduler = fsrs(generatorParameters({ learning_steps: ['10m'], relearning_steps: ['10m'], enable_fuzz: true }));

const GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const rated = (id: string, schedule: Pick<ReviewSchedule, 'due' | 'reps'>): ReviewCardRated => ({
  id,
  dueAt: schedule.due.toISOString(),
  step: schedule.reps,
});

/** The card as ts-fsrs reads it. */
const toFsrsCard = (card: LockedReviewCard): Card => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsed_days,
  scheduled_days: card.scheduled_days,
  learning_steps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  last_review: card.last_review ?? undefined,
});

/** The student's cards due at `now` (at most REVIEW_BATCH_MAX) and how many are due. */
export async function dueReview(deps: LearningDeps, user: LearningUser, now: Date): Promise<MyReview> {
  return deps.reviewCards.dueOf(user.id, now);
}

/**
 * Rates one of the student's cards at `now` and answers its next due time. Counted once: a rating
 * naming a step the card has left (a second tap, another tab) or, without a step, of a card not due
 * any more changes nothing and answers the card as it stands. Another student's card is `not_found`.
 */
export async function rateCard(
  deps: LearningDeps,
  user: LearningUser,
  cardId: string,
  input: RateReviewCardRequest,
  now: Date,
): Promise<ReviewCardRated> {
  if (!isUuid(cardId)) throw notFound();
  await countReview(deps, user);
  const answer = await deps.inTransaction(async (data) => {
    const card = await data.reviewCards.lockOfStudent(cardId.toLowerCase(), user.id);
    if (!card) throw notFound();
    const isCountedAlready = input.step === undefined ? card.due > now : input.step !== card.reps;
    if (isCountedAlready) return { card: rated(card.id, card), isChanged: false };
    const { card: next, log } = scheduler.next(toFsrsCard(card), now, GRADES[input.rating]);
    await data.reviewCards.recordReview(
      card,
      user.id,
      { ...next, last_review: next.last_review ?? now },
      {
        rating: input.rating,
        before: {
          state: log.state,
          due: log.due,
          stability: log.stability,
          difficulty: log.difficulty,
          scheduled_days: log.scheduled_days,
        },
        reviewedAt: now,
      },
    );
    return { card: rated(card.id, next), isChanged: true };
  });
  // The bell's "words to review" reads the deck's earliest due time from the polled materials answer.
  if (answer.isChanged) await myMaterialsChanged(deps, [user.id]);
  return answer.card;
}
