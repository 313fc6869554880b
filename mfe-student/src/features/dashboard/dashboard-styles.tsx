import { Stylesheet } from '@lezioni/web-kit';
import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

// The dashboard's own layout, in plain CSS beside it; the shared part is components/student-styles.
const DASHBOARD_CSS = `
.lz-student-lesson { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
.lz-student-lesson__time { font-weight: 600; }
/* A long lesson name or time zone wraps on a phone rather than pushing the buttons sideways. */
.lz-student-lesson > div:first-child { min-width: 0; overflow-wrap: anywhere; }
/* The confirmation takes the lesson's whole width, under its buttons. */
.lz-student-cancel { flex-basis: 100%; display: grid; gap: 12px; padding: 16px; box-sizing: border-box;
  border: 2px solid ${T.colorError}; border-radius: 8px; background: #fff; }
.lz-student-cancel h4 { margin: 0; font-size: 17px; }
.lz-student-cancel p { margin: 0; }
.lz-student-cancel__actions { display: flex; flex-wrap: wrap; gap: 8px; }
/* Moving one: her free times under its buttons, the chosen one's confirmation above them. */
.lz-student-move { flex-basis: 100%; min-width: 0; display: grid; gap: 12px; padding: 16px; box-sizing: border-box;
  border: 2px solid ${T.colorPrimary}; border-radius: 8px; background: #fff; }
.lz-student-move h4, .lz-student-move h5 { margin: 0; font-size: 17px; }
.lz-student-move p { margin: 0; }
.lz-student-move__confirm { display: grid; gap: 12px; padding: 12px; border-radius: 8px; background: ${T.colorPrimaryBg}; }
.lz-student-move__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.lz-student-lesson :focus-visible { outline: 2px solid ${T.colorPrimary}; outline-offset: 2px; }
.lz-student-confirm-email { margin-bottom: 24px; }
.lz-student-confirm-email__title { margin: 0; font-size: 18px; }
.lz-student-confirm-email__outcome { margin: 0; }
.lz-student-confirm-email__outcome:not(:empty) { margin-top: 8px; }
`;

/** The dashboard's stylesheet. */
export const DashboardStyles = () => <Stylesheet href="lz-student-dashboard" css={DASHBOARD_CSS} />;
