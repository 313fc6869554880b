import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

// The library's own layout, beside the remote's shared sheet (components/admin-styles.tsx).
const MATERIALS_CSS = `
.lz-admin-materials {
  display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr)); align-items: start;
}
.lz-admin-material__title { margin: 0; font-size: 16px; overflow-wrap: anywhere; }
.lz-admin-material__tags { display: flex; flex-wrap: wrap; gap: 6px; }
.lz-admin-material__tags li { min-width: 0; }

.lz-admin-material-form { display: grid; gap: 12px; }
.lz-admin-material-form fieldset { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0; padding: 0; border: 0; }
.lz-admin-material-form legend { margin-bottom: 4px; padding: 0; }
.lz-admin-material-form fieldset label { display: inline-flex; align-items: center; gap: 6px; }
.lz-admin-material-form input[type='file'] { max-width: 100%; }
.lz-admin-material-form__chosen { margin: 0; overflow-wrap: anywhere; }

.lz-admin-share-picker { display: grid; gap: 8px; padding: 12px; border-radius: 8px; background: ${T.colorBgLayout}; }
`;

/** The library's stylesheet, rendered by the library; React puts it in <head> once. */
export function MaterialsStyles() {
  return (
    <style href="lz-admin-materials" precedence="default">
      {MATERIALS_CSS}
    </style>
  );
}
