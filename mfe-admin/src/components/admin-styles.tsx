import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

// What the dashboard's tabs, the library and a student's page share, in plain CSS as web-kit's kit
// (one <style precedence>, deduplicated by href). Each feature adds its own sheet beside it.
const ADMIN_CSS = `
.lz-admin-page { max-width: 1200px; margin: 0 auto; padding: 32px 16px; display: grid; gap: 16px; min-width: 0; }
.lz-admin-card { min-width: 0; }
.lz-admin-card-title { margin: 0; font-size: 16px; }
.lz-admin-secondary { color: ${T.colorTextSecondary}; }
.lz-admin-empty { margin: 0; color: ${T.colorTextSecondary}; }
/* A long word (a name, a title, a link) breaks rather than widen the page. */
.lz-admin-wrap { min-width: 0; overflow-wrap: anywhere; }
.lz-admin-actions { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 8px; }
.lz-admin-plain-list { list-style: none; margin: 0; padding: 0; }

/* A 404 or a student who does not exist: one card in the middle. */
.lz-admin-notice { max-width: 560px; margin: 48px auto; text-align: center; }
.lz-admin-notice h1 { margin: 0 0 24px; font-size: 24px; }
.lz-admin-notice__code { margin: 0 0 8px; font-size: 48px; font-weight: 600; line-height: 1; }

/* A table cell of two lines. A name wraps, breaking a long word where it must, but its column keeps
   room for whole words (a squeezed column broke names letter by letter); an address stays on one
   line, cut short. */
.lz-admin-cell-detail { color: ${T.colorTextSecondary}; font-size: 12px; }
.lz-admin-name { min-width: 10em; overflow-wrap: anywhere; }
.lz-admin-email { max-width: 240px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }

/* An item of a list drawn as rows: a lesson, a material. */
.lz-admin-item { display: grid; gap: 8px; padding: 12px 0; border-bottom: 1px solid ${T.colorBorder}; }
.lz-admin-item__head { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; min-width: 0; }
/* Who a material is shared with (the library), or what is shared with a student (their page). */
.lz-admin-shares { display: grid; gap: 6px; }
.lz-admin-share { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 12px; min-width: 0; }

.lz-admin-field { display: grid; gap: 4px; min-width: 0; }
.lz-admin-field-error { margin: 0; color: ${T.colorError}; font-size: 14px; }
.lz-admin-field .lz-ui-input[aria-invalid='true'] { border-color: ${T.colorError}; }
`;

/** The remote's shared stylesheet: the components that use its classes render it, React puts it in <head> once. */
export function AdminStyles() {
  return (
    <style href="lz-admin" precedence="default">
      {ADMIN_CSS}
    </style>
  );
}
