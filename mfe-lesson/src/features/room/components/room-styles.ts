/**
 * The room's layout. Remotes style inline; the room needs media queries (a phone in portrait puts
 * the videos on top and the controls in a bar at the bottom, within reach of a thumb), so it
 * renders this sheet once.
 */
export const ROOM_CSS = `
.lesson-room { max-width: 1200px; margin: 0 auto; padding: 16px; display: grid; gap: 16px;
  grid-template-columns: minmax(0, 1fr) 320px; grid-template-areas: "status status" "stage side" "controls side"; }
.lesson-status { grid-area: status; display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: baseline; }
.lesson-status h1 { font-size: 22px; margin: 0; }
.lesson-stage { grid-area: stage; position: relative; background: #1f1f1f; border-radius: 12px; min-height: 320px;
  aspect-ratio: 16 / 9; overflow: hidden; color: #fff; }
.lesson-stage video { width: 100%; height: 100%; object-fit: contain; background: #1f1f1f; }
.lesson-stage .lesson-self { position: absolute; right: 12px; bottom: 12px; width: 28%; max-width: 220px; height: auto;
  aspect-ratio: 4 / 3; object-fit: cover; border: 2px solid #fff; border-radius: 8px; }
.lesson-stage .lesson-overlay { position: absolute; inset: 0; display: grid; place-items: center; text-align: center; padding: 16px; }
.lesson-other-muted { position: absolute; left: 12px; top: 12px; background: rgba(0,0,0,.7); padding: 4px 10px; border-radius: 999px; }
.lesson-controls { grid-area: controls; display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; }
.lesson-btn { min-height: 48px; min-width: 48px; padding: 8px 18px; border-radius: 24px; border: 1px solid #595959;
  background: #fff; color: #1f1f1f; font-size: 16px; cursor: pointer; text-decoration: none; display: inline-flex;
  align-items: center; justify-content: center; }
.lesson-btn[aria-pressed="true"] { background: #1f1f1f; color: #fff; }
.lesson-btn-primary { background: #006b3c; border-color: #006b3c; color: #fff; }
.lesson-btn-danger { background: #b3261e; border-color: #b3261e; color: #fff; }
.lesson-btn:disabled { background: #f0f0f0; color: #595959; cursor: not-allowed; }
.lesson-side { grid-area: side; display: flex; flex-direction: column; gap: 16px; min-width: 0; min-height: 0; }
.lesson-note { max-height: 50vh; overflow-y: auto; border: 1px solid #d9d9d9; border-radius: 12px; padding: 12px; }
.lesson-note h2 { font-size: 16px; margin: 0 0 8px; }
.lesson-chat { display: flex; flex-direction: column; min-height: 0; max-height: 70vh;
  border: 1px solid #d9d9d9; border-radius: 12px; padding: 12px; }
.lesson-chat ol { list-style: none; margin: 0; padding: 0; overflow-y: auto; flex: 1; }
.lesson-chat li { margin: 4px 0; }
.lesson-chat form { display: flex; gap: 8px; margin-top: 8px; }
.lesson-chat input { flex: 1; min-height: 44px; font-size: 16px; padding: 0 10px; }
.lesson-lobby { max-width: 720px; margin: 0 auto; padding: 16px; display: grid; gap: 12px; }
.lesson-lobby video { width: 100%; aspect-ratio: 4 / 3; background: #1f1f1f; border-radius: 12px; object-fit: cover; }
.lesson-lobby label { display: grid; gap: 4px; }
.lesson-lobby select { min-height: 44px; font-size: 16px; }
.lesson-meter { height: 12px; background: #f0f0f0; border-radius: 6px; overflow: hidden; }
.lesson-meter span { display: block; height: 100%; background: #006b3c; }
.lesson-alert { border: 1px solid #b3261e; border-radius: 8px; padding: 12px; background: #fff1f0; color: #1f1f1f; }
.lesson-notice { max-width: 640px; margin: 48px auto; padding: 16px; display: grid; gap: 12px; justify-items: start; }
@media (max-width: 720px) {
  .lesson-room { grid-template-columns: minmax(0, 1fr); padding: 8px 8px 96px;
    grid-template-areas: "status" "stage" "side"; }
  .lesson-stage { aspect-ratio: 3 / 4; min-height: 0; }
  .lesson-controls { position: fixed; left: 0; right: 0; bottom: 0; z-index: 10; background: #fff;
    padding: 8px 8px calc(8px + env(safe-area-inset-bottom)); box-shadow: 0 -2px 8px rgba(0,0,0,.15); }
  .lesson-chat { max-height: 40vh; }
}
`;
