import { useParams } from '@lezioni/web-kit';
import type { ExposedProps } from '@lezioni/contracts';
import { RoomPage } from '../features/room/components/room-page';

/** './LessonRoom': the room of one lesson at /lesson/:bookingId (issue 23), behind the shell's sign-in guard. */
export function LessonRoom({ user }: ExposedProps<'lesson', 'LessonRoom'>) {
  const { bookingId = '' } = useParams();
  return <RoomPage bookingId={bookingId} user={user} />;
}
