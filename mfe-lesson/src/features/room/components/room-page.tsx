import { lazy, Suspense, type ReactNode } from 'react';
import type { User } from '@lezioni/contracts';
import { ROOM_TEXTS, roomWindow } from '@lezioni/contracts/values';
import {
  Button,
  formatLessonTime,
  isRequestError,
  LinkButton,
  useContractTexts,
  useMyBookings,
  useTexts,
} from '@lezioni/web-kit';
import { LESSON_TEXTS } from '../../../texts';
import { useGetRoomQuery } from '../api';
import { RoomStyles } from './room-styles';

// Its own chunk: the call (WebRTC, the lobby, the chat) comes only with an open room, so a closed
// room's notice, or a stranger's refusal, loads none of it.
const LessonCall = lazy(() => import('./lesson-call').then(({ LessonCall }) => ({ default: LessonCall })));

/**
 * The room of one lesson: its closed states, or the lobby and the call once the server lets the user
 * in; `beside` goes in the call's side column.
 */
export function RoomPage({ bookingId, user, beside }: { bookingId: string; user: User; beside?: ReactNode }) {
  const { t } = useTexts(LESSON_TEXTS);
  const { data: room, error, isLoading, refetch } = useGetRoomQuery(bookingId);
  const opening = <p role="status">{t('room.opening')}</p>;
  if (isLoading) return opening;
  if (room)
    return (
      <Suspense fallback={opening}>
        <LessonCall room={room} user={user} beside={beside} />
      </Suspense>
    );
  const failure = isRequestError(error) ? error : undefined;
  if (failure?.code === 'room_closed')
    return <ClosedRoom bookingId={bookingId} user={user} message={failure.message} />;
  if (failure?.status === 403 || failure?.status === 404) {
    return (
      <RoomNotice title={t('room.accessRestricted')}>
        <p>{failure.message}</p>
        <p>{t('room.participantsOnly')}</p>
      </RoomNotice>
    );
  }
  return (
    <RoomNotice title={t('room.unavailable')}>
      <p>{failure?.message ?? t('room.unexpected')}</p>
      <Button onClick={() => void refetch()}>{t('room.tryAgain')}</Button>
    </RoomNotice>
  );
}

/**
 * Outside the window the server answers `room_closed` with its own text ("not open yet" or "ended");
 * a student also sees when the room opens, from their own bookings.
 */
function ClosedRoom({ bookingId, user, message }: { bookingId: string; user: User; message: string }) {
  const { t } = useTexts(LESSON_TEXTS);
  const { room: roomTexts } = useContractTexts();
  const { data } = useMyBookings(user.role === 'student');
  const booking = data?.bookings.find((candidate) => candidate.id === bookingId);
  const opensAt = booking
    ? roomWindow({ startsAt: new Date(booking.scheduledAt), durationMinutes: booking.durationMinutes }).opensAt
    : undefined;
  // The server's text, translated as it arrived (in the browser's language), or as the server wrote it.
  const isNotOpenYet = message === roomTexts.roomNotOpenYet || message === ROOM_TEXTS.roomNotOpenYet;
  return (
    <RoomNotice title={isNotOpenYet ? t('room.notOpenYet') : t('room.ended')}>
      <p>{message}</p>
      {isNotOpenYet && opensAt && (
        <p>
          {roomTexts.roomOpensAt('')}
          <time dateTime={opensAt.toISOString()}>{formatLessonTime(opensAt)}</time>.
        </p>
      )}
    </RoomNotice>
  );
}

function RoomNotice({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTexts(LESSON_TEXTS);
  return (
    <section className="lz-lesson-notice" aria-labelledby="lesson-notice-title">
      <RoomStyles />
      <h1 id="lesson-notice-title">{title}</h1>
      {children}
      <LinkButton to="/">{t('room.goHome')}</LinkButton>
    </section>
  );
}
