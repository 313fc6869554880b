import { Card, LinkButton, Spinner, useContractTexts, useIsHydrated, useTexts } from '@lezioni/web-kit';
import { NewTabHint } from '../../../components/new-tab-hint';
import { STUDENT_TEXTS } from '../../../texts';
import { isWebAddress } from '../../../utils/web-address';
import { useBookingFrame } from '../use-booking-frame';

const FRAME_HEIGHT_PX = 800;

/** The embedded TidyCal calendar (spec §2, §4), or the fallback when it does not load. */
export function BookingCalendar({ bookingPageUrl, teacherName }: { bookingPageUrl: string; teacherName: string }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const { ui } = useContractTexts();
  const { status, handleLoad } = useBookingFrame(bookingPageUrl);
  // A page rendered on the server: the frame's load would come before hydration and be lost.
  const isHydrated = useIsHydrated();

  if (status === 'error') {
    return (
      <Card>
        <h2 style={{ marginTop: 0, fontSize: 20 }}>{ui.bookingUnavailable}</h2>
        {isWebAddress(bookingPageUrl) ? (
          <>
            <p>{t('booking.calendar.notShown')}</p>
            <LinkButton variant="primary" href={bookingPageUrl} target="_blank" rel="noopener noreferrer">
              {t('common.openDirectBooking')}
              <NewTabHint />
            </LinkButton>
          </>
        ) : (
          // No booking page configured: the chat is the way to arrange a lesson.
          <>
            <p>{t('booking.calendar.noOnlineBooking', { teacher: teacherName })}</p>
            <LinkButton to="/chat" variant="primary">
              {t('common.chatWith', { teacher: teacherName })}
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
          label={t('booking.calendar.loading')}
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
          title={t('booking.calendar.frameTitle', { teacher: teacherName })}
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
