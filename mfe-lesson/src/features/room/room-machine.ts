/**
 * The room's tricky UI logic, kept apart from React and WebRTC so it can be tested alone: what a
 * failed getUserMedia means to the user, the call's phases, the connection's state, and the clock.
 */

/** Why the camera or microphone could not start; the lobby says it, with what to do about it. */
export type DeviceFailure = 'denied' | 'missing' | 'busy' | 'unknown';

/** What a getUserMedia rejection means to the user. */
export function describeDeviceFailure(error: unknown): DeviceFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    default:
      return 'unknown';
  }
}

/**
 * The call's phases: the lobby (device check) until Join; then waiting until the other side is
 * present; connecting until the peer connection is up; reconnecting when it drops; left at the end.
 */
export type CallPhase = 'lobby' | 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'left';
export type CallState = { phase: CallPhase; isOtherPresent: boolean };
export type CallEvent =
  | { type: 'join' }
  | { type: 'presence'; isOtherPresent: boolean }
  | { type: 'connection'; state: RTCPeerConnectionState }
  | { type: 'leave' };

export const INITIAL_CALL_STATE: CallState = { phase: 'lobby', isOtherPresent: false };

export function nextCallState(state: CallState, event: CallEvent): CallState {
  if (state.phase === 'left') return state;
  switch (event.type) {
    case 'join':
      return state.phase === 'lobby' ? { ...state, phase: state.isOtherPresent ? 'connecting' : 'waiting' } : state;
    case 'presence': {
      const next = { ...state, isOtherPresent: event.isOtherPresent };
      if (state.phase === 'lobby') return next;
      if (!event.isOtherPresent) return { ...next, phase: 'waiting' };
      return state.phase === 'waiting' ? { ...next, phase: 'connecting' } : next;
    }
    case 'connection':
      if (state.phase === 'lobby' || state.phase === 'waiting') return state;
      if (event.state === 'connected') return { ...state, phase: 'connected' };
      if (event.state === 'disconnected' || event.state === 'failed')
        return { ...state, phase: state.phase === 'connecting' ? 'connecting' : 'reconnecting' };
      return state;
    case 'leave':
      return { ...state, phase: 'left' };
  }
}

/** How long a `disconnected` connection may last before an ICE restart; `failed` restarts at once. */
export const ICE_RESTART_AFTER_MS = 3_000;

/**
 * How long the impolite side waits for a new peer connection to connect before it starts a fresh
 * one: a signal lost on the way (a failed POST, a replica restarting) would otherwise leave both
 * sides "connecting" for ever. The other side takes the fresh offer as a reload and follows.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

/** Packet loss above this, or a round trip above POOR_RTT_S, reads as a poor connection. */
export const POOR_LOSS_RATIO = 0.08;
export const POOR_RTT_S = 0.6;

export function isPoorConnection({ lossRatio, roundTripS }: { lossRatio: number; roundTripS?: number }): boolean {
  return lossRatio > POOR_LOSS_RATIO || (roundTripS ?? 0) > POOR_RTT_S;
}

/** The connection as the page tells it (the status line): `poor` is a connected call that struggles. */
export type CallStatus = CallPhase | 'poor';

export function callStatusOf(state: CallState, isPoor: boolean): CallStatus {
  return state.phase === 'connected' && isPoor ? 'poor' : state.phase;
}

const MINUTE_MS = 60_000;

/** "mm:ss" (or "h:mm:ss") since the lesson started; 0:00 before it. */
export function formatElapsed(startsAt: Date, now: Date): string {
  const totalS = Math.max(0, Math.floor((now.getTime() - startsAt.getTime()) / 1000));
  const h = Math.floor(totalS / 3600);
  const m = Math.floor((totalS % 3600) / 60);
  const s = String(totalS % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Whole minutes left of the booked duration (rounded up; 0 once it is over). */
export function minutesLeft(lesson: { startsAt: Date; durationMinutes: number }, now: Date): number {
  const endsAt = lesson.startsAt.getTime() + lesson.durationMinutes * MINUTE_MS;
  return Math.max(0, Math.ceil((endsAt - now.getTime()) / MINUTE_MS));
}

const fingerprintOf = (sdp: string) => /^a=fingerprint:(.+)$/m.exec(sdp)?.[1]?.trim();

/**
 * Whether an offer comes from a new peer connection of the other side (they reloaded the page)
 * rather than from the one we talk to (a renegotiation, an ICE restart): each peer connection has
 * its own DTLS certificate. The room's presence may never show a reload (the new stream can open
 * before the old one closes), so this is how the other side's return is noticed.
 */
export function isFromNewPeer(currentRemoteSdp: string | undefined, offerSdp: string): boolean {
  if (!currentRemoteSdp) return false;
  return fingerprintOf(currentRemoteSdp) !== fingerprintOf(offerSdp);
}
