import type { User } from '@lezioni/contracts';
import { ROOM_TEXTS, roomWindow } from '@lezioni/contracts/values';
import { formatLessonTime, isRequestError, useMyBookings, Link } from '@lezioni/web-kit';
import { useGetRoomQuery } from '../api';
import { LessonCall } from './lesson-call';

/** The room of one lesson: its closed states, or the lobby and the call once the server lets the user in. */
export function RoomPage({ bookingId, user }: { bookingId: string; user: User }) {
  const { data: room, error, isLoading, refetch } = useGetRoomQuery(bookingId);
  if (isLoading) return <p role="status">Opening the lesson room…</p>;
  if (room) return <LessonCall room={room} user={user} />;
  const failure = isRequestError(error) ? error : undefined;
  if (failure?.code === 'room_closed')
    return <ClosedRoom bookingId={bookingId} user={user} message={failure.message} />;
  if (failure?.status === 403 || failure?.status === 404) {
    return (
      <RoomNotice title="Access restricted">
        <p>{failure.message}</p>
        <p>Only the lesson&apos;s student and teacher may enter its room.</p>
      </RoomNotice>
    );
  }
  return (
    <RoomNotice title="The lesson room is not available">
      <p>{failure?.message ?? 'Something unexpected happened.'}</p>
      <button type="button" className="lesson-btn" onClick={() => void refetch()}>
        Try again
      </button>
    </RoomNotice>
  );
}

/**
 * Outside the window the server answers `room_closed` with its own text ("not open yet" or "ended");
 * a student also sees when the room opens, from their own bookings.
 */
function ClosedRoom({ bookingId, user, message }: { bookingId: string; user: User; message: string }) {
  const { data } = useMyBookings(user.role === 'student');
  const booking = data?.bookings.find((candidate) => candidate.id === bookingId);
  const opensAt = booking
    ? roomWindow({ startsAt: new Date(booking.scheduledAt), durationMinutes: booking.durationMinutes }).opensAt
    : undefined;
  const isNotOpenYet = message === ROOM_TEXTS.roomNotOpenYet;
  return (
    <RoomNotice title={isNotOpenYet ? 'Not open yet' : 'Lesson ended'}>
      <p>{message}</p>
      {isNotOpenYet && opensAt && (
        <p>
          {ROOM_TEXTS.roomOpensAt('')}
          <time dateTime={opensAt.toISOString()}>{formatLessonTime(opensAt)}</time>.
        </p>
      )}
    </RoomNotice>
  );
}

function RoomNotice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="lesson-notice" aria-labelledby="lesson-notice-title">
      <h1 id="lesson-notice-title">{title}</h1>
      {children}
      <Link to="/" className="lesson-btn">
        Torna a Casa (Go Home)
      </Link>
    </section>
  );
}
