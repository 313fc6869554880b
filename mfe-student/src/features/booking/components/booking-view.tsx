import { useState, type ReactNode } from 'react';
import type { RuntimeConfig, StudentBooking, User } from '@lezioni/contracts';
import {
  BOOKING_MAX_AHEAD_MONTHS,
  BOOKING_MESSAGES,
  BOOKING_MIN_NOTICE_HOURS,
  CREDITS_PER_LESSON,
  LESSON_DURATIONS_MIN,
} from '@lezioni/contracts/values';
import { Alert, Button, LinkButton, Spinner, useMyBookings, useMyCredits } from '@lezioni/web-kit';
import { summarizeCredits } from '../../../utils/credit-summary';
import { NewTabHint } from '../../../components/new-tab-hint';
import { formatCredits } from '../../../utils/format';
import { isWebAddress, withBooker } from '../../../utils/web-address';
import { BookingCalendar } from './booking-calendar';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

/** First-time or returning (spec §2): a returning student has had a lesson already. */
const hasHadLesson = (bookings: readonly StudentBooking[]) =>
  bookings.some((booking) => booking.status === 'completed');

const durations = `${LESSON_DURATIONS_MIN.slice(0, -1).join(', ')} or ${LESSON_DURATIONS_MIN.at(-1)} minutes`;

function Intro({ isReturning, user, teacherName }: { isReturning: boolean; user: User; teacherName: string }) {
  const firstName = user.name.trim().split(/\s+/)[0] || user.name;
  return isReturning ? (
    <>
      <h1 style={{ marginTop: 0 }}>Book Your Next Lesson</h1>
      <p>
        Welcome back, {firstName}! Pick a time for your next lesson with {teacherName} and carry on where you left off.
      </p>
    </>
  ) : (
    <>
      <h1 style={{ marginTop: 0 }}>Book Your First Lesson</h1>
      <p>
        Choose a lesson of {durations} and a time that suits you. {teacherName} confirms every booking personally and
        prepares your first lesson around your goals.
      </p>
    </>
  );
}

/** Students need a credit per lesson; a lesson booked without one reaches the teacher as unpaid. */
function CreditsGate({ teacherName, children }: { teacherName: string; children: ReactNode }) {
  const credits = useMyCredits(true);
  const [isBookingAnyway, setIsBookingAnyway] = useState(false);

  if (credits.isLoading) {
    return <Spinner label="Checking your lesson credits..." style={{ display: 'flex', padding: 24 }} />;
  }
  // Without an answer the calendar stays open: booking matters more than the credit check.
  if (!credits.data) return children;

  const { usableCredits } = summarizeCredits(credits.data, new Date());
  if (usableCredits > 0) {
    return (
      <>
        <p>
          You have {formatCredits(usableCredits)}. Each lesson uses {formatCredits(CREDITS_PER_LESSON)}.
        </p>
        {children}
      </>
    );
  }
  return (
    <>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="You have no lesson credits"
        description={
          <>
            <p style={{ marginTop: 0 }}>
              Each lesson uses {formatCredits(CREDITS_PER_LESSON)}. Choose a package first: once {teacherName} confirms
              your payment, your credits appear and you can book.
            </p>
            <LinkButton to="/packages" variant="primary">
              See Lesson Packages
            </LinkButton>
          </>
        }
      />
      {isBookingAnyway ? (
        children
      ) : (
        <p>
          Already arranged payment with {teacherName}?{' '}
          <Button variant="link" onClick={() => setIsBookingAnyway(true)}>
            Show the calendar anyway
          </Button>
        </p>
      )}
    </>
  );
}

/** The booking page (spec §2): intro, credits, the calendar and its backups. */
export function BookingView({ user, config }: { user: User; config: RuntimeConfig }) {
  const { data, isLoading } = useMyBookings();
  const isStudent = user.role !== 'admin';
  // The teacher tries the page as a visitor would; a student's details are filled in for them.
  const bookingPageUrl = isStudent ? withBooker(config.bookingPageUrl, user) : config.bookingPageUrl;
  const calendar = <BookingCalendar bookingPageUrl={bookingPageUrl} teacherName={config.teacherName} />;

  return (
    <>
      {isLoading ? (
        <h1 style={{ marginTop: 0 }}>Book a Lesson</h1>
      ) : (
        <Intro isReturning={hasHadLesson(data?.bookings ?? [])} user={user} teacherName={config.teacherName} />
      )}
      <p style={{ color: THEME_TOKENS.colorTextSecondary }}>
        Lessons can be booked from {BOOKING_MIN_NOTICE_HOURS} hours to {BOOKING_MAX_AHEAD_MONTHS} months ahead.
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 24 }}>
        <LinkButton to="/chat">Chat with {config.teacherName}</LinkButton>
        {/* Without a booking page, the calendar's fallback below says how to book instead. */}
        {isWebAddress(bookingPageUrl) && (
          <LinkButton href={bookingPageUrl} target="_blank" rel="noopener noreferrer">
            Open Direct Booking
            <NewTabHint />
          </LinkButton>
        )}
      </div>
      {config.isDemoCalendar && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={BOOKING_MESSAGES.demoCalendar}
          description={BOOKING_MESSAGES.demoCalendarForStudents}
        />
      )}
      {isStudent ? <CreditsGate teacherName={config.teacherName}>{calendar}</CreditsGate> : calendar}
    </>
  );
}
