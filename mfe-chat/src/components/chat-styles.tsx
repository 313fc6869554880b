import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

/** Below this the chat page shows one pane at a time (the list, or a conversation). */
export const PHONE_QUERY = '(max-width: 767px)';

/** The partner's bubbles and the attached file's chip: a light grey that black text reads well on. */
const FILL = 'rgba(0, 0, 0, 0.06)';

// The chat's own layout in plain CSS, as web-kit's kit (one <style precedence>, deduplicated by href):
// what the kit has no component for. `.lz-ui-btn.lz-chat-…` outranks the kit's button rules.
const CHAT_CSS = `
.lz-chat-page { max-width: 1100px; margin: 0 auto; padding: 24px 16px; }
.lz-chat-page > h1 { margin: 12px 0 16px; font-size: 26px; }
.lz-chat-page > .lz-ui-alert { margin-bottom: 16px; }
.lz-chat-page > .lz-chat-busy { padding: 48px; }
.lz-chat-grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); gap: 16px; align-items: start; }
.lz-chat-list-card > .lz-ui-card__body { padding: 8px; max-height: 70vh; overflow-y: auto; }
.lz-chat-list-card h2 { margin: 0; font-size: 16px; }
.lz-chat-pane { --lz-chat-log-height: min(60vh, 560px); }
.lz-chat-head { display: flex; align-items: center; gap: 12px; flex: 1; min-width: 0; padding: 8px 0; }
.lz-chat-head h2 { margin: 0; font-size: 18px; overflow-wrap: anywhere; min-width: 0; }
@media ${PHONE_QUERY} {
  .lz-chat-grid { grid-template-columns: minmax(0, 1fr); }
  .lz-chat-pane { --lz-chat-log-height: calc(100dvh - 320px); }
  /* The send box stays at the bottom of the screen while the messages scroll above it. */
  .lz-chat-pane .lz-chat-composer { position: sticky; bottom: 0; background: #fff; padding-bottom: 8px; }
}

.lz-ui-btn.lz-chat-icon-btn { width: ${T.controlHeight}px; padding: 0; }
.lz-ui-btn.lz-chat-icon-btn--text { border-color: transparent; background: none; }
.lz-ui-btn.lz-chat-icon-btn--text:hover { background: ${T.colorPrimaryBg}; }
.lz-ui-btn.lz-chat-icon-btn.lz-ui-btn--small { width: 32px; }
.lz-ui-btn.lz-chat-text-btn { border-color: transparent; background: none; }
@media (max-width: 575px) { .lz-ui-btn.lz-chat-icon-btn, .lz-ui-btn.lz-chat-icon-btn.lz-ui-btn--small { width: 44px; } }

.lz-chat-widget { display: flex; flex-direction: column; align-items: flex-end; gap: 12px; }
.lz-chat-widget__panel {
  --lz-chat-log-height: min(320px, 45vh); width: min(360px, calc(100vw - 32px)); box-shadow: 0 12px 32px rgba(0, 0, 0, 0.16);
}
.lz-chat-widget__panel > .lz-ui-card__head { gap: 8px; }
.lz-chat-widget__title { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lz-chat-fab { position: relative; display: inline-flex; }
.lz-ui-btn.lz-chat-fab__btn { width: 56px; height: 56px; padding: 0; border-radius: 50%; box-shadow: 0 4px 12px rgba(0, 0, 0, 0.18); }
.lz-chat-fab .lz-chat-count { position: absolute; top: 4px; right: 4px; transform: translate(50%, -50%); }
.lz-chat-count {
  box-sizing: border-box; min-width: 20px; height: 20px; padding: 0 6px; border-radius: 10px;
  background: ${T.colorError}; color: #fff; box-shadow: 0 0 0 1px #fff;
  font-size: 12px; font-weight: 600; line-height: 20px; text-align: center; white-space: nowrap;
}

.lz-chat-list { margin: 0; padding: 0; list-style: none; }
.lz-chat-item {
  display: flex; align-items: center; gap: 12px; width: 100%; padding: 10px 12px; border: 0; border-radius: 8px;
  background: transparent; color: inherit; font: inherit; text-align: left; cursor: pointer;
}
.lz-chat-item:hover { background: ${T.colorBgLayout}; }
.lz-chat-item[aria-current='true'] { background: ${T.colorPrimaryBg}; }
.lz-chat-item:focus-visible { outline: 3px solid ${T.colorPrimaryBorder}; outline-offset: -3px; }
/* A long name is cut short on one line; the whole name on hover (its title). */
.lz-chat-item__name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }

.lz-chat-avatar {
  display: inline-flex; flex: none; align-items: center; justify-content: center; width: 40px; height: 40px;
  border-radius: 50%; background: ${T.colorPrimaryBg}; color: ${T.colorPrimary}; font-size: 16px; font-weight: 600;
  object-fit: cover;
}

.lz-chat-log { min-height: 120px; max-height: var(--lz-chat-log-height); overflow-y: auto; padding: 8px 4px; }
.lz-chat-older { display: flex; flex-direction: column; align-items: center; padding-bottom: 8px; }
.lz-chat-messages { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lz-chat-message { display: flex; justify-content: flex-start; }
.lz-chat-message--own { justify-content: flex-end; }
.lz-chat-message > .lz-ui-tip-anchor { max-width: min(80%, 520px); }
.lz-chat-bubble { min-width: 0; padding: 8px 12px; border-radius: 12px; background: ${FILL}; color: ${T.colorText}; }
.lz-chat-text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.lz-chat-text a, .lz-chat-file { color: inherit; }
.lz-chat-file { font-weight: 600; }
/* Read by screen readers, not shown. */
.lz-chat-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.lz-chat-message--own .lz-chat-bubble { background: ${T.colorPrimary}; color: #fff; }
.lz-chat-note { margin: 0; padding: 24px; text-align: center; color: ${T.colorTextSecondary}; }
.lz-chat-note--none-yet { padding: 16px; text-align: left; }
.lz-chat-invite { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 16px; }
.lz-chat-invite p { margin: 0; text-align: center; }
.lz-chat-note--error { color: ${T.colorError}; }
.lz-chat-busy { display: flex; justify-content: center; padding: 24px; }

.lz-chat-composer { display: flex; flex-direction: column; gap: 8px; }
.lz-chat-composer__row { display: flex; align-items: flex-end; gap: 8px; }
.lz-chat-chip {
  display: inline-flex; align-self: flex-start; align-items: center; gap: 6px; max-width: 100%;
  padding: 2px 4px 2px 10px; border-radius: 16px; background: ${FILL};
}
.lz-chat-chip__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lz-chat-composer input[type='file'] { display: none; }
`;

/** The chat's stylesheet: every view renders it, React puts it in <head> once. */
export function ChatStyles() {
  return (
    <style href="lz-chat" precedence="default">
      {CHAT_CSS}
    </style>
  );
}
