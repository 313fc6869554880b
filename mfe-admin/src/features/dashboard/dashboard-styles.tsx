import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

/** A summary figure's line: its placeholder keeps the height while loading, so nothing below moves when it comes. */
const FIGURE_HEIGHT_PX = 36;

// The dashboard's own layout, beside the remote's shared sheet (components/admin-styles.tsx).
const DASHBOARD_CSS = `
.lz-admin-dashboard-head h1 { margin: 0; }
.lz-admin-dashboard-head p { margin: 4px 0 0; color: ${T.colorTextSecondary}; }

.lz-admin-sync { display: grid; gap: 8px; }
.lz-admin-sync__line { margin: 0; min-height: 1.5em; color: ${T.colorTextSecondary}; }

.lz-admin-summary { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr)); }
.lz-admin-summary__figure { margin: 4px 0; font-size: 28px; line-height: ${FIGURE_HEIGHT_PX}px; font-weight: 600; }
.lz-admin-summary__placeholder {
  width: 60%; height: ${FIGURE_HEIGHT_PX - 8}px; margin: 8px 0; border-radius: 4px; background: ${T.colorBorder};
}
.lz-admin-summary__caption { color: ${T.colorTextSecondary}; font-size: 12px; }

.lz-admin-students-tab { display: grid; gap: 16px; min-width: 0; }
.lz-admin-messages-tab { display: grid; gap: 12px; justify-items: start; }
.lz-admin-messages-tab p { margin: 0; }

.lz-admin-payments { display: grid; gap: 24px; }
.lz-admin-payments h3 { margin: 0 0 8px; font-size: 16px; }
/* Its line is kept while the orders load, so the tables below do not move when they come. */
.lz-admin-payments__revenue { margin: 0; min-height: 1.5em; }
.lz-admin-payments__asked { align-self: center; }
.lz-admin-problems p { margin: 0 0 8px; }
.lz-admin-problems ul { margin: 0; padding-inline-start: 20px; overflow-wrap: anywhere; }
`;

/** The dashboard's stylesheet, rendered by its page; React puts it in <head> once. */
export function DashboardStyles() {
  return (
    <style href="lz-admin-dashboard" precedence="default">
      {DASHBOARD_CSS}
    </style>
  );
}
