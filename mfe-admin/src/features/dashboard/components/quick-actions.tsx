import type { RuntimeConfig } from '@lezioni/contracts';
import { Card, LinkButton, useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../../../texts';

/** Shortcuts of spec §2: the booking tool's own dashboard, the chat, and the booking page as students see it. */
export function QuickActions({ config }: { config: RuntimeConfig }) {
  const { t } = useTexts(ADMIN_TEXTS);
  return (
    <Card size="small" title={<h2 className="lz-admin-card-title">{t('quickActions.title')}</h2>}>
      <div className="lz-admin-actions">
        {/* The demo calendar has no dashboard of its own: its bookings are on this one. */}
        {config.bookingDashboardUrl && !config.isDemoCalendar && (
          <LinkButton href={config.bookingDashboardUrl} target="_blank" rel="noopener noreferrer">
            {t('quickActions.bookingTool')}
          </LinkButton>
        )}
        <LinkButton to="/chat">{t('quickActions.messages')}</LinkButton>
        <LinkButton to="/booking">{t('quickActions.testBooking')}</LinkButton>
      </div>
    </Card>
  );
}
