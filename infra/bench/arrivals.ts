import { pollersOf, type Poll } from './polling-mix';

/** One request a simulated student's browser sends, `atMs` after the run began. */
export type Arrival = { atMs: number; student: number; poll: Poll };

/**
 * The polls of `students` simulated browsers in time order, forever: each student polls every route
 * of the mix it polls at its interval from a random phase (browsers do not start in step): the first
 * `share` of the students poll a route. An open-loop schedule: the times do not
 * wait for answers, so a server that falls behind shows it in the latencies measured from them.
 */
export function* arrivals(
  students: number,
  mix: { polls: readonly Poll[] },
  random: () => number = Math.random,
): Generator<Arrival, never> {
  // Per poll, its students sorted by phase: the k-th send of round m is at phase[k] + m × interval.
  const lanes = mix.polls.map((poll) => {
    const phases = Array.from({ length: pollersOf(poll, students) }, (_, student) => ({
      student,
      phaseMs: random() * poll.everyMs,
    }));
    return { poll, phases: phases.sort((a, b) => a.phaseMs - b.phaseMs), next: 0, round: 0 };
  });
  const dueMs = (lane: (typeof lanes)[number]) => lane.phases[lane.next]!.phaseMs + lane.round * lane.poll.everyMs;

  for (;;) {
    let lane = lanes[0]!;
    for (const other of lanes) if (dueMs(other) < dueMs(lane)) lane = other;
    yield { atMs: dueMs(lane), student: lane.phases[lane.next]!.student, poll: lane.poll };
    lane.next += 1;
    if (lane.next === lane.phases.length) {
      lane.next = 0;
      lane.round += 1;
    }
  }
}

/** Percentiles of latencies in ms, nearest-rank. */
export function latencySummary(latenciesMs: readonly number[]) {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : 0;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}
