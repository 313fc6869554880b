import { lazy, Suspense } from 'react';
import { Card, dateTimeFormat, useSession, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';

// Its own chunk: the schema and react-hook-form come with the form, not with the dashboard (D26).
const TimeZoneForm = lazy(() => import('./time-zone-form').then((module) => ({ default: module.TimeZoneForm })));

/** The zone this page writes times in: the one chosen, else the browser's (the renderer's visitor's on the server). */
const shownTimeZone = () => dateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().timeZone;

const reloadPage = () => window.location.reload();

/**
 * "Your time zone" (issue 27, ARCHITECTURE D30): the zone the pages and mails write times in, a
 * choice of another, and going back to the device's. A saved choice is shown by loading the page
 * again (`onSaved`), so every time on it, rendered on the server or not, follows.
 */
export function TimeZoneCard({ onSaved = reloadPage }: { onSaved?: () => void }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const { user } = useSession();
  const chosen = user?.timeZoneChosen ? user.timeZone : null;
  // The account's choice even before this page's formatters took it (the shell applies it once the account answers).
  const shown = chosen ?? shownTimeZone();

  return (
    <Card title={<h2 className="lz-ui-card__title">{t('timeZone.title')}</h2>}>
      <p>{t('timeZone.shownIn', { zone: shown })}</p>
      <p>{t('timeZone.explain')}</p>
      <Suspense fallback={null}>
        {/* The form follows the zone shown until the student picks one. */}
        <TimeZoneForm key={shown} shown={shown} chosen={chosen} onSaved={onSaved} />
      </Suspense>
    </Card>
  );
}
