import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { RuntimeConfig, StudentBooking, User } from '@lezioni/contracts';
import {
  BOOKING_MAX_AHEAD_MONTHS,
  BOOKING_MIN_NOTICE_HOURS,
  CREDITS_PER_LESSON,
  LESSON_DURATIONS_MIN,
} from '@lezioni/contracts/values';
import {
  Alert,
  Button,
  LinkButton,
  Spinner,
  useContractTexts,
  useMyBookings,
  useMyCredits,
  useTexts,
} from '@lezioni/web-kit';
import { summarizeCredits } from '../../../utils/credit-summary';
import { NewTabHint } from '../../../components/new-tab-hint';
import { STUDENT_TEXTS, type StudentT } from '../../../texts';
import { isWebAddress, withBooker } from '../../../utils/web-address';
import { BookingStyles } from '../booking-styles';
import { BookingCalendar } from './booking-calendar';

// Their own chunks: a deployment on TidyCal never loads them, and the page starts without them.
const OwnCalendar = lazy(() => import('./own-calendar').then((module) => ({ default: module.OwnCalendar })));
const MySeries = lazy(() => import('./my-series').then((module) => ({ default: module.MySeries })));
const PendingRequests = lazy(() =>
  import('./pending-requests').then((module) => ({ default: module.PendingRequests })),
);
const WaitlistPanel = lazy(() => import('./waitlist-panel').then((module) => ({ default: module.WaitlistPanel })));
const WaitlistOffers = lazy(() => import('./waitlist-panel').then((module) => ({ default: module.WaitlistOffers })));

/** First-time or returning (spec §2): a returning student has had a lesson already. */
const hasHadLesson = (bookings: readonly StudentBooking[]) =>
  bookings.some((booking) => booking.status === 'completed');

/** "25, 50 or 75 minutes". */
const durations = (t: StudentT) =>
  t('booking.durations', { list: LESSON_DURATIONS_MIN.slice(0, -1).join(', '), last: LESSON_DURATIONS_MIN.at(-1) });

function Intro({ isReturning, user, teacherName }: { isReturning: boolean; user: User; teacherName: string }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const firstName = user.name.trim().split(/\s+/)[0] || user.name;
  return isReturning ? (
    <>
      <h1>{t('booking.bookNext')}</h1>
      <p>{t('booking.welcomeBack', { name: firstName, teacher: teacherName })}</p>
    </>
  ) : (
    <>
      <h1>{t('booking.bookFirst')}</h1>
      <p>{t('booking.firstIntro', { durations: durations(t), teacher: teacherName })}</p>
    </>
  );
}

/** Students need a credit per lesson; a lesson booked without one reaches the teacher as unpaid. */
function CreditsGate({
  teacherName,
  canShowAnyway,
  children,
}: {
  teacherName: string;
  /** TidyCal's calendar may book a lesson paid some other way; the own calendar's requests need a credit. */
  canShowAnyway: boolean;
  children: ReactNode;
}) {
  const { t } = useTexts(STUDENT_TEXTS);
  const credits = useMyCredits(true);
  const [isBookingAnyway, setIsBookingAnyway] = useState(false);

  if (credits.isLoading) {
    return <Spinner label={t('booking.checkingCredits')} className="lz-student-booking-busy" />;
  }
  // Without an answer the calendar stays open: booking matters more than the credit check.
  if (!credits.data) return children;

  const { usableCredits } = summarizeCredits(credits.data, new Date());
  const perLesson = t('common.credits', { count: CREDITS_PER_LESSON });
  if (usableCredits > 0) {
    return (
      <>
        <p>{t('booking.youHave', { credits: t('common.credits', { count: usableCredits }), perLesson })}</p>
        {children}
      </>
    );
  }
  return (
    <>
      <Alert
        type="warning"
        showIcon
        className="lz-student-booking-alert"
        title={t('booking.noCredits.title')}
        description={
          <>
            <p>{t('booking.noCredits.text', { perLesson, teacher: teacherName })}</p>
            <LinkButton to="/packages" variant="primary">
              {t('common.seePackages')}
            </LinkButton>
          </>
        }
      />
      {canShowAnyway &&
        (isBookingAnyway ? (
          children
        ) : (
          <p>
            {t('booking.alreadyArranged', { teacher: teacherName })}{' '}
            <Button variant="link" onClick={() => setIsBookingAnyway(true)}>
              {t('booking.showAnyway')}
            </Button>
          </p>
        ))}
    </>
  );
}

/** The booking page (spec §2): intro, credits, the calendar and its backups. */
export function BookingView({ user, config }: { user: User; config: RuntimeConfig }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const { booking } = useContractTexts();
  const { data, isLoading } = useMyBookings();
  const isStudent = user.role !== 'admin';
  // The teacher tries the page as a visitor would; a student's details are filled in for them.
  const bookingPageUrl = isStudent ? withBooker(config.bookingPageUrl, user) : config.bookingPageUrl;
  const isOwnCalendar = config.bookingCalendar === 'builtin';
  const calendar = isOwnCalendar ? (
    <Suspense fallback={<Spinner label={t('booking.own.loadingCalendar')} className="lz-student-booking-busy" />}>
      <OwnCalendar teacherName={config.teacherName} canRequest={isStudent} />
    </Suspense>
  ) : (
    <BookingCalendar bookingPageUrl={bookingPageUrl} teacherName={config.teacherName} />
  );

  return (
    <>
      <BookingStyles />
      {isLoading ? (
        <h1>{t('booking.bookALesson')}</h1>
      ) : (
        <Intro isReturning={hasHadLesson(data?.bookings ?? [])} user={user} teacherName={config.teacherName} />
      )}
      <p className="lz-student-muted">
        {t('booking.window', { hours: BOOKING_MIN_NOTICE_HOURS, months: BOOKING_MAX_AHEAD_MONTHS })}
      </p>
      <div className="lz-student-booking-actions">
        <LinkButton to="/chat">{t('common.chatWith', { teacher: config.teacherName })}</LinkButton>
        {/* Without a booking page, the calendar's fallback below says how to book instead. */}
        {!isOwnCalendar && isWebAddress(bookingPageUrl) && (
          <LinkButton href={bookingPageUrl} target="_blank" rel="noopener noreferrer">
            {t('common.openDirectBooking')}
            <NewTabHint />
          </LinkButton>
        )}
      </div>
      {!isOwnCalendar && config.isDemoCalendar && (
        <Alert
          type="info"
          showIcon
          className="lz-student-booking-alert"
          title={booking.demoCalendar}
          description={booking.demoCalendarForStudents}
        />
      )}
      {isOwnCalendar && isStudent && (
        <Suspense fallback={null}>
          <WaitlistOffers teacherName={config.teacherName} />
          <PendingRequests teacherName={config.teacherName} />
          <MySeries />
        </Suspense>
      )}
      {isStudent ? (
        <CreditsGate teacherName={config.teacherName} canShowAnyway={!isOwnCalendar}>
          {calendar}
        </CreditsGate>
      ) : (
        calendar
      )}
      {isOwnCalendar && isStudent && (
        <Suspense fallback={null}>
          <WaitlistPanel teacherName={config.teacherName} />
        </Suspense>
      )}
    </>
  );
}
