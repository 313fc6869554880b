import {
  INITIAL_CHAT_STREAM_STATE,
  RECONNECT_MAX_DELAY_MS,
  nextChatStreamState,
  reconnectDelayMs,
  type ChatStreamEvent,
  type ChatStreamState,
} from './chat-stream-machine';

const run = (events: ChatStreamEvent[], from: ChatStreamState = INITIAL_CHAT_STREAM_STATE) =>
  events.reduce(nextChatStreamState, from);

describe('the live stream state machine', () => {
  it('when started and the server answers, then it is open with no failed attempt', () => {
    expect(run(['start'])).toEqual({ status: 'connecting', attempt: 0 });
    expect(run(['start', 'opened'])).toEqual({ status: 'open', attempt: 0 });
  });

  it('when the connection fails again and again, then it waits before each retry and counts the attempts', () => {
    expect(run(['start', 'failed'])).toEqual({ status: 'waiting', attempt: 1 });
    expect(run(['start', 'failed', 'retry'])).toEqual({ status: 'connecting', attempt: 1 });
    expect(run(['start', 'failed', 'retry', 'failed'])).toEqual({ status: 'waiting', attempt: 2 });
  });

  it('when a retry opens the stream, then the attempts start from zero again', () => {
    const reopened = run(['start', 'failed', 'retry', 'failed', 'retry', 'opened']);

    expect(reopened).toEqual({ status: 'open', attempt: 0 });
    expect(nextChatStreamState(reopened, 'failed')).toEqual({ status: 'waiting', attempt: 1 });
  });

  it.each<[ChatStreamEvent[], ChatStreamEvent]>([
    [[], 'opened'],
    [[], 'failed'],
    [[], 'retry'],
    [['start'], 'start'],
    [['start'], 'retry'],
    [['start', 'opened'], 'opened'],
    [['start', 'opened'], 'retry'],
    [['start', 'failed'], 'failed'],
    [['start', 'failed'], 'opened'],
  ])('when in the state after %j, then %s changes nothing', (events, event) => {
    const state = run(events);

    expect(nextChatStreamState(state, event)).toBe(state);
  });

  it.each<ChatStreamEvent[]>([['start'], ['start', 'opened'], ['start', 'failed']])(
    'when stopped after %j, then it is idle',
    (...events) => {
      expect(run([...events, 'stop'])).toEqual(INITIAL_CHAT_STREAM_STATE);
    },
  );
});

describe('reconnectDelayMs', () => {
  it('when attempts grow, then the delay doubles from 1 s up to 30 s, drawn from the upper half', () => {
    const lowest = (attempt: number) => reconnectDelayMs(attempt, () => 0);
    const highest = (attempt: number) => reconnectDelayMs(attempt, () => 1);

    expect([1, 2, 3, 4].map(highest)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect([1, 2, 3, 4].map(lowest)).toEqual([500, 1_000, 2_000, 4_000]);
    expect(highest(10)).toBe(RECONNECT_MAX_DELAY_MS);
    expect(lowest(10)).toBe(RECONNECT_MAX_DELAY_MS / 2);
  });
});
