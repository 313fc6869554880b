import type { ReactNode } from 'react';
import type { RuntimeConfig, User } from '@lezioni/contracts';
import { Card, LinkButton, useMyBookings, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import { chooseBookingButtonText, splitLessons } from '../lessons';
import { CreditsLine } from '../../../components/credits-line';
import { ConfirmEmailNote } from './confirm-email-note';
import { LessonColumn } from './lesson-column';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { CalendarFeedCard } from '@lezioni/web-kit/calendar-feed';

const grid = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
} as const;

/** The signed-in student's dashboard (spec §2); `cards` are other features' cards, composed by the expose. */
export function Dashboard({ user, config, cards }: { user: User; config: RuntimeConfig; cards?: ReactNode }) {
  const { t } = useTexts(STUDENT_TEXTS);
  // Until GET /api/my-bookings answers (or when it fails), the lists are simply empty.
  const { data } = useMyBookings();
  const lessons = splitLessons(data?.bookings ?? []);
  const firstName = user.name.trim().split(/\s+/)[0] || user.name;

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 16px' }}>
      <h1 style={{ marginTop: 0 }}>{t('dashboard.greeting', { name: firstName })}</h1>
      <p style={{ color: THEME_TOKENS.colorTextSecondary }}>{t('dashboard.welcome')}</p>
      {!user.emailVerified && <ConfirmEmailNote />}

      <div style={grid}>
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('dashboard.book.title')}</h2>}>
          <p>{t('dashboard.book.text', { teacher: config.teacherName })}</p>
          <LinkButton to="/booking" variant="primary">
            {chooseBookingButtonText(lessons, t)}
          </LinkButton>
        </Card>
        <Card
          title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('common.chatWith', { teacher: config.teacherName })}</h2>}
        >
          <p>{t('dashboard.chat.text')}</p>
          <LinkButton to="/chat">{t('dashboard.chat.open')}</LinkButton>
        </Card>
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('dashboard.credits.title')}</h2>}>
          <CreditsLine isStudent={user.role !== 'admin'} />
          <LinkButton to="/packages">{t('dashboard.credits.packages')}</LinkButton>
        </Card>
        {cards}
        <CalendarFeedCard />
      </div>

      <section aria-labelledby="your-lessons" style={{ marginTop: 32 }}>
        <h2 id="your-lessons">{t('dashboard.lessons.title')}</h2>
        <div style={grid}>
          <LessonColumn
            title={t('dashboard.lessons.upcoming')}
            lessons={lessons.upcoming}
            emptyText={t('dashboard.lessons.noUpcoming')}
            canJoin
          />
          <LessonColumn
            title={t('dashboard.lessons.past')}
            lessons={lessons.past}
            emptyText={t('dashboard.lessons.noPast')}
          />
        </div>
      </section>
    </div>
  );
}
