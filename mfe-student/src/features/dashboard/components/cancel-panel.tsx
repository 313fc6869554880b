import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { FREE_CANCELLATION_HOURS } from '@lezioni/contracts/values';
import { Alert, Button, describeRequestFailure, toast, useTexts } from '@lezioni/web-kit';
import { useCancelBookingMutation } from '../../../hooks/cancel-booking';
import { STUDENT_TEXTS } from '../../../texts';

type CancelPanelProps = {
  bookingId: string;
  /** Whether cancelling now gets the credit back under the terms. */
  isCreditKept: boolean;
  /** The lesson as her list names it: its type and length, and its time. */
  lesson: string;
  onKeep: () => void;
  onCancelled: () => void;
};

/** Cancelling one lesson: which of the terms applies, said before she confirms, then Yes or Keep it. */
export function CancelPanel({ bookingId, isCreditKept, lesson, onKeep, onCancelled }: CancelPanelProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [cancelBooking, { isLoading, error }] = useCancelBookingMutation();
  useEffect(() => titleRef.current?.focus(), []);

  const cancel = async () => {
    try {
      const { creditBack } = await cancelBooking(bookingId).unwrap();
      toast({ title: t(creditBack ? 'dashboard.cancel.doneCreditBack' : 'dashboard.cancel.doneCreditForfeited') });
      onCancelled();
    } catch {
      // The refusal stays shown here, from the mutation's state.
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onKeep();
  };

  return (
    <div role="region" aria-labelledby={titleId} className="lz-student-cancel" onKeyDown={onKeyDown}>
      <h4 id={titleId} ref={titleRef} tabIndex={-1}>
        {t('dashboard.cancel.title')}
      </h4>
      <p>
        <strong>{lesson}</strong>
      </p>
      <p>
        {t(isCreditKept ? 'dashboard.cancel.creditBack' : 'dashboard.cancel.creditForfeited', {
          hours: FREE_CANCELLATION_HOURS,
        })}
      </p>
      {error !== undefined && (
        <Alert type="error" title={t('dashboard.cancel.notCancelled')} description={describeRequestFailure(error)} />
      )}
      <div className="lz-student-cancel__actions">
        <Button variant="primary" danger loading={isLoading} onClick={cancel}>
          {t('dashboard.cancel.confirm')}
        </Button>
        <Button onClick={onKeep}>{t('dashboard.cancel.keep')}</Button>
      </div>
    </div>
  );
}
