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
      const video = document.querySelector<HTMLVideoElement>('.lz-lesson-stage video:not(.lz-lesson-self)');
      return Boolean(video && video.videoWidth > 0 && video.currentTime > past);
    },
    playedPastS,
    { timeout: timeoutMs, ...(polling ? { polling } : {}) },
  );
}

/** How far the other side's video has played, in seconds (0 before it plays). */
export const otherVideoTime = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLVideoElement>('.lz-lesson-stage video:not(.lz-lesson-self)')?.currentTime ?? 0,
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

/**
 * Keeps every EventSource the page opens, so a test can cut the room's stream as a network cut
 * would: `cutSignallingAndCall` closes the room's and tells the page (an `error` event, as the browser does).
 */
export const KEEP_EVENT_SOURCES = `{
  const Original = window.EventSource;
  window.__eventSources = [];
  window.EventSource = class extends Original {
    constructor(...args) {
      super(...args);
      window.__eventSources.push(this);
    }
  };
}`;

/** Cuts the page's open room streams (KEEP_EVENT_SOURCES) and closes its peer connections (KEEP_PEER_CONNECTIONS). */
export const cutSignallingAndCall = (page: Page) =>
  page.evaluate(() => {
    const kept = window as unknown as { __eventSources: EventSource[]; __peerConnections: RTCPeerConnection[] };
    for (const peer of kept.__peerConnections) peer.close();
    const roomStreams = kept.__eventSources.filter(
      (source) => source.url.includes('/api/lessons/') && source.readyState !== EventSource.CLOSED,
    );
    for (const stream of roomStreams) {
      stream.close();
      stream.dispatchEvent(new Event('error'));
    }
  });

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
