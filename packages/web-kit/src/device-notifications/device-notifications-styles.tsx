import { Stylesheet } from '@lezioni/web-kit';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

// The card's own layout, in plain CSS beside it (as the kit's ui-styles.tsx): the rest is the kit's.
const DEVICE_NOTIFICATIONS_CSS = `
.lz-ui-push__install { margin: 0 0 16px; padding: 12px; border-radius: ${THEME_TOKENS.borderRadius}px; background: ${THEME_TOKENS.colorPrimaryBg}; }
.lz-ui-push__install p { margin: 0 0 8px; }
.lz-ui-push__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.lz-ui-push__note { margin: 4px 0 0; color: ${THEME_TOKENS.colorTextSecondary}; }
.lz-ui-push__kinds { margin: 16px 0 0; padding: 0; border: 0; display: grid; gap: 8px; }
.lz-ui-push__kinds legend { font-weight: 600; margin-bottom: 8px; padding: 0; }
`;

/** The device notifications card's stylesheet. */
export const DeviceNotificationsStyles = () => <Stylesheet href="lz-ui-push" css={DEVICE_NOTIFICATIONS_CSS} />;
