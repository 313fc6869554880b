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
/** `isSignallingLost`: the room's event stream dropped and is being reopened (recovery.ts). */
export type CallState = { phase: CallPhase; isOtherPresent: boolean; isSignallingLost: boolean };
export type CallEvent =
  | { type: 'join' }
  | { type: 'presence'; isOtherPresent: boolean }
  | { type: 'connection'; state: RTCPeerConnectionState }
  | { type: 'signalling'; isLost: boolean }
  | { type: 'leave' };

export const INITIAL_CALL_STATE: CallState = { phase: 'lobby', isOtherPresent: false, isSignallingLost: false };

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
    case 'signalling':
      return { ...state, isSignallingLost: event.isLost };
    case 'leave':
      return { ...state, phase: 'left' };
  }
}

/** How long a `disconnected` connection may last before an ICE restart; `failed` restarts at once. */
export const ICE_RESTART_AFTER_MS = 3_000;

/**
 * The connection as the status line tells it: while the room's stream is down the call reads
 * reconnecting, whatever the peer connection says (signals cannot pass, so nothing can be repaired).
 */
export function callStatusOf(state: CallState): CallPhase {
  const isInCall = state.phase !== 'lobby' && state.phase !== 'left';
  return isInCall && state.isSignallingLost ? 'reconnecting' : state.phase;
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
