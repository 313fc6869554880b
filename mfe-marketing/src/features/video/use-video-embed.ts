import { useCallback, useEffect, useReducer } from 'react';
import {
  INITIAL_VIDEO_EMBED_STATE,
  nextVideoEmbedState,
  type VideoEmbedEvent,
  type VideoEmbedState,
  type VideoEmbedStatus,
} from './video-embed';

type VideoEmbed = {
  src: string;
  status: VideoEmbedStatus;
  handleReady: () => void;
  handleError: () => void;
};

/**
 * Drives an embedded video through its addresses. Browsers rarely fire `error` on a blocked iframe, so
 * the deadline is what catches most failures: one deadline for all addresses, counted from `isActive`
 * (the moment the frame is rendered), not from mount, because the frame is lazy.
 */
export function useVideoEmbed(sources: readonly string[], timeoutMs: number, isActive: boolean): VideoEmbed {
  const [state, dispatch] = useReducer(
    (current: VideoEmbedState, event: VideoEmbedEvent) => nextVideoEmbedState(current, event, sources.length),
    INITIAL_VIDEO_EMBED_STATE,
  );
  const isLoading = state.status === 'loading';

  useEffect(() => {
    if (!isActive || !isLoading) return;
    const timer = setTimeout(() => dispatch('timeout'), timeoutMs);
    return () => clearTimeout(timer);
  }, [isActive, isLoading, timeoutMs]);

  const handleReady = useCallback(() => dispatch('ready'), []);
  const handleError = useCallback(() => dispatch('error'), []);

  return { src: sources[state.sourceIndex] ?? '', status: state.status, handleReady, handleError };
}
