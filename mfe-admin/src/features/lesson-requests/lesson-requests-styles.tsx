import { Stylesheet } from '@lezioni/web-kit';
import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

// The requests' section of the Bookings tab, beside the remote's shared sheet (components/admin-styles.tsx).
const LESSON_REQUESTS_CSS = `
.lz-admin-requests { display: grid; gap: 8px; min-width: 0; margin-bottom: 24px; }
.lz-admin-requests h3 { margin: 0; font-size: 16px; }
.lz-admin-requests__intro { margin: 0; color: ${T.colorTextSecondary}; }
/* A long name or address wraps, at any letter if it must: a phone's width never scrolls sideways. */
.lz-admin-request__who { display: grid; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
.lz-admin-request__name { font-weight: 600; }
.lz-admin-request__email { color: ${T.colorTextSecondary}; font-size: 12px; }
.lz-admin-request__when { margin: 0; }
.lz-admin-request__deadline { margin: 0; color: ${T.colorTextSecondary}; font-size: 12px; }
`;

/** The requests' stylesheet, rendered by their list; React puts it in <head> once. */
export function LessonRequestsStyles() {
  return <Stylesheet href="lz-admin-requests" css={LESSON_REQUESTS_CSS} />;
}
