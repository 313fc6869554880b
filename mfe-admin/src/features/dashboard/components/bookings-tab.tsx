import { Button, Tag, type TableColumnType } from 'antd';
import type { AdminBooking, AdminBookingsResponse, Attendance } from '@lezioni/contracts';
import { ADMIN_RECENT_BOOKINGS, ROOM_TEXTS } from '@lezioni/contracts/values';
import { LoadError } from '../../../components/load-error';
import { formatDateTime } from '../dashboard-format';
import type { QueryState } from '../query-state';
import { EmptyTableText } from '../../../components/empty-table-text';
import { JoinLesson } from '@lezioni/web-kit';
import { PersonCell, TwoLineCell } from './two-line-cell';
import { ResponsiveTable } from '../../../components/responsive-table';

const STATUS_LABELS: Record<AdminBooking['status'], string> = {
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const ATTENDANCE_LABELS: Record<Attendance, string> = { attended: ROOM_TEXTS.attended, no_show: ROOM_TEXTS.noShow };

// Scrolls sideways on narrow screens. Not the Table's own `scroll.x`: that one measures the
// container's computed style on every resize, which is slow where styles are many.
const wideTable = { overflowX: 'auto' } as const;

const COLUMNS: TableColumnType<AdminBooking>[] = [
  {
    title: 'Student',
    key: 'contact',
    render: (_, { contact }) => <PersonCell name={contact.name} email={contact.email} />,
  },
  {
    title: 'Lesson',
    key: 'type',
    render: (_, { booking_type }) => <TwoLineCell main={booking_type.name} detail={`${booking_type.duration} min`} />,
  },
  {
    title: 'Starts',
    key: 'starts',
    render: (_, { starts_at }) => <time dateTime={starts_at}>{formatDateTime(starts_at)}</time>,
  },
  {
    title: 'Status',
    key: 'status',
    render: (_, { status, unpaid }) => (
      <>
        {/* Only upcoming lessons stand out: they are the ones the teacher still has to give.
            Outlined: status text on a tinted fill fell under 4.5:1 (axe, e2e/accessibility). */}
        <Tag variant="outlined" color={status === 'confirmed' ? 'success' : undefined}>
          {STATUS_LABELS[status]}
        </Tag>
        {unpaid && (
          <Tag variant="outlined" color="warning" title="No credit paid for this lesson">
            Unpaid
          </Tag>
        )}
      </>
    ),
  },
  {
    title: 'Lesson room',
    key: 'room',
    // Once the room has closed, whether the student came; until then, the way in.
    render: (_, { id, starts_at, booking_type, status, attendance }) =>
      status === 'cancelled' ? null : attendance ? (
        <Tag variant="outlined" color={attendance === 'no_show' ? 'warning' : undefined}>
          {ATTENDANCE_LABELS[attendance]}
        </Tag>
      ) : (
        <JoinLesson bookingId={id} startsAt={starts_at} durationMinutes={booking_type.duration} />
      ),
  },
  {
    title: 'Meeting',
    key: 'meeting',
    render: (_, { meeting_url }) =>
      meeting_url ? (
        <Button href={meeting_url} target="_blank" rel="noopener noreferrer" size="small">
          Open meeting link
        </Button>
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
    // Focusable, so a keyboard can scroll it when no row holds a control (WCAG 2.1.1; axe).
    <div style={wideTable} tabIndex={0} role="region" aria-label="Recent bookings, scrolls sideways">
      <ResponsiveTable<AdminBooking>
        stackedTitle="Booking"
        aria-label="Recent bookings"
        rowKey="id"
        size="middle"
        columns={COLUMNS}
        dataSource={bookings.data?.bookings.slice(0, ADMIN_RECENT_BOOKINGS)}
        loading={bookings.isLoading}
        pagination={false}
        locale={{ emptyText: <EmptyTableText>No bookings yet.</EmptyTableText> }}
      />
    </div>
  );
}
