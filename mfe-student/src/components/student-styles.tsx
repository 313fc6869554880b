import { Stylesheet } from '@lezioni/web-kit';
import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

// The student pages' shared layout, in plain CSS through React's <style precedence> (as web-kit's
// kit): what the kit has no component for. A feature's own rules are in its *-styles module.
const STUDENT_CSS = `
.lz-student-page { max-width: 960px; margin: 0 auto; padding: 32px 16px; }
.lz-student-page--narrow { max-width: 760px; }
.lz-student-page--wide { max-width: 1100px; }
.lz-student-page > h1 { margin-top: 0; }
.lz-student-section { margin-top: 32px; }
.lz-student-muted { color: ${T.colorTextSecondary}; }
/* Cards side by side, each at least --lz-student-card-min wide; one a row on a phone. */
.lz-student-cards {
  display: grid; gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--lz-student-card-min, 280px)), 1fr));
}
.lz-student-list { display: grid; gap: 12px; margin: 0; padding: 0; list-style: none; }
.lz-student-row { display: flex; flex-wrap: wrap; gap: 8px; }
.lz-student-stack { display: grid; gap: 8px; }
.lz-student-center { text-align: center; }
.lz-student-notice {
  display: flex; flex-direction: column; align-items: center; gap: 16px; padding: 64px 16px; text-align: center;
}
.lz-student-notice > h1 { font-size: 22px; }
.lz-ui-busy.lz-student-busy { display: flex; }
/* Heard by screen readers, not shown. */
.lz-student-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;

/** The remote's shared stylesheet. */
export const StudentStyles = () => <Stylesheet href="lz-student" css={STUDENT_CSS} />;
