import type { ReactNode } from 'react';
import type { AdminBooking, AdminBookingsResponse } from '@lezioni/contracts';
import { ADMIN_RECENT_BOOKINGS } from '@lezioni/contracts/values';
import {
  Badge,
  ConfirmButton,
  JoinLesson,
  LinkButton,
  Table,
  describeRequestFailure,
  formatLessonTime,
  namesItsLength,
  toast,
  useContractTexts,
  useTexts,
  type TableColumn,
} from '@lezioni/web-kit';
import { LoadError } from '../../../components/load-error';
import { useNow } from '../../../hooks/use-now';
import { ADMIN_TEXTS, type AdminT } from '../../../texts';
import { useCancelLessonMutation, useWaiveForfeitMutation } from '../api';
import type { QueryState } from '../query-state';
import { PersonCell, TwoLineCell } from '../../../components/two-line-cell';

// Often enough that a lesson loses its Cancel button about when it begins (the server refuses it then).
const CLOCK_TICK_MS = 60_000;

/**
 * A change to a student's lesson, asked first: `cancel` (the lesson goes, at TidyCal too, and the
 * student's credit always comes back) or `waive` (the credit a late cancellation kept comes back).
 * A failure is told in a toast with the server's text (a 409: the lesson changed meanwhile).
 */
function LessonAction({ booking, action }: { booking: AdminBooking; action: 'cancel' | 'waive' }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const [cancelLesson, cancellation] = useCancelLessonMutation();
  const [waiveForfeit, waiver] = useWaiveForfeitMutation();
  const [run, state] = action === 'cancel' ? [cancelLesson, cancellation] : [waiveForfeit, waiver];
  const name = booking.contact.name;

  const confirm = async () => {
    try {
      await run(booking.id).unwrap();
      toast({ title: t(`bookings.${action}.done`), description: t(`bookings.${action}.creditBack`, { name }) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(`bookings.${action}.failed`),
        description: describeRequestFailure(error),
      });
    }
  };

  return (
    <ConfirmButton
      title={t(`bookings.${action}.question`, { name })}
      description={t(`bookings.${action}.description`)}
      okText={t(`bookings.${action}.yes`)}
      cancelText={t(`bookings.${action}.keep`)}
      onConfirm={confirm}
      danger={action === 'cancel'}
      size="small"
      aria-label={t(`bookings.${action}.label`, { name, time: formatLessonTime(booking.starts_at) })}
      loading={state.isLoading}
    >
      {t(`bookings.${action}.button`)}
    </ConfirmButton>
  );
}

const columnsOf = (t: AdminT, room: { attended: string; noShow: string }, now: Date): TableColumn<AdminBooking>[] => [
  {
    key: 'contact',
    title: t('bookings.columns.student'),
    render: ({ contact }) => <PersonCell name={contact.name} email={contact.email} />,
  },
  {
    key: 'type',
    title: t('bookings.columns.lesson'),
    render: ({ booking_type }) =>
      namesItsLength(booking_type.name, booking_type.duration) ? (
        booking_type.name
      ) : (
        <TwoLineCell main={booking_type.name} detail={t('bookings.duration', { minutes: booking_type.duration })} />
      ),
  },
  {
    key: 'starts',
    title: t('bookings.columns.starts'),
    render: ({ starts_at }) => <time dateTime={starts_at}>{formatLessonTime(starts_at)}</time>,
  },
  {
    key: 'status',
    title: t('bookings.columns.status'),
    render: ({ status, unpaid, creditForfeited }) => (
      <>
        {/* Only upcoming lessons stand out: they are the ones the teacher still has to give. */}
        <Badge variant="outlined" status={status === 'confirmed' ? 'success' : 'default'}>
          {t(`bookings.status.${status}`)}
        </Badge>
        {unpaid && (
          <Badge variant="outlined" status="warning" title={t('bookings.unpaidTitle')}>
            {t('bookings.unpaid')}
          </Badge>
        )}
        {creditForfeited && (
          <Badge variant="outlined" status="warning" title={t('bookings.creditKeptTitle')}>
            {t('bookings.creditKept')}
          </Badge>
        )}
      </>
    ),
  },
  {
    key: 'room',
    title: t('bookings.columns.room'),
    // Once the room has closed, whether the student came; until then, the way in (the lesson's own
    // room, open by the student's rules), and the calendar's meeting link where the booking has one.
    render: ({ id, starts_at, booking_type, status, attendance, meeting_url }) =>
      status === 'cancelled' ? null : attendance ? (
        <Badge variant="outlined" status={attendance === 'no_show' ? 'warning' : 'default'}>
          {attendance === 'no_show' ? room.noShow : room.attended}
        </Badge>
      ) : (
        <>
          <JoinLesson bookingId={id} startsAt={starts_at} durationMinutes={booking_type.duration} />
          {meeting_url && (
            <LinkButton href={meeting_url} target="_blank" rel="noopener noreferrer" size="small">
              {t('bookings.openMeeting')}
            </LinkButton>
          )}
        </>
      ),
  },
  {
    key: 'actions',
    title: t('bookings.columns.actions'),
    render: (booking) =>
      booking.status === 'confirmed' && new Date(booking.starts_at) > now ? (
        <LessonAction booking={booking} action="cancel" />
      ) : booking.creditForfeited ? (
        <LessonAction booking={booking} action="waive" />
      ) : null,
  },
];

/**
 * The most recent bookings of the teacher's calendar (spec §2, Bookings tab), under the lesson
 * requests awaiting her answer (`requests`, another feature's).
 */
export function BookingsTab({
  bookings,
  requests,
}: {
  bookings: QueryState<AdminBookingsResponse>;
  requests: ReactNode;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  const { room } = useContractTexts();
  const now = useNow(CLOCK_TICK_MS);
  return (
    <>
      {requests}
      {bookings.isError ? (
        <LoadError title={t('bookings.loadFailed')} error={bookings.error} onRetry={bookings.refetch} />
      ) : (
        <Table<AdminBooking>
          aria-label={t('bookings.label')}
          scrollLabel={t('bookings.scrollLabel')}
          columns={columnsOf(t, room, now)}
          rows={bookings.data?.bookings.slice(0, ADMIN_RECENT_BOOKINGS)}
          rowKey={({ id }) => id}
          loading={bookings.isLoading}
          emptyText={t('bookings.empty')}
        />
      )}
    </>
  );
}
