import type { ReactNode } from 'react';
import type { RuntimeConfig, User } from '@lezioni/contracts';
import { Card, LinkButton, useMyBookings, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import { chooseBookingButtonText, splitLessons } from '../lessons';
import { CreditsLine } from '../../../components/credits-line';
import { ConfirmEmailNote } from './confirm-email-note';
import { LessonColumn } from './lesson-column';
import { CalendarFeedCard } from '@lezioni/web-kit/calendar-feed';
import { PageFrame } from '../../../components/page-frame';
import { DashboardStyles } from '../dashboard-styles';

/** The signed-in student's dashboard (spec §2); `cards` are other features' cards, composed by the expose. */
export function Dashboard({ user, config, cards }: { user: User; config: RuntimeConfig; cards?: ReactNode }) {
  const { t } = useTexts(STUDENT_TEXTS);
  // Until GET /api/my-bookings answers (or when it fails), the lists are simply empty.
  const { data } = useMyBookings();
  const lessons = splitLessons(data?.bookings ?? []);
  const firstName = user.name.trim().split(/\s+/)[0] || user.name;

  return (
    <PageFrame width="wide">
      <DashboardStyles />
      <h1>{t('dashboard.greeting', { name: firstName })}</h1>
      <p className="lz-student-muted">{t('dashboard.welcome')}</p>
      {!user.emailVerified && <ConfirmEmailNote />}

      <div className="lz-student-cards">
        <Card title={<h2 className="lz-ui-card__title">{t('dashboard.book.title')}</h2>}>
          <p>{t('dashboard.book.text', { teacher: config.teacherName })}</p>
          <LinkButton to="/booking" variant="primary">
            {chooseBookingButtonText(lessons, t)}
          </LinkButton>
        </Card>
        <Card title={<h2 className="lz-ui-card__title">{t('common.chatWith', { teacher: config.teacherName })}</h2>}>
          <p>{t('dashboard.chat.text')}</p>
          <LinkButton to="/chat">{t('dashboard.chat.open')}</LinkButton>
        </Card>
        <Card title={<h2 className="lz-ui-card__title">{t('dashboard.credits.title')}</h2>}>
          <CreditsLine isStudent={user.role !== 'admin'} />
          <LinkButton to="/packages">{t('dashboard.credits.packages')}</LinkButton>
        </Card>
        {cards}
        <CalendarFeedCard />
      </div>

      <section aria-labelledby="your-lessons" className="lz-student-section">
        <h2 id="your-lessons">{t('dashboard.lessons.title')}</h2>
        <div className="lz-student-cards">
          <LessonColumn
            title={t('dashboard.lessons.upcoming')}
            lessons={lessons.upcoming}
            emptyText={t('dashboard.lessons.noUpcoming')}
            isUpcoming
            teacherName={config.teacherName}
          />
          <LessonColumn
            title={t('dashboard.lessons.past')}
            lessons={lessons.past}
            emptyText={t('dashboard.lessons.noPast')}
            teacherName={config.teacherName}
          />
        </div>
      </section>
    </PageFrame>
  );
}
