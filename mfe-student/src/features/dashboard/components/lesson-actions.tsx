import { lazy, Suspense, useRef, useState } from 'react';
import type { LessonRequest, StudentBooking } from '@lezioni/contracts';
import { Button, describeRequestFailure, Spinner, toast, useTexts } from '@lezioni/web-kit';
import { useCancelBookingMutation } from '../../../hooks/cancel-booking';
import { STUDENT_TEXTS } from '../../../texts';
import { isLessonMinutes } from '../../../hooks/free-times';
import { freeCancellationEnd, isCreditKeptOnCancel, isMovable } from '../lessons';
import { useClockAt } from '../use-clock-at';
import { CancelPanel } from './cancel-panel';

// The move panel, with her free times, is its own chunk: loaded when a student opens it, not with the dashboard.
const MovePanel = lazy(() => import('./move-panel').then(({ MovePanel }) => ({ default: MovePanel })));

type LessonActionsProps = {
  lesson: StudentBooking;
  /** Its type and length, and its time, as the list shows them: what the buttons are named by. */
  name: string;
  /** It is gone from the list: where focus goes next. */
  onGone: () => void;
};

/** "Cancel lesson" (after a confirmation that says whether the credit comes back) while it has not begun. */
export function CancelLesson({ lesson, name, onGone }: LessonActionsProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const [isConfirming, setIsConfirming] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const startsAtMs = Date.parse(lesson.scheduledAt);
  // The terms shown turn as she reads them; the server decides by the moment she confirms.
  const now = useClockAt(freeCancellationEnd(startsAtMs), startsAtMs);
  const keep = () => {
    // Before the panel goes, so focus never falls to the page: she is back where she pressed Cancel.
    buttonRef.current?.focus();
    setIsConfirming(false);
  };

  // An open confirmation stays, so she learns why a lesson begun meanwhile cannot be cancelled.
  if (now >= startsAtMs && !isConfirming) return null;

  return (
    <>
      <Button
        ref={buttonRef}
        size="small"
        aria-label={t('dashboard.cancel.named', { lesson: name })}
        aria-expanded={isConfirming}
        onClick={() => setIsConfirming(true)}
      >
        {t('dashboard.cancel.open')}
      </Button>
      {isConfirming && (
        <CancelPanel
          bookingId={lesson.id}
          isCreditKept={isCreditKeptOnCancel(lesson.scheduledAt, now)}
          lesson={name}
          onKeep={keep}
          onCancelled={onGone}
        />
      )}
    </>
  );
}

/** "Move lesson" to another of her free times, for a lesson of her own calendar FREE_CANCELLATION_HOURS ahead or more. */
export function MoveLesson({ lesson, name, teacherName, onGone }: LessonActionsProps & { teacherName: string }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const [isChoosing, setIsChoosing] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const now = useClockAt(freeCancellationEnd(Date.parse(lesson.scheduledAt)));
  const duration = lesson.durationMinutes;
  const keep = () => {
    buttonRef.current?.focus();
    setIsChoosing(false);
  };
  // Moved at once, it may leave this place in the list (or its Move button): focus goes to the column.
  const finish = (status: LessonRequest['status']) => {
    if (status !== 'approved') return keep();
    setIsChoosing(false);
    onGone();
  };

  // An open panel stays past the limit, so she learns from the server's refusal why it cannot move.
  if ((!isMovable(lesson, now) && !isChoosing) || !isLessonMinutes(duration)) return null;

  return (
    <>
      <Button
        ref={buttonRef}
        size="small"
        aria-label={t('dashboard.move.named', { lesson: name })}
        aria-expanded={isChoosing}
        onClick={() => setIsChoosing(true)}
      >
        {t('dashboard.move.open')}
      </Button>
      {isChoosing && (
        <Suspense fallback={<Spinner label={t('freeTimes.loading')} />}>
          <MovePanel
            bookingId={lesson.id}
            scheduledAt={lesson.scheduledAt}
            duration={duration}
            lesson={name}
            teacherName={teacherName}
            onKeep={keep}
            onDone={finish}
          />
        </Suspense>
      )}
    </>
  );
}

/** "Withdraw request" for one awaiting the teacher: at once, as on the booking page; the credit comes back. */
export function WithdrawRequest({ lesson, name, onGone }: LessonActionsProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const [withdraw, { isLoading }] = useCancelBookingMutation();
  const withdrawRequest = async () => {
    try {
      await withdraw(lesson.id).unwrap();
      toast({ title: t('dashboard.withdraw.done') });
      onGone();
    } catch (error) {
      toast({
        title: t('dashboard.withdraw.notDone'),
        description: describeRequestFailure(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Button
      size="small"
      aria-label={t('dashboard.withdraw.named', { lesson: name })}
      loading={isLoading}
      onClick={withdrawRequest}
    >
      {t('dashboard.withdraw.open')}
    </Button>
  );
}
