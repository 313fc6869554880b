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
  namesItsLength,
  useMyBookings,
  useMyCredits,
  useTexts,
} from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import { summarizeCredits } from '../../../utils/credit-summary';
import { formatDate } from '../../../utils/format';
import { BookLessonStyles } from '../book-lesson-styles';

function Figure({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card
      size="small"
      role="region"
      aria-labelledby={titleId}
      title={
        <h2 id={titleId} className="lz-ui-card__title">
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
  const { t } = useTexts(STUDENT_TEXTS);
  const credits = useMyCredits(user.role !== 'admin');
  const bookings = useMyBookings();

  if (credits.isLoading) {
    return <Spinner label={t('bookLesson.loading')} className="lz-student-busy" />;
  }
  if (!credits.data) {
    return <Alert type="error" title={t('bookLesson.loadFailed')} />;
  }

  const { usableCredits, nextExpiry } = summarizeCredits(credits.data, new Date());
  const lesson = nextLesson(bookings.data?.bookings ?? []);

  return (
    <>
      <BookLessonStyles />
      <div className="lz-student-cards lz-student-book-figures">
        <Figure title={t('bookLesson.creditsLeft')}>
          <p className="lz-student-credits-left">{usableCredits}</p>
        </Figure>
        <Figure title={t('bookLesson.earliestExpiry')}>
          <p>
            {nextExpiry ? (
              <>
                <time dateTime={nextExpiry.date}>{formatDate(nextExpiry.date)}</time> (
                {t('common.credits', { count: nextExpiry.credits })})
              </>
            ) : (
              t('bookLesson.noExpiry')
            )}
          </p>
        </Figure>
        <Figure title={t('bookLesson.nextLesson')}>
          <p>
            {lesson ? (
              <>
                <time dateTime={lesson.scheduledAt}>{formatLessonTime(lesson.scheduledAt)}</time>,{' '}
                {namesItsLength(lesson.bookingTypeName, lesson.durationMinutes)
                  ? lesson.bookingTypeName
                  : t('bookLesson.lesson', { name: lesson.bookingTypeName, minutes: lesson.durationMinutes })}{' '}
                <JoinLesson
                  bookingId={lesson.id}
                  startsAt={lesson.scheduledAt}
                  durationMinutes={lesson.durationMinutes}
                />
              </>
            ) : (
              t('bookLesson.noLesson')
            )}
          </p>
        </Figure>
      </div>

      {usableCredits > 0 ? (
        <>
          <p>
            {t('bookLesson.howTo', {
              perLesson: t('common.credits', { count: CREDITS_PER_LESSON }),
              hours: BOOKING_MIN_NOTICE_HOURS,
            })}
          </p>
          <LinkButton to="/booking" variant="primary" size="large">
            {t('bookLesson.chooseTime')}
          </LinkButton>
        </>
      ) : (
        <Alert
          type="warning"
          showIcon
          title={t('bookLesson.noCredits.title')}
          description={
            <>
              <p>{t('bookLesson.noCredits.text')}</p>
              <LinkButton to="/packages" variant="primary">
                {t('common.seePackages')}
              </LinkButton>
            </>
          }
        />
      )}
    </>
  );
}
