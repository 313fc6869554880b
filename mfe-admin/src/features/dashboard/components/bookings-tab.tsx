import type { AdminBooking, AdminBookingsResponse } from '@lezioni/contracts';
import { ADMIN_RECENT_BOOKINGS } from '@lezioni/contracts/values';
import {
  Badge,
  JoinLesson,
  LinkButton,
  Table,
  formatLessonTime,
  namesItsLength,
  useContractTexts,
  useTexts,
  type TableColumn,
} from '@lezioni/web-kit';
import { LoadError } from '../../../components/load-error';
import { ADMIN_TEXTS, type AdminT } from '../../../texts';
import type { QueryState } from '../query-state';
import { PersonCell, TwoLineCell } from '../../../components/two-line-cell';

const columnsOf = (t: AdminT, room: { attended: string; noShow: string }): TableColumn<AdminBooking>[] => [
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
    render: ({ status, unpaid }) => (
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
];

/** The most recent bookings of the teacher's calendar (spec §2, Bookings tab). */
export function BookingsTab({ bookings }: { bookings: QueryState<AdminBookingsResponse> }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const { room } = useContractTexts();
  if (bookings.isError) {
    return <LoadError title={t('bookings.loadFailed')} error={bookings.error} onRetry={bookings.refetch} />;
  }
  return (
    <Table<AdminBooking>
      aria-label={t('bookings.label')}
      scrollLabel={t('bookings.scrollLabel')}
      columns={columnsOf(t, room)}
      rows={bookings.data?.bookings.slice(0, ADMIN_RECENT_BOOKINGS)}
      rowKey={({ id }) => id}
      loading={bookings.isLoading}
      emptyText={t('bookings.empty')}
    />
  );
}
