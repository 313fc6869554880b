import type { ExposedProps } from '@lezioni/contracts';
import { ComingSoon } from '../components/coming-soon';

/** './BookingPage': the embedded calendar comes later; the direct booking page works today. */
export function BookingPage({ config }: ExposedProps<'student', 'BookingPage'>) {
  return (
    <ComingSoon title="Book a Lesson">
      {config.bookingPageUrl && (
        <p>
          Meanwhile, you can book on{' '}
          <a href={config.bookingPageUrl} target="_blank" rel="noopener noreferrer">
            the direct booking page (opens in a new tab)
          </a>
          .
        </p>
      )}
    </ComingSoon>
  );
}
