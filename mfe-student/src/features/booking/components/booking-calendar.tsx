import { UI_MESSAGES } from '@lezioni/contracts/values';
import { Card, LinkButton, Spinner, useIsHydrated } from '@lezioni/web-kit';
import { NewTabHint } from '../../../components/new-tab-hint';
import { isWebAddress } from '../../../utils/web-address';
import { useBookingFrame } from '../use-booking-frame';

const FRAME_HEIGHT_PX = 800;

/** The embedded TidyCal calendar (spec §2, §4), or the fallback when it does not load. */
export function BookingCalendar({ bookingPageUrl, teacherName }: { bookingPageUrl: string; teacherName: string }) {
  const { status, handleLoad } = useBookingFrame(bookingPageUrl);
  // A page rendered on the server: the frame's load would come before hydration and be lost.
  const isHydrated = useIsHydrated();

  if (status === 'error') {
    return (
      <Card>
        <h2 style={{ marginTop: 0, fontSize: 20 }}>{UI_MESSAGES.bookingUnavailable}</h2>
        {isWebAddress(bookingPageUrl) ? (
          <>
            <p>The calendar could not be shown here. You can still book on the direct booking page.</p>
            <LinkButton variant="primary" href={bookingPageUrl} target="_blank" rel="noopener noreferrer">
              Open Direct Booking
              <NewTabHint />
            </LinkButton>
          </>
        ) : (
          // No booking page configured: the chat is the way to arrange a lesson.
          <>
            <p>
              Online booking is not available right now. Write to {teacherName} in the chat and agree on a time for your
              lesson there.
            </p>
            <LinkButton to="/chat" variant="primary">
              Chat with {teacherName}
            </LinkButton>
          </>
        )}
      </Card>
    );
  }

  return (
    <div style={{ position: 'relative', minHeight: FRAME_HEIGHT_PX }} aria-busy={status === 'loading'}>
      {status === 'loading' && (
        <Spinner
          label="Loading the booking calendar..."
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            background: '#fff',
          }}
        />
      )}
      {isHydrated && (
        <iframe
          src={bookingPageUrl}
          title={`Booking calendar of ${teacherName}`}
          height={FRAME_HEIGHT_PX}
          width="100%"
          style={{ display: 'block', border: 0 }}
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={handleLoad}
        />
      )}
    </div>
  );
}
