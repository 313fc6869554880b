import {
  BOOKINGS_POLL_MS,
  CONVERSATIONS_POLL_MS,
  CREDITS_POLL_MS,
  MESSAGES_POLL_MS,
  MY_MATERIALS_POLL_MS,
} from '@lezioni/contracts';
import { POLLING_MIX, requestsPerStudentPerSecond } from './polling-mix';

describe('the polling mix the benchmarks play', () => {
  it('polls at the intervals the browsers use', () => {
    expect(Object.fromEntries(POLLING_MIX.polls.map((poll) => [poll.name, poll.everyMs]))).toEqual({
      conversations: CONVERSATIONS_POLL_MS,
      messages: MESSAGES_POLL_MS,
      credits: CREDITS_POLL_MS,
      bookings: BOOKINGS_POLL_MS,
      materials: MY_MATERIALS_POLL_MS,
      // The packages page polls the orders like the credits while one awaits payment.
      orders: CREDITS_POLL_MS,
    });
  });

  it('weighs each poll by the share of students whose page sends it', () => {
    // 0.1 (conversations) + 0.2 × 0.5 (messages) + 3 × 1/60 (credits, bookings, materials) + 0.02 × 1/60 (orders)
    expect(requestsPerStudentPerSecond(POLLING_MIX)).toBeCloseTo(0.2503, 4);
  });
});
