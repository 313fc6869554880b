import { useParams } from '@lezioni/web-kit';
import type { ExposedProps } from '@lezioni/contracts';
import { LessonPage } from '../features/lesson-page';
import { RoomPage } from '../features/room/components/room-page';

/**
 * './LessonRoom': the room of one lesson at /lesson/:bookingId (issue 23), behind the shell's sign-in
 * guard, with the lesson's shared page beside the call (issue 45).
 */
export function LessonRoom({ user }: ExposedProps<'lesson', 'LessonRoom'>) {
  const { bookingId = '' } = useParams();
  return (
    <RoomPage
      bookingId={bookingId}
      user={user}
      beside={<LessonPage bookingId={bookingId} canSaveBoard={user.role === 'admin'} />}
    />
  );
}
