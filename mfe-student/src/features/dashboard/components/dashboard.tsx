import type { ReactNode } from 'react';
import type { RuntimeConfig, User } from '@lezioni/contracts';
import { Card, LinkButton, useMyBookings } from '@lezioni/web-kit';
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
  // Until GET /api/my-bookings answers (or when it fails), the lists are simply empty.
  const { data } = useMyBookings();
  const lessons = splitLessons(data?.bookings ?? []);
  const firstName = user.name.trim().split(/\s+/)[0] || user.name;

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 16px' }}>
      <h1 style={{ marginTop: 0 }}>Ciao, {firstName}!</h1>
      <p style={{ color: THEME_TOKENS.colorTextSecondary }}>Welcome to your Italian learning dashboard.</p>
      {!user.emailVerified && <ConfirmEmailNote />}

      <div style={grid}>
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Book a lesson</h2>}>
          <p>Pick a time that suits you; {config.teacherName} confirms every booking personally.</p>
          <LinkButton to="/booking" variant="primary">
            {chooseBookingButtonText(lessons)}
          </LinkButton>
        </Card>
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Chat with {config.teacherName}</h2>}>
          <p>Questions about a lesson or your homework? Send a message.</p>
          <LinkButton to="/chat">Open Chat</LinkButton>
        </Card>
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Your credits</h2>}>
          <CreditsLine isStudent={user.role !== 'admin'} />
          <LinkButton to="/packages">Lesson Packages</LinkButton>
        </Card>
        {cards}
        <CalendarFeedCard />
      </div>

      <section aria-labelledby="your-lessons" style={{ marginTop: 32 }}>
        <h2 id="your-lessons">Your Lessons</h2>
        <div style={grid}>
          <LessonColumn title="Upcoming Lessons" lessons={lessons.upcoming} emptyText="No upcoming lessons" canJoin />
          <LessonColumn title="Past Lessons" lessons={lessons.past} emptyText="No lessons completed yet" />
        </div>
      </section>
    </div>
  );
}
