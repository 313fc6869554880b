import { Stylesheet } from '@lezioni/web-kit';
import { THEME_TOKENS as T } from '../theme/theme-tokens';

// The editor's own layout, in plain CSS beside it (as the kit's ui-styles.tsx): the fields are the kit's.
const LESSON_NOTE_CSS = `
.lz-ui-note { display: grid; gap: 12px; min-width: 0; }
.lz-ui-note__status { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.lz-ui-note__autosave { color: ${T.colorTextSecondary}; }
.lz-ui-note__field { display: grid; gap: 4px; min-width: 0; }
.lz-ui-note__field--due { max-width: 220px; }
.lz-ui-note__group { display: grid; gap: 8px; min-width: 0; margin: 0; padding: 0; border: 0; }
.lz-ui-note__group > legend { margin-bottom: 4px; font-weight: 600; }
/* Word, translation and example side by side where they fit, one under the other on a phone. */
.lz-ui-note__word { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px; }
.lz-ui-note__word > .lz-ui-note__field { flex: 1 1 160px; }
.lz-ui-note__attachment { display: grid; gap: 8px; min-width: 0; }
.lz-ui-note__attachment > p { margin: 0; overflow-wrap: anywhere; }
.lz-ui-note__hint { display: block; color: ${T.colorTextSecondary}; }
.lz-ui-note__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.lz-ui-note__boards p { margin: 0 0 4px; }
.lz-ui-note__boards ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.lz-ui-note__boards img { display: block; width: 160px; max-width: 100%; height: auto; border: 1px solid ${T.colorBorder}; border-radius: 6px; }
`;

/** The lesson note editor's stylesheet. */
export const LessonNoteStyles = () => <Stylesheet href="lz-ui-note" css={LESSON_NOTE_CSS} />;
