import { Stylesheet } from '@lezioni/web-kit';
import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

// /materials' own layout, in plain CSS beside it; the shared part is components/student-styles.
const MATERIALS_CSS = `
/* Teachers paste long words and links: the text wraps anywhere rather than widening a 390 px page. */
.lz-student-wrap { overflow-wrap: anywhere; white-space: pre-wrap; }

.lz-student-material { display: flex; align-items: flex-start; gap: 12px; }
.lz-student-material__body { flex: 1; min-width: 0; }
.lz-student-material__title { margin: 0; font-size: 16px; }
.lz-student-material__line { margin: 4px 0; }

.lz-student-homework__line { margin: 0 0 8px; }
.lz-student-homework__due { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }

.lz-student-note__heading { margin: 0 0 4px; }
.lz-student-note__text { margin-top: 0; }
.lz-student-note__page { white-space: pre-wrap; margin-top: 8px; }
/* Also when it ends the card: the kit's last-child rule would take its bottom margin. */
.lz-ui-card__body > ul.lz-student-note__words { margin: 0 0 12px; padding-left: 20px; }
.lz-ui-card__body > ul.lz-student-note__boards { list-style: none; margin: 0 0 12px; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.lz-student-note__boards img { display: block; width: 240px; max-width: 100%; height: auto; border: 1px solid ${T.colorBorder}; border-radius: 6px; }
`;

/** /materials' stylesheet. */
export const MaterialsStyles = () => <Stylesheet href="lz-student-materials" css={MATERIALS_CSS} />;
