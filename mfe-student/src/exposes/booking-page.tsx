import type { ExposedProps } from '@lezioni/contracts';
import { PageFrame } from '../components/page-frame';
import { BookingView } from '../features/booking/components/booking-view';

/** './BookingPage': the embedded booking calendar (spec §2); the shell adds the chat widget. */
export function BookingPage({ user, config }: ExposedProps<'student', 'BookingPage'>) {
  return (
    <PageFrame>
      <BookingView user={user} config={config} />
    </PageFrame>
  );
}
