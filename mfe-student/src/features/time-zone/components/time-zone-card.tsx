import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  dateTimeFormat,
  describeRequestFailure,
  deviceTimeZone,
  showTimesIn,
  useIsHydrated,
  useSession,
  useTexts,
} from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import { useChooseTimeZoneMutation } from '../api';

/** The zone this page writes times in: the one chosen, else the browser's (the renderer's visitor's on the server). */
const shownTimeZone = () => dateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().timeZone;

/** Every zone the browser knows, `current` among them. */
function zonesWith(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones].sort();
}

const reloadPage = () => window.location.reload();

/**
 * "Your time zone" (issue 27, ARCHITECTURE D30): the zone the pages and mails write times in, a
 * choice of another, and going back to the device's. A saved choice is shown by loading the page
 * again (`onSaved`), so every time on it, rendered on the server or not, follows.
 */
export function TimeZoneCard({ onSaved = reloadPage }: { onSaved?: () => void }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const { user } = useSession();
  const id = useId();
  // The browser's list (and zone) can differ from the renderer's: offered once this page is the browser's.
  const isHydrated = useIsHydrated();
  const chosen = user?.timeZoneChosen ? user.timeZone : null;
  // The account's choice even before this page's formatters took it (the shell applies it once the account answers).
  const shown = chosen ?? shownTimeZone();
  // Follows the zone shown until the student picks one.
  const [picked, setPicked] = useState<string>();
  const selected = picked ?? shown;
  const [choose, { isLoading, error, reset }] = useChooseTimeZoneMutation();

  const save = async (timeZone: string | null) => {
    reset();
    try {
      const kept = await choose(timeZone).unwrap();
      showTimesIn(kept.timeZoneChosen ? kept.timeZone : null);
    } catch {
      return;
    }
    onSaved();
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('timeZone.title')}</h2>}>
      <p>{t('timeZone.shownIn', { zone: shown })}</p>
      <p>{t('timeZone.explain')}</p>
      <form
        aria-label={t('timeZone.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void save(selected);
        }}
        style={{ display: 'grid', gap: 8 }}
      >
        <label htmlFor={`${id}-zone`}>{t('timeZone.label')}</label>
        <select
          id={`${id}-zone`}
          className="lz-ui-input"
          value={selected}
          onChange={(event) => setPicked(event.target.value)}
        >
          {(isHydrated ? zonesWith(shown) : [shown]).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button htmlType="submit" variant="primary" loading={isLoading} disabled={selected === chosen}>
            {t('timeZone.save')}
          </Button>
          {chosen && isHydrated && (
            <Button onClick={() => void save(null)} disabled={isLoading}>
              {t('timeZone.useDevice', { zone: deviceTimeZone() })}
            </Button>
          )}
        </div>
      </form>
      {error && <Alert type="error" title={t('timeZone.failed')} description={describeRequestFailure(error)} />}
    </Card>
  );
}
