import { useId, useRef, useState } from 'react';
import type { StudentBooking } from '@lezioni/contracts';
import { LESSON_REQUEST_EXPIRY_HOURS } from '@lezioni/contracts/values';
import { Button, describeRequestFailure, toast, useMyBookings, useTexts } from '@lezioni/web-kit';
import { useCancelBookingMutation } from '../../../hooks/cancel-booking';
import { STUDENT_TEXTS } from '../../../texts';
import { describeLesson } from '../../../utils/slot-times';
import { OwnCalendarStyles } from '../own-calendar-styles';

const pendingOf = (bookings: readonly StudentBooking[]) =>
  bookings.filter((booking) => booking.status === 'pending').sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));

/** The student's requests awaiting the teacher's answer, each one withdrawable (its credit back). */
export function PendingRequests({ teacherName }: { teacherName: string }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { data } = useMyBookings();
  const [withdraw, { isLoading, originalArgs: withdrawingId }] = useCancelBookingMutation();
  // Once she has withdrawn one, the list stays (empty, it says so) so focus has somewhere to land.
  const [hasWithdrawn, setHasWithdrawn] = useState(false);
  const pending = pendingOf(data?.bookings ?? []);
  if (pending.length === 0 && !hasWithdrawn) return null;

  const withdrawRequest = async (id: string) => {
    try {
      await withdraw(id).unwrap();
      setHasWithdrawn(true);
      toast({ title: t('booking.own.pending.withdrawn') });
      titleRef.current?.focus();
    } catch (error) {
      toast({
        title: t('booking.own.pending.notWithdrawn'),
        description: describeRequestFailure(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby={titleId} className="lz-student-own">
      <OwnCalendarStyles />
      <h2 id={titleId} ref={titleRef} tabIndex={-1}>
        {t('booking.own.pending.title', { teacher: teacherName })}
      </h2>
      {pending.length === 0 ? (
        <p className="lz-student-muted">{t('booking.own.pending.none')}</p>
      ) : (
        <>
          <p className="lz-student-muted">
            {t('booking.own.pending.text', { teacher: teacherName, hours: LESSON_REQUEST_EXPIRY_HOURS })}
          </p>
          <ul className="lz-student-own__pending">
            {pending.map((request) => {
              const lesson = describeLesson(t, request.scheduledAt, request.durationMinutes);
              return (
                <li key={request.id}>
                  <time dateTime={request.scheduledAt}>{lesson}</time>
                  <Button
                    size="small"
                    aria-label={t('booking.own.pending.withdrawNamed', { lesson })}
                    loading={isLoading && withdrawingId === request.id}
                    onClick={() => withdrawRequest(request.id)}
                  >
                    {t('booking.own.pending.withdraw')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
