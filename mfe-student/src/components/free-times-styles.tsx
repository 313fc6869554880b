import { Stylesheet } from '@lezioni/web-kit';
import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

// Her free times by day: the booking page's own calendar and the dashboard's Move lesson show them.
const FREE_TIMES_CSS = `
.lz-student-free-times { display: grid; gap: 16px; }
.lz-student-free-times p { margin: 0; }
.lz-ui-busy.lz-student-free-times-busy { display: flex; padding: 24px; }
.lz-student-free-times__day { display: grid; gap: 8px; }
.lz-student-free-times__day > :first-child { margin: 0; font-size: 17px; }
/* A plain list that wraps: on a phone the times flow onto more lines, never sideways. */
.lz-student-free-times__times { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lz-student-free-times__times time { display: inline-block; padding: 4px 10px; border: 1px solid ${T.colorBorder};
  border-radius: 6px; font-variant-numeric: tabular-nums; }
.lz-student-free-times :focus-visible { outline: 2px solid ${T.colorPrimary}; outline-offset: 2px; }
`;

/** The free times' stylesheet. */
export const FreeTimesStyles = () => <Stylesheet href="lz-student-free-times" css={FREE_TIMES_CSS} />;
