import { VIDEO_FALLBACK_TIMEOUT_MS, VIDEO_FALLBACK_TIMEOUT_PRODUCTION_MS } from '@lezioni/contracts/values';

/**
 * Embed addresses, tried in order: the privacy-friendly host first, then the three fallback variants of
 * spec §2 (a blocked host or a rejected parameter set fails on its own). `enablejsapi` and `origin` let
 * the player tell this page that it really started (see use-player-frame.ts).
 */
export function videoEmbedUrls(videoId: string, pageOrigin: string): string[] {
  const id = encodeURIComponent(videoId);
  const query = (extra: Record<string, string> = {}) =>
    new URLSearchParams({ enablejsapi: '1', origin: pageOrigin, ...extra }).toString();
  return [
    `https://www.youtube-nocookie.com/embed/${id}?${query()}`,
    `https://www.youtube-nocookie.com/embed/${id}?${query({ rel: '0', modestbranding: '1', playsinline: '1' })}`,
    `https://www.youtube.com/embed/${id}?${query({ rel: '0', playsinline: '1' })}`,
    `https://youtube.com/embed/${id}?${query()}`,
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
export type VideoEmbedEvent = 'ready' | 'error' | 'timeout';

export const INITIAL_VIDEO_EMBED_STATE: VideoEmbedState = { sourceIndex: 0, status: 'loading' };

/** Loading → loaded when the player is ready, → next address on error, → fallback on timeout or when none is left. */
export function nextVideoEmbedState(
  state: VideoEmbedState,
  event: VideoEmbedEvent,
  sourceCount: number,
): VideoEmbedState {
  if (state.status !== 'loading') return state;
  switch (event) {
    case 'ready':
      return { ...state, status: 'loaded' };
    case 'error':
      return state.sourceIndex + 1 < sourceCount
        ? { sourceIndex: state.sourceIndex + 1, status: 'loading' }
        : { ...state, status: 'fallback' };
    case 'timeout':
      return { ...state, status: 'fallback' };
  }
}

/** The YouTube embed's postMessage protocol: the page says it listens, the player then reports its state. */
export const PLAYER_LISTENING_MESSAGE = JSON.stringify({ event: 'listening', id: 1, channel: 'widget' });

export function isPlayerMessage(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  try {
    const message: unknown = JSON.parse(data);
    return (
      typeof message === 'object' && message !== null && typeof (message as { event?: unknown }).event === 'string'
    );
  } catch {
    // Other scripts post non-JSON messages to this window; they are not the player.
    return false;
  }
}
