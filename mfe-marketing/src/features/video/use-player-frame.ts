import { useCallback } from 'react';
import { isPlayerMessage, PLAYER_LISTENING_MESSAGE } from './video-embed';

// The player may attach its message listener a little after the frame's load event; it is asked again until it answers.
const LISTENING_RETRY_MS = 250;

/**
 * A ref callback for the player iframe that reports `onReady` once the player itself answers. The frame's
 * `load` event cannot serve: browsers fire it for the error page of a blocked or unreachable frame too.
 * React wires only `load` on iframes, so `error` is listened to natively as well.
 */
export function usePlayerFrame(onReady: () => void, onError: () => void) {
  return useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (!frame) return;
      let retryTimer: ReturnType<typeof setInterval> | undefined;
      const sayListening = () => frame.contentWindow?.postMessage(PLAYER_LISTENING_MESSAGE, new URL(frame.src).origin);
      const handleLoad = () => {
        clearInterval(retryTimer);
        sayListening();
        retryTimer = setInterval(sayListening, LISTENING_RETRY_MS);
      };
      const handleMessage = (event: MessageEvent) => {
        if (event.source !== frame.contentWindow || !isPlayerMessage(event.data)) return;
        clearInterval(retryTimer);
        onReady();
      };

      frame.addEventListener('load', handleLoad);
      frame.addEventListener('error', onError);
      window.addEventListener('message', handleMessage);
      return () => {
        clearInterval(retryTimer);
        frame.removeEventListener('load', handleLoad);
        frame.removeEventListener('error', onError);
        window.removeEventListener('message', handleMessage);
      };
    },
    [onReady, onError],
  );
}
