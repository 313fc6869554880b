import { useEffect, useId, useRef, useState } from 'react';
import type { ReviewCard } from '@lezioni/contracts';
import { REFETCH_ON_OPEN_SECONDS, REVIEW_RATINGS, type ReviewRating } from '@lezioni/contracts/values';
import { Alert, Button, LinkButton, Spinner, isRequestError, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import { useGetMyReviewQuery, useRateReviewCardMutation } from '../api';
import { ReviewStyles } from '../review-styles';

/** The card's two sides: Italian→English asks for the translation of the word, English→Italian the other way. */
function sidesOf(card: ReviewCard) {
  return card.direction === 'it-en'
    ? { front: card.word, frontLang: 'it', back: card.translation, backLang: 'en' }
    : { front: card.translation, frontLang: 'en', back: card.word, backLang: 'it' };
}

/** Keys the page answers to; not while the visitor types, nor with a modifier (the browser's and the shell's own). */
function isPlainKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return false;
  const target = event.target instanceof Element ? event.target : null;
  return !target?.closest('input, textarea, select, [contenteditable="true"]');
}

function ReviewSession({ card, left }: { card: ReviewCard; left: number }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const promptId = useId();
  const frontId = useId();
  const [rateCard, rating] = useRateReviewCardMutation();
  const cardKey = `${card.id}:${card.step}`;
  // Revealed for this card at this step only: the next card (or this one asked again) starts hidden.
  const [revealedKey, setRevealedKey] = useState<string | null>(null);
  const isRevealed = revealedKey === cardKey;
  const showAnswerRef = useRef<HTMLButtonElement>(null);
  const goodRef = useRef<HTMLButtonElement>(null);
  // Focus follows the card only once the student has used the page, never on its first showing.
  const hasActed = useRef(false);
  const sides = sidesOf(card);

  const reveal = () => {
    hasActed.current = true;
    setRevealedKey(cardKey);
  };
  const rate = (value: ReviewRating) => {
    // The server counts a second rating of the same step once; the page sends one.
    if (!isRevealed || rating.isLoading) return;
    hasActed.current = true;
    void rateCard({ id: card.id, rating: value, step: card.step });
  };

  useEffect(() => {
    if (!hasActed.current) return;
    (isRevealed ? goodRef : showAnswerRef).current?.focus();
  }, [isRevealed, cardKey]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPlainKey(event)) return;
      if (!isRevealed && event.key === ' ') {
        // A focused button presses itself with Space.
        if (event.target instanceof HTMLButtonElement) return;
        event.preventDefault();
        reveal();
        return;
      }
      const index = ['1', '2', '3', '4'].indexOf(event.key);
      if (isRevealed && index !== -1) {
        event.preventDefault();
        rate(REVIEW_RATINGS[index]!);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  return (
    <section aria-labelledby={promptId} className="lz-student-review">
      <p className="lz-student-muted lz-student-review__left">{t('review.left', { count: left })}</p>
      <div className="lz-student-review__card">
        <h2 id={promptId} className="lz-student-review__prompt">
          {card.direction === 'it-en' ? t('review.prompt.itEn') : t('review.prompt.enIt')}
        </h2>
        <p id={frontId} className="lz-student-review__front" lang={sides.frontLang}>
          {sides.front}
        </p>
        {/* Always there, so a screen reader hears the answer when it shows. */}
        <div aria-live="polite" aria-atomic="true" className="lz-student-review__answer">
          {isRevealed && (
            <>
              <p className="lz-student-review__back">
                <span className="lz-student-visually-hidden">{t('review.answerIs')} </span>
                <span lang={sides.backLang}>{sides.back}</span>
              </p>
              {card.example && (
                <p className="lz-student-review__example" lang="it">
                  <em>{card.example}</em>
                </p>
              )}
            </>
          )}
        </div>
      </div>
      {isRevealed ? (
        <div role="group" aria-label={t('review.howWell')} className="lz-student-review__ratings">
          {REVIEW_RATINGS.map((value, index) => (
            <Button
              key={value}
              ref={value === 'good' ? goodRef : undefined}
              variant={value === 'good' ? 'primary' : 'default'}
              size="large"
              aria-keyshortcuts={String(index + 1)}
              loading={rating.isLoading}
              onClick={() => rate(value)}
            >
              {t(`review.ratings.${value}`)}
              <kbd aria-hidden="true">{index + 1}</kbd>
            </Button>
          ))}
        </div>
      ) : (
        <Button
          ref={showAnswerRef}
          variant="primary"
          size="large"
          block
          aria-keyshortcuts="Space"
          // Focus comes here with each new card: a screen reader hears the card's front with the button.
          aria-describedby={frontId}
          onClick={reveal}
          className="lz-student-review__show"
        >
          {t('review.showAnswer')}
          <kbd aria-hidden="true">{t('review.spaceKey')}</kbd>
        </Button>
      )}
      {rating.isError && (
        <Alert
          type="error"
          title={t('review.rateFailed')}
          description={isRequestError(rating.error) ? rating.error.message : undefined}
        />
      )}
      <p className="lz-student-muted lz-student-review__keys">{t('review.keys')}</p>
    </section>
  );
}

/**
 * /review (issue 45): the cards due now, one at a time; Space (or the button) shows the answer, and
 * Again / Hard / Good / Easy (1–4) rate it. The server schedules each card (FSRS); a card due again
 * within minutes comes back in this sitting.
 */
export function ReviewView() {
  const { t } = useTexts(STUDENT_TEXTS);
  const { data, isError, refetch } = useGetMyReviewQuery(undefined, {
    refetchOnMountOrArgChange: REFETCH_ON_OPEN_SECONDS,
  });
  const card = data?.due[0];
  return (
    <>
      <ReviewStyles />
      <h1>{t('review.title')}</h1>
      {data ? (
        card ? (
          <ReviewSession card={card} left={Math.max(data.dueCount, data.due.length)} />
        ) : (
          <div className="lz-student-review__done" role="status">
            <p className="lz-student-review__done-title">{t('review.none')}</p>
            <p className="lz-student-muted">{t('review.noneText')}</p>
            <LinkButton to="/progress">{t('review.seeWords')}</LinkButton>
          </div>
        )
      ) : isError ? (
        <Alert
          type="error"
          title={t('review.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <Spinner label={t('review.loading')} />
      )}
    </>
  );
}
