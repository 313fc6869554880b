/**
 * The connection to GET /api/events as a state machine (ARCHITECTURE D14), so that every transition
 * can be tested without a browser: chat-events.ts runs the effects each state calls for.
 *
 * idle ─start→ connecting ─opened→ open
 *                 │                  │
 *              failed             failed
 *                 ↓                  ↓
 *              waiting(attempt) ─retry→ connecting        any ─stop→ idle
 *
 * `attempt` counts the failures since the stream was last open; it sets the back-off.
 */
export type ChatStreamStatus = 'idle' | 'connecting' | 'open' | 'waiting';
export type ChatStreamState = { status: ChatStreamStatus; attempt: number };
export type ChatStreamEvent = 'start' | 'opened' | 'failed' | 'retry' | 'stop';

export const INITIAL_CHAT_STREAM_STATE: ChatStreamState = { status: 'idle', attempt: 0 };

/** The next state; the same object when the event means nothing in this state. */
export function nextChatStreamState(state: ChatStreamState, event: ChatStreamEvent): ChatStreamState {
  switch (event) {
    case 'start':
      return state.status === 'idle' ? { status: 'connecting', attempt: 0 } : state;
    case 'opened':
      return state.status === 'connecting' ? { status: 'open', attempt: 0 } : state;
    case 'failed':
      return state.status === 'connecting' || state.status === 'open'
        ? { status: 'waiting', attempt: state.attempt + 1 }
        : state;
    case 'retry':
      return state.status === 'waiting' ? { ...state, status: 'connecting' } : state;
    case 'stop':
      return state.status === 'idle' ? state : INITIAL_CHAT_STREAM_STATE;
  }
}

export const RECONNECT_BASE_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;

/**
 * How long to wait before the `attempt`-th reconnection: doubling from 1 s up to 30 s, and drawn
 * from the upper half of that at random, so that the tabs a server restart disconnected together
 * do not all come back in the same instant.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), RECONNECT_MAX_DELAY_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
