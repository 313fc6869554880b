import {
  INITIAL_CALL_STATE,
  callStatusOf,
  describeDeviceFailure,
  formatElapsed,
  minutesLeft,
  nextCallState,
  type CallEvent,
} from './room-machine';

const domError = (name: string) => new DOMException('failed', name);
const run = (...events: CallEvent[]) => events.reduce(nextCallState, INITIAL_CALL_STATE);

describe('describeDeviceFailure', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'busy'],
    ['TypeError', 'unknown'],
  ])('when getUserMedia fails with %s, then the failure is %s', (name, failure) => {
    expect(describeDeviceFailure(domError(name))).toBe(failure);
  });
});

describe('nextCallState', () => {
  it('when one joins alone, then they wait for the other, and connect once the other arrives', () => {
    expect(callStatusOf(run({ type: 'join' }))).toBe('waiting');
    const state = run({ type: 'join' }, { type: 'presence', isOtherPresent: true });
    expect(state.phase).toBe('connecting');
    expect(nextCallState(state, { type: 'connection', state: 'connected' }).phase).toBe('connected');
  });

  it('when the other is already there, then Join goes straight to connecting', () => {
    expect(run({ type: 'presence', isOtherPresent: true }, { type: 'join' }).phase).toBe('connecting');
  });

  it('when a connected call drops, then it reads reconnecting, and connected again after the restart', () => {
    const connected = run(
      { type: 'join' },
      { type: 'presence', isOtherPresent: true },
      { type: 'connection', state: 'connected' },
    );
    const dropped = nextCallState(connected, { type: 'connection', state: 'disconnected' });
    expect(callStatusOf(dropped)).toBe('reconnecting');
    expect(nextCallState(dropped, { type: 'connection', state: 'connected' }).phase).toBe('connected');
  });

  it('when the other leaves, then one waits for them again; after leaving nothing changes the state', () => {
    const connected = run(
      { type: 'join' },
      { type: 'presence', isOtherPresent: true },
      { type: 'connection', state: 'connected' },
    );
    expect(nextCallState(connected, { type: 'presence', isOtherPresent: false }).phase).toBe('waiting');
    const left = nextCallState(connected, { type: 'leave' });
    expect(nextCallState(left, { type: 'presence', isOtherPresent: true }).phase).toBe('left');
  });

  it("when the room's stream is lost, then the call reads reconnecting until it is back, whatever the connection says", () => {
    const connected = run(
      { type: 'join' },
      { type: 'presence', isOtherPresent: true },
      { type: 'connection', state: 'connected' },
    );

    const cut = nextCallState(connected, { type: 'signalling', isLost: true });

    expect(callStatusOf(cut)).toBe('reconnecting');
    expect(callStatusOf(nextCallState(cut, { type: 'signalling', isLost: false }))).toBe('connected');
    expect(callStatusOf(nextCallState(cut, { type: 'leave' }))).toBe('left');
  });
});

describe('the clock', () => {
  const startsAt = new Date('2026-11-25T10:00:00Z');
  it('counts the time since the start and the minutes left of the booked duration', () => {
    const now = new Date('2026-11-25T10:12:05Z');
    expect(formatElapsed(startsAt, now)).toBe('12:05');
    expect(minutesLeft({ startsAt, durationMinutes: 50 }, now)).toBe(38);
    expect(minutesLeft({ startsAt, durationMinutes: 25 }, new Date('2026-11-25T11:00:00Z'))).toBe(0);
    expect(formatElapsed(startsAt, new Date('2026-11-25T09:55:00Z'))).toBe('0:00');
  });
});
