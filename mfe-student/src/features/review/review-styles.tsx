import { Stylesheet } from '@lezioni/web-kit';
import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

// /review's own layout: phone first, the card and its buttons within a thumb's reach.
const REVIEW_CSS = `
.lz-student-review { display: grid; gap: 16px; max-width: 560px; margin: 0 auto; }
.lz-student-review__left { margin: 0; text-align: center; }
.lz-student-review__card {
  display: grid; gap: 8px; min-height: 200px; align-content: center; padding: 24px 16px; text-align: center;
  border: 1px solid ${T.colorBorder}; border-radius: ${T.borderRadius}px; background: #fff;
  overflow-wrap: anywhere;
}
.lz-student-review__prompt { margin: 0; font-size: 16px; font-weight: 400; color: ${T.colorTextSecondary}; }
.lz-student-review__front { margin: 0; font-size: 32px; font-weight: 600; }
.lz-student-review__answer { display: grid; gap: 4px; }
.lz-student-review__back { margin: 0; font-size: 26px; color: ${T.colorPrimary}; }
.lz-student-review__example { margin: 0; font-size: 16px; }
.lz-student-review__ratings { display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px; }
@media (min-width: 600px) { .lz-student-review__ratings { grid-template-columns: repeat(4, 1fr); } }
.lz-student-review kbd {
  margin-left: 8px; padding: 0 6px; border: 1px solid currentColor; border-radius: 4px; font: inherit;
  font-size: 12px;
}
.lz-student-review__keys { margin: 0; text-align: center; font-size: 14px; }
/* Touch screens have no keys to press. */
@media (hover: none) { .lz-student-review kbd, .lz-student-review__keys { display: none; } }
.lz-student-review__done { display: grid; gap: 8px; justify-items: center; padding: 32px 16px; text-align: center; }
.lz-student-review__done > p { margin: 0; }
.lz-student-review__done-title { font-size: 20px; font-weight: 600; }
`;

/** /review's stylesheet. */
export const ReviewStyles = () => <Stylesheet href="lz-student-review" css={REVIEW_CSS} />;
