import type { AdminBooking, AdminBookingsResponse, Attendance } from '@lezioni/contracts';
import { ADMIN_RECENT_BOOKINGS, ROOM_TEXTS } from '@lezioni/contracts/values';
import { Badge, Button, JoinLesson, LinkButton, Table, formatLessonTime, type TableColumn } from '@lezioni/web-kit';
import { LoadError } from '../../../components/load-error';
import type { QueryState } from '../query-state';
import { PersonCell, TwoLineCell } from '../../../components/two-line-cell';

const STATUS_LABELS: Record<AdminBooking['status'], string> = {
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const ATTENDANCE_LABELS: Record<Attendance, string> = { attended: ROOM_TEXTS.attended, no_show: ROOM_TEXTS.noShow };

const COLUMNS: TableColumn<AdminBooking>[] = [
  {
    key: 'contact',
    title: 'Student',
    render: ({ contact }) => <PersonCell name={contact.name} email={contact.email} />,
  },
  {
    key: 'type',
    title: 'Lesson',
    render: ({ booking_type }) => <TwoLineCell main={booking_type.name} detail={`${booking_type.duration} min`} />,
  },
  {
    key: 'starts',
    title: 'Starts',
    render: ({ starts_at }) => <time dateTime={starts_at}>{formatLessonTime(starts_at)}</time>,
  },
  {
    key: 'status',
    title: 'Status',
    render: ({ status, unpaid }) => (
      <>
        {/* Only upcoming lessons stand out: they are the ones the teacher still has to give. */}
        <Badge variant="outlined" status={status === 'confirmed' ? 'success' : 'default'}>
          {STATUS_LABELS[status]}
        </Badge>
        {unpaid && (
          <Badge variant="outlined" status="warning" title="No credit paid for this lesson">
            Unpaid
          </Badge>
        )}
      </>
    ),
  },
  {
    key: 'room',
    title: 'Lesson room',
    // Once the room has closed, whether the student came; until then, the way in.
    render: ({ id, starts_at, booking_type, status, attendance }) =>
      status === 'cancelled' ? null : attendance ? (
        <Badge variant="outlined" status={attendance === 'no_show' ? 'warning' : 'default'}>
          {ATTENDANCE_LABELS[attendance]}
        </Badge>
      ) : (
        <JoinLesson bookingId={id} startsAt={starts_at} durationMinutes={booking_type.duration} />
      ),
  },
  {
    key: 'meeting',
    title: 'Meeting',
    render: ({ meeting_url }) =>
      meeting_url ? (
        <LinkButton href={meeting_url} target="_blank" rel="noopener noreferrer" size="small">
          Open meeting link
        </LinkButton>
      ) : (
        <Button size="small" disabled title="This booking has no meeting link">
          Open meeting link
        </Button>
      ),
  },
];

/** The most recent bookings of the teacher's calendar (spec §2, Bookings tab). */
export function BookingsTab({ bookings }: { bookings: QueryState<AdminBookingsResponse> }) {
  if (bookings.isError) {
    return <LoadError what="The bookings" error={bookings.error} onRetry={bookings.refetch} />;
  }
  return (
    <Table<AdminBooking>
      aria-label="Recent bookings"
      scrollLabel="Recent bookings, scrolls sideways"
      columns={COLUMNS}
      rows={bookings.data?.bookings.slice(0, ADMIN_RECENT_BOOKINGS)}
      rowKey={({ id }) => id}
      loading={bookings.isLoading}
      emptyText="No bookings yet."
    />
  );
}
