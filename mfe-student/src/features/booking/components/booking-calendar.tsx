import { Card, LinkButton, Spinner, useContractTexts, useIsHydrated, useTexts } from '@lezioni/web-kit';
import { NewTabHint } from '../../../components/new-tab-hint';
import { STUDENT_TEXTS } from '../../../texts';
import { isWebAddress } from '../../../utils/web-address';
import { BOOKING_FRAME_HEIGHT_PX } from '../booking-styles';
import { useBookingFrame } from '../use-booking-frame';

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
        <h2 className="lz-student-booking-unavailable">{ui.bookingUnavailable}</h2>
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
    <div className="lz-student-booking-frame" aria-busy={status === 'loading'}>
      {status === 'loading' && <Spinner label={t('booking.calendar.loading')} className="lz-student-booking-loading" />}
      {isHydrated && (
        <iframe
          src={bookingPageUrl}
          title={t('booking.calendar.frameTitle', { teacher: teacherName })}
          height={BOOKING_FRAME_HEIGHT_PX}
          width="100%"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={handleLoad}
        />
      )}
    </div>
  );
}
