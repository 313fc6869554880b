import { arrivals, latencySummary, type Arrival } from './arrivals';
import { POLLING_MIX, requestsPerStudentPerSecond } from './polling-mix';

function firstMinute(students: number): Arrival[] {
  const sent: Arrival[] = [];
  for (const arrival of arrivals(students, POLLING_MIX)) {
    if (arrival.atMs >= 60_000) break;
    sent.push(arrival);
  }
  return sent;
}

describe('the arrivals of simulated students', () => {
  it('offers the mix rate for the number of students, in time order', () => {
    const sent = firstMinute(1_000);
    expect(sent.length).toBe(Math.round(60 * 1_000 * requestsPerStudentPerSecond(POLLING_MIX)));
    expect(sent.every((arrival, n) => n === 0 || arrival.atMs >= sent[n - 1]!.atMs)).toBe(true);
  });

  it('has every student poll each route at its interval, and only the share of a route poll it', () => {
    const sent = firstMinute(100);
    const messagePollers = new Set(sent.filter((a) => a.poll.name === 'messages').map((a) => a.student));
    expect(messagePollers.size).toBe(20);
    const orderPollers = new Set(sent.filter((a) => a.poll.name === 'orders').map((a) => a.student));
    expect(orderPollers).toEqual(new Set([0, 1]));
    const conversationsOfStudent7 = sent.filter((a) => a.student === 7 && a.poll.name === 'conversations');
    expect(conversationsOfStudent7).toHaveLength(6);
    expect(conversationsOfStudent7[1]!.atMs - conversationsOfStudent7[0]!.atMs).toBeCloseTo(10_000, 6);
  });
});

describe('latency summary', () => {
  it('gives nearest-rank percentiles', () => {
    const latencies = Array.from({ length: 100 }, (_, n) => n + 1);
    expect(latencySummary(latencies)).toEqual({ count: 100, p50: 50, p95: 95, p99: 99, max: 100 });
  });
});
