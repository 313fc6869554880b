import { VIDEO_FALLBACK_TIMEOUT_MS, VIDEO_FALLBACK_TIMEOUT_PRODUCTION_MS } from '@lezioni/contracts';

/**
 * Embed addresses, tried in order: the privacy-friendly host first, then the three fallback
 * variants of spec §2 (a blocked host or a rejected parameter set fails on its own).
 */
export function videoEmbedUrls(videoId: string): string[] {
  const id = encodeURIComponent(videoId);
  return [
    `https://www.youtube-nocookie.com/embed/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1&playsinline=1`,
    `https://www.youtube.com/embed/${id}?rel=0&playsinline=1`,
    `https://youtube.com/embed/${id}`,
  ];
}

export function videoWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** Visitors on the production domain get the fallback sooner (spec §9). */
export function videoFallbackTimeoutMs(hostname: string, productionHost: string): number {
  return hostname === productionHost ? VIDEO_FALLBACK_TIMEOUT_PRODUCTION_MS : VIDEO_FALLBACK_TIMEOUT_MS;
}

export type VideoEmbedStatus = 'loading' | 'loaded' | 'fallback';
export type VideoEmbedState = { sourceIndex: number; status: VideoEmbedStatus };
export type VideoEmbedEvent = 'load' | 'error' | 'timeout';

export const INITIAL_VIDEO_EMBED_STATE: VideoEmbedState = { sourceIndex: 0, status: 'loading' };

/** Loading → loaded, or → next address on error, or → fallback on timeout or when no address is left. */
export function nextVideoEmbedState(
  state: VideoEmbedState,
  event: VideoEmbedEvent,
  sourceCount: number,
): VideoEmbedState {
  if (state.status !== 'loading') return state;
  switch (event) {
    case 'load':
      return { ...state, status: 'loaded' };
    case 'error':
      return state.sourceIndex + 1 < sourceCount
        ? { sourceIndex: state.sourceIndex + 1, status: 'loading' }
        : { ...state, status: 'fallback' };
    case 'timeout':
      return { ...state, status: 'fallback' };
  }
}
