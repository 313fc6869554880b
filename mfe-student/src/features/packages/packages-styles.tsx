import { Stylesheet } from '@lezioni/web-kit';
import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

// /packages' own layout, in plain CSS beside it; the shared part is components/student-styles.
const PACKAGES_CSS = `
.lz-student-packages { --lz-student-card-min: 260px; margin: 0; padding: 0; list-style: none; }
.lz-ui-card.lz-student-package { height: 100%; }
.lz-ui-card.lz-student-package--popular { border-width: 2px; border-color: ${T.colorPrimary}; }
.lz-student-package__badge { margin: 0; font-weight: 600; color: ${T.colorPrimary}; }
/* Also when it opens the card: the kit's first-child rule would take its top margin. */
.lz-ui-card__body > h3.lz-student-package__name { margin: 4px 0; font-size: 20px; }
.lz-student-package__subtitle { margin-top: 0; }
.lz-student-package__price { font-size: 28px; font-weight: 700; }
.lz-student-package__features { padding-left: 18px; }
.lz-student-package__actions { display: grid; gap: 8px; }

.lz-student-order__head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; }
.lz-student-order__line { margin: 4px 0 0; }
.lz-student-order__step { margin-top: 8px; }
.lz-student-order__refund { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 8px; }
.lz-student-order__until { align-self: center; }
.lz-student-order__pay { margin-bottom: 0; }
.lz-student-order__transfer-intro { margin-bottom: 0; }
.lz-student-order__transfer-after { margin-top: 0; }
.lz-student-bank { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 8px 0; }
.lz-student-bank > div { display: contents; }
.lz-student-bank dt { color: ${T.colorTextSecondary}; }
/* IBANs and references are copied: kept whole, never broken across lines mid-group. */
.lz-student-bank dd { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }

.lz-student-good-to-know { margin: 0; padding-left: 18px; }
`;

/** /packages' stylesheet. */
export const PackagesStyles = () => <Stylesheet href="lz-student-packages" css={PACKAGES_CSS} />;
