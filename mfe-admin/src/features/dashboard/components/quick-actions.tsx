import type { RuntimeConfig } from '@lezioni/contracts';
import { Card, LinkButton } from '@lezioni/web-kit';

/** Shortcuts of spec §2: the booking tool's own dashboard, the chat, and the booking page as students see it. */
export function QuickActions({ config }: { config: RuntimeConfig }) {
  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>Quick Actions</h2>}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {/* The demo calendar has no dashboard of its own: its bookings are on this one. */}
        {config.bookingDashboardUrl && !config.isDemoCalendar && (
          <LinkButton href={config.bookingDashboardUrl} target="_blank" rel="noopener noreferrer">
            TidyCal Dashboard
          </LinkButton>
        )}
        <LinkButton to="/chat">Student Messages</LinkButton>
        <LinkButton to="/booking">Test Booking</LinkButton>
      </div>
    </Card>
  );
}
