// The polling mix as k6 scenarios, with no k6 import so that a unit test can run it too
// (polling.test.ts). One scenario per poll of infra/bench/polling-mix.json, at the rate the whole
// pool of students sends it: browsers poll on timers, so the rate does not slow down when answers do.

/** The arrival-rate scenarios for `students` signed-in students playing `mix`. */
export function scenariosFor(mix, students, duration) {
  const scenarios = {};
  for (const poll of mix.polls) {
    const pollers = Math.max(1, Math.round(students * poll.share));
    scenarios[poll.name] = {
      executor: 'constant-arrival-rate',
      exec: 'poll',
      env: { POLL: poll.name },
      // Requests per minute, so intervals that don't divide a second stay exact.
      rate: Math.round((pollers * 60_000) / poll.everyMs),
      timeUnit: '1m',
      duration,
      preAllocatedVUs: Math.max(2, Math.ceil(pollers / 10)),
      maxVUs: Math.max(10, pollers),
    };
  }
  return scenarios;
}

/** The students who poll `poll`: its share of the pool, the first ones. */
export function pollersOf(poll, pool) {
  return pool.slice(0, Math.max(1, Math.round(pool.length * poll.share)));
}

/** The path one student polls: `{conversationId}` is their own conversation. */
export function pathFor(poll, student) {
  return poll.path.replace('{conversationId}', encodeURIComponent(student.conversationId));
}
