/**
 * How the call finds its way back after a network cut, kept apart from React and WebRTC so it can be
 * tested alone: when to reopen the room's event stream, and what a presence or a description
 * arriving after a cut means for the peer connection.
 *
 * A cut loses signals: the POSTs sent while offline fail, and what the other side sent while this
 * side's stream was down was published to no one. So after a cut neither side can trust a
 * half-finished negotiation; a side whose connection is not up starts a fresh one, and the other
 * side, seeing a new DTLS fingerprint (isFromNewPeer), follows with a fresh one of its own.
 */

/** Reopening a lost stream waits 0.5 s, 1 s, 2 s, then 4 s between tries (or less: the browser's `online`). */
const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 4_000] as const;

export function reconnectDelayMs(failures: number): number {
  return RECONNECT_DELAYS_MS[Math.min(Math.max(failures, 1), RECONNECT_DELAYS_MS.length) - 1]!;
}

/**
 * The server sends the room's presence at every heartbeat (15 s): a stream silent for longer than
 * this is dead though the browser has not noticed (a half-open connection after a network switch).
 */
export const STREAM_SILENCE_MS = 40_000;

/** Whether to reopen a lost stream: not once the room has closed (the server would refuse it). */
export function shouldReconnect(now: Date, closesAt: Date): boolean {
  return now.getTime() < closesAt.getTime();
}

export type PeerAction = 'open' | 'close' | 'keep';

/**
 * What a presence event means for the peer connection: the other arriving starts a fresh one, the
 * other leaving ends it. The first presence on a stream reopened after a cut starts a fresh one
 * unless the call is still up (WebRTC may well outlive a short cut of the signalling): signals were
 * lost on the way, so a negotiation under way will never finish.
 */
export function peerActionOnPresence({
  wasOtherPresent,
  isOtherPresent,
  isFirstSinceCut,
  connectionState,
}: {
  wasOtherPresent: boolean;
  isOtherPresent: boolean;
  isFirstSinceCut: boolean;
  /** The current peer connection's state; undefined when there is none. */
  connectionState: RTCPeerConnectionState | undefined;
}): PeerAction {
  if (!isOtherPresent) return wasOtherPresent ? 'close' : 'keep';
  if (!wasOtherPresent) return 'open';
  return isFirstSinceCut && connectionState !== 'connected' ? 'open' : 'keep';
}

const fingerprintOf = (sdp: string) => /^a=fingerprint:(.+)$/m.exec(sdp)?.[1]?.trim();

/**
 * Whether a description (offer or answer) comes from a new peer connection of the other side (they
 * reloaded the page, or started afresh after a cut) rather than from the one we talk to (a
 * renegotiation, an ICE restart): each peer connection has its own DTLS certificate. The room's
 * presence may never show a reload (the new stream can open before the old one closes), so this is
 * how the other side's return is noticed.
 */
export function isFromNewPeer(currentRemoteSdp: string | undefined, sdp: string): boolean {
  if (!currentRemoteSdp) return false;
  return fingerprintOf(currentRemoteSdp) !== fingerprintOf(sdp);
}
