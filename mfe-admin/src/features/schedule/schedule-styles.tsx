import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

// The Schedule tab's own layout, beside the remote's shared sheet (components/admin-styles.tsx).
const SCHEDULE_CSS = `
.lz-admin-schedule { display: grid; gap: 16px; min-width: 0; }
.lz-admin-schedule__terms { margin: 0; }
.lz-admin-schedule-form { display: grid; gap: 16px; min-width: 0; }
.lz-admin-schedule-form__settings {
  display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); align-items: start;
}
.lz-admin-schedule-form h4 { margin: 0; font-size: 16px; }
.lz-admin-schedule-form__section { display: grid; gap: 8px; min-width: 0; }
.lz-admin-schedule-form__days { display: grid; gap: 8px; min-width: 0; }
.lz-admin-schedule-day {
  display: grid; gap: 8px; min-width: 0; margin: 0; padding: 12px; border: 1px solid ${T.colorBorder}; border-radius: 8px;
}
.lz-admin-schedule-day legend { padding: 0 4px; font-weight: 600; }
/* Italian writes its weekdays small ("il martedì"); a day's own title starts with a capital. */
.lz-admin-schedule-day legend::first-letter { text-transform: uppercase; }
.lz-admin-schedule-day__note { margin: 0; color: ${T.colorTextSecondary}; }
.lz-admin-schedule-range { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px 12px; min-width: 0; }
.lz-admin-schedule-range .lz-admin-field { flex: 1 1 120px; max-width: 180px; }
.lz-admin-schedule-range__errors { flex-basis: 100%; }
.lz-admin-schedule-calendar__hint { display: grid; gap: 4px; }
.lz-admin-schedule-calendar__hint ul { padding-left: 20px; overflow-wrap: anywhere; }
.lz-admin-schedule-new-date { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px 12px; }
.lz-admin-schedule-new-date .lz-admin-field { flex: 0 1 200px; }
`;

/** The Schedule tab's stylesheet, rendered by its editor; React puts it in <head> once. */
export function ScheduleStyles() {
  return (
    <style href="lz-admin-schedule" precedence="default">
      {SCHEDULE_CSS}
    </style>
  );
}
