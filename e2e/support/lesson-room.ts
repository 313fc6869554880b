import type { Page } from 'playwright-core';

/**
 * Resolves once the other side's video in the lesson room plays: it has a size and its time moved
 * past `playedPastS` seconds. `polling: 'raf'` checks every frame (the room bench times it).
 */
export async function seesOtherVideo(
  page: Page,
  {
    playedPastS = 0.5,
    timeoutMs = 30_000,
    polling,
  }: { playedPastS?: number; timeoutMs?: number; polling?: 'raf' } = {},
): Promise<void> {
  await page.waitForFunction(
    (past) => {
      const video = document.querySelector<HTMLVideoElement>('.lesson-stage video:not(.lesson-self)');
      return Boolean(video && video.videoWidth > 0 && video.currentTime > past);
    },
    playedPastS,
    { timeout: timeoutMs, ...(polling ? { polling } : {}) },
  );
}

/** How far the other side's video has played, in seconds (0 before it plays). */
export const otherVideoTime = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLVideoElement>('.lesson-stage video:not(.lesson-self)')?.currentTime ?? 0,
  );

/** Keeps every RTCPeerConnection the page makes, so the test can read the one in use (its getStats). */
export const KEEP_PEER_CONNECTIONS = `{
  const Original = window.RTCPeerConnection;
  window.__peerConnections = [];
  window.RTCPeerConnection = class extends Original {
    constructor(...args) {
      super(...args);
      window.__peerConnections.push(this);
    }
  };
}`;

/** The type of the local candidate (host, srflx, relay) on the pair the room's open connection uses. */
export const selectedCandidateType = (page: Page) =>
  page.evaluate(async () => {
    const peers = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
    const open = peers.filter((peer) => peer.connectionState === 'connected').at(-1);
    if (!open) return undefined;
    const reports = [...(await open.getStats()).values()] as Array<Record<string, unknown>>;
    const transport = reports.find((report) => report.type === 'transport');
    const pair = reports.find((report) => report.id === transport?.selectedCandidatePairId);
    return reports.find((report) => report.id === pair?.localCandidateId)?.candidateType;
  });
