import { Stylesheet } from '@lezioni/web-kit';
import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

// The platform's own calendar (issue 44): loaded with it, beside the booking page's own sheet.
const OWN_CALENDAR_CSS = `
.lz-student-own { display: grid; gap: 16px; margin-top: 8px; }
.lz-student-own h2, .lz-student-own h3 { margin: 0; }
.lz-student-own h2 { font-size: 22px; }
.lz-student-own h3 { font-size: 17px; }
.lz-student-own p { margin: 0; }
.lz-student-own__lengths { display: flex; flex-wrap: wrap; gap: 8px 20px; margin: 0; padding: 12px 16px;
  border: 1px solid ${T.colorBorder}; border-radius: 8px; }
.lz-student-own__lengths legend { padding: 0 4px; font-weight: 600; }
.lz-student-own__lengths label { display: inline-flex; align-items: center; gap: 6px; min-height: 32px; }
.lz-student-own__lengths input { width: 18px; height: 18px; margin: 0; accent-color: ${T.colorPrimary}; }
.lz-student-own__confirm { display: grid; gap: 12px; padding: 16px; border: 2px solid ${T.colorPrimary};
  border-radius: 8px; background: ${T.colorPrimaryBg}; }
.lz-student-own__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.lz-student-own__pending { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lz-student-own__pending li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
  gap: 8px; padding: 8px 0; border-bottom: 1px solid ${T.colorBorder}; }
.lz-student-own__waitlist { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  align-items: end; }
.lz-student-own__waitlist label { display: grid; gap: 4px; font-weight: 600; }
.lz-student-own__waitlist > p, .lz-student-own__waitlist > div { grid-column: 1 / -1; }
.lz-student-own__error { color: ${T.colorError}; }
.lz-student-own__series-list { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
/* A series' text and warning wrap within a phone's width; its buttons wrap below. */
.lz-student-own__series { display: grid; gap: 8px; min-width: 0; padding: 12px 0; overflow-wrap: anywhere; }
.lz-student-own :focus-visible { outline: 2px solid ${T.colorPrimary}; outline-offset: 2px; }
`;

/** The own calendar's stylesheet. */
export const OwnCalendarStyles = () => <Stylesheet href="lz-student-own-calendar" css={OWN_CALENDAR_CSS} />;
