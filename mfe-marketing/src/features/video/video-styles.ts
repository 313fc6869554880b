// Plain CSS rendered through React 19's <style precedence>: no CSS loader in the build, and jest needs none.
export const VIDEO_CSS = `
.lz-video { background: var(--lz-surface-alt); }
.lz-video__inner { text-align: center; }
.lz-video__frame {
  position: relative; max-width: 56rem; margin: 2rem auto 0; aspect-ratio: 16 / 9;
  border-radius: 1rem; overflow: hidden; background: #0f1f19;
  box-shadow: 0 1.25rem 3rem rgb(15 31 25 / 0.18);
}
.lz-video__frame iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
/* Loading but unseen until the player says it is ready: a blocked frame showed the browser's
   broken-page icon over the poster until the fallback card replaced it. */
.lz-video__frame iframe.lz-video__player--waiting { visibility: hidden; }
.lz-video__poster {
  position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 1rem; background: linear-gradient(160deg, #16352a, #0f1f19);
}
.lz-video__poster .lz-avatar { width: 6rem; height: 6rem; }
.lz-video__play {
  display: inline-flex; align-items: center; justify-content: center; width: 4rem; height: 4rem;
  border-radius: 50%; background: #ffffff; color: #0f1f19; font-size: 1.5rem;
}
.lz-video__frame--fallback { aspect-ratio: auto; background: none; box-shadow: none; overflow: visible; }
.lz-video__fallback { max-width: 32rem; margin: 0 auto; text-align: center; }
.lz-video__fallback h3 { margin: 0 0 0.5rem; font-size: 1.375rem; }
.lz-video__fallback p { margin: 0 0 1.25rem; color: var(--lz-text-muted); }
`;
