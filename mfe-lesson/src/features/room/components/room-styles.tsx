import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';

/** The dark of the stage, behind the videos. */
const STAGE = '#1f1f1f';
/** The light red behind a device failure: its text reads at 4.5:1 or more. */
const ALERT_BG = '#fff1f0';

// The room's layout in plain CSS, as web-kit's kit (one <style precedence>, deduplicated by href). It
// needs media queries: a phone in portrait puts the videos on top and the controls in a bar at the
// bottom, within reach of a thumb.
const ROOM_CSS = `
/* The side column (note, chat) is often taller than the video and its buttons: the last row, flexible,
   takes the difference, so the stage and the buttons keep their own height. */
.lz-lesson-room { max-width: 1200px; margin: 0 auto; padding: 16px; display: grid; gap: 16px;
  grid-template-columns: minmax(0, 1fr) 320px; grid-template-rows: auto auto auto 1fr;
  grid-template-areas: "status status" "stage side" "controls side" ". side"; }
.lz-lesson-status { grid-area: status; display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: baseline; }
.lz-lesson-status h1 { font-size: 22px; margin: 0; }
.lz-lesson-status p { margin: 0; }
.lz-lesson-stage { grid-area: stage; position: relative; background: ${STAGE}; border-radius: 12px; min-height: 320px;
  aspect-ratio: 16 / 9; overflow: hidden; color: #fff; }
.lz-lesson-stage video { width: 100%; height: 100%; object-fit: contain; background: ${STAGE}; }
.lz-lesson-stage .lz-lesson-self { position: absolute; right: 12px; bottom: 12px; width: 28%; max-width: 220px; height: auto;
  aspect-ratio: 4 / 3; object-fit: cover; border: 2px solid #fff; border-radius: 8px; }
/* One's own picture, as in a mirror. */
.lz-lesson-mirrored { transform: scaleX(-1); }
.lz-lesson-stage .lz-lesson-overlay { position: absolute; inset: 0; display: grid; place-items: center; text-align: center; padding: 16px; }
.lz-lesson-other-muted { position: absolute; left: 12px; top: 12px; background: rgba(0,0,0,.7); padding: 4px 10px; border-radius: 999px; }
.lz-lesson-controls { grid-area: controls; display: flex; flex-wrap: wrap; gap: 8px; justify-content: center;
  align-items: center; align-content: start; }
.lz-ui-btn.lz-lesson-toggle[aria-pressed="true"] { background: ${T.colorText}; border-color: ${T.colorText}; color: #fff; }
.lz-lesson-quality { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; }
.lz-lesson-quality p { display: inline-flex; align-items: center; gap: 6px; }
.lz-lesson-quality__bars rect { fill: ${T.colorBorder}; }
.lz-lesson-quality--good .lz-lesson-quality__bar--on { fill: ${T.colorSuccess}; }
.lz-lesson-quality--fair .lz-lesson-quality__bar--on { fill: ${T.colorWarning}; }
.lz-lesson-quality--poor .lz-lesson-quality__bar--on { fill: ${T.colorError}; }
/* Poor: the hint on a line of its own under the title, on the warning tint. */
.lz-lesson-quality--poor { flex-basis: 100%; }
.lz-lesson-status .lz-lesson-quality__hint { padding: 4px 10px; border-radius: ${T.borderRadius}px; background: ${T.colorWarningBg}; }
.lz-lesson-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.lz-lesson-side { grid-area: side; display: flex; flex-direction: column; gap: 16px; min-width: 0; min-height: 0; }
.lz-lesson-note { max-height: 50vh; overflow-y: auto; border: 1px solid ${T.colorBorder}; border-radius: 12px; padding: 12px; }
.lz-lesson-note h2, .lz-lesson-chat h2 { font-size: 16px; margin: 0 0 8px; }
.lz-lesson-chat { display: flex; flex-direction: column; min-height: 0; max-height: 70vh;
  border: 1px solid ${T.colorBorder}; border-radius: 12px; padding: 12px; }
.lz-lesson-chat ol { list-style: none; margin: 0; padding: 0; overflow-y: auto; flex: 1; }
.lz-lesson-chat li { margin: 4px 0; overflow-wrap: anywhere; }
.lz-lesson-chat li a { color: ${T.colorPrimaryBorder}; }
.lz-lesson-chat form { display: flex; gap: 8px; margin-top: 8px; }
.lz-lesson-chat form .lz-ui-input { flex: 1; width: auto; min-width: 0; }
.lz-lesson-lobby { max-width: 720px; margin: 0 auto; padding: 16px; display: grid; gap: 12px; }
.lz-lesson-lobby video { width: 100%; aspect-ratio: 4 / 3; background: ${STAGE}; border-radius: 12px; object-fit: cover; }
.lz-lesson-lobby label { display: grid; gap: 4px; }
.lz-lesson-lobby select { min-height: 44px; font: ${T.fontSize}px ${T.fontFamily}; }
.lz-lesson-lobby .lz-ui-btn { justify-self: start; }
.lz-lesson-meter { height: 12px; background: ${T.colorBorder}; border-radius: 6px; overflow: hidden; }
.lz-lesson-meter span { display: block; width: var(--lz-lesson-level); height: 100%; background: ${T.colorPrimary}; }
.lz-lesson-alert { border: 1px solid ${T.colorError}; border-radius: 8px; padding: 12px; background: ${ALERT_BG}; color: ${T.colorText}; }
.lz-lesson-notice { max-width: 640px; margin: 48px auto; padding: 16px; display: grid; gap: 12px; justify-items: start; }
/* The whiteboard open on a wide screen: the side column (the page with its board, the note, the chat) takes
   half the room, which grows wider, so the board is drawn on at 450 to 700 px rather than 300. */
@media (min-width: 1024px) {
  .lz-lesson-room:has(.lz-board) { max-width: 1600px; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
}
@media (max-width: 720px) {
  /* Room at the bottom for the bar even when its buttons take two rows (longer Italian labels). */
  .lz-lesson-room { grid-template-columns: minmax(0, 1fr); grid-template-rows: none;
    padding: 8px 8px calc(128px + env(safe-area-inset-bottom)); grid-template-areas: "status" "stage" "side"; }
  .lz-lesson-stage { aspect-ratio: 3 / 4; min-height: 0; }
  .lz-lesson-controls { position: fixed; left: 0; right: 0; bottom: 0; z-index: 10; background: #fff; gap: 6px;
    padding: 8px 8px calc(8px + env(safe-area-inset-bottom)); box-shadow: 0 -2px 8px rgba(0,0,0,.15); }
  .lz-lesson-controls .lz-ui-btn { padding: 4px 8px; font-size: 14px; }
  .lz-lesson-chat { max-height: 40vh; }
}
`;

/** The room's stylesheet: every view of the room renders it, React puts it in <head> once. */
export function RoomStyles() {
  return (
    <style href="lz-lesson" precedence="default">
      {ROOM_CSS}
    </style>
  );
}
