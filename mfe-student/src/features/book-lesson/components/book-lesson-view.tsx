import { useId, type ReactNode } from 'react';
import type { StudentBooking, User } from '@lezioni/contracts';
import { BOOKING_MIN_NOTICE_HOURS, CREDITS_PER_LESSON } from '@lezioni/contracts/values';
import {
  Alert,
  Card,
  JoinLesson,
  LinkButton,
  Spinner,
  formatLessonTime,
  useMyBookings,
  useMyCredits,
} from '@lezioni/web-kit';
import { summarizeCredits } from '../../../utils/credit-summary';
import { formatCredits, formatDate } from '../../../utils/format';

const grid = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  marginBottom: 24,
} as const;

function Figure({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card
      size="small"
      role="region"
      aria-labelledby={titleId}
      title={
        <h2 id={titleId} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </h2>
      }
    >
      {children}
    </Card>
  );
}

const nextLesson = (bookings: readonly StudentBooking[]) =>
  bookings
    .filter((booking) => booking.status === 'scheduled')
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))[0];

/** /book-lesson, where the expiring-credit notification leads: what is left to spend, and how. */
export function BookLessonView({ user }: { user: User }) {
  const credits = useMyCredits(user.role !== 'admin');
  const bookings = useMyBookings();

  if (credits.isLoading) {
    return <Spinner label="Loading your lesson credits..." style={{ display: 'flex' }} />;
  }
  if (!credits.data) {
    return <Alert type="error" title="Your lesson credits could not be loaded. Please try again later." />;
  }

  const { usableCredits, nextExpiry } = summarizeCredits(credits.data, new Date());
  const lesson = nextLesson(bookings.data?.bookings ?? []);

  return (
    <>
      <div style={grid}>
        <Figure title="Credits left">
          <p style={{ margin: 0, fontSize: 28, fontWeight: 700 }}>{usableCredits}</p>
        </Figure>
        <Figure title="Earliest expiry">
          <p style={{ margin: 0 }}>
            {nextExpiry ? (
              <>
                <time dateTime={nextExpiry.date}>{formatDate(nextExpiry.date)}</time> (
                {formatCredits(nextExpiry.credits)})
              </>
            ) : (
              'No credits to expire'
            )}
          </p>
        </Figure>
        <Figure title="Next lesson">
          <p style={{ margin: 0 }}>
            {lesson ? (
              <>
                <time dateTime={lesson.scheduledAt}>{formatLessonTime(lesson.scheduledAt)}</time>,{' '}
                {lesson.bookingTypeName} ({lesson.durationMinutes} min){' '}
                <JoinLesson
                  bookingId={lesson.id}
                  startsAt={lesson.scheduledAt}
                  durationMinutes={lesson.durationMinutes}
                />
              </>
            ) : (
              'No lesson scheduled'
            )}
          </p>
        </Figure>
      </div>

      {usableCredits > 0 ? (
        <>
          <p>
            Each lesson uses {formatCredits(CREDITS_PER_LESSON)}. Book at least {BOOKING_MIN_NOTICE_HOURS} hours ahead
            so your credits are used before they expire.
          </p>
          <LinkButton to="/booking" variant="primary" size="large">
            Choose a Time
          </LinkButton>
        </>
      ) : (
        <Alert
          type="warning"
          showIcon
          title="You have no lesson credits left"
          description={
            <>
              <p style={{ marginTop: 0 }}>Choose a package to keep booking lessons.</p>
              <LinkButton to="/packages" variant="primary">
                See Lesson Packages
              </LinkButton>
            </>
          }
        />
      )}
    </>
  );
}
