// k6 load script for operators: the pages' polling mix (the same file `npm run bench:api` plays)
// against a deployed platform. Not run on the project's machines (no k6 there).
//
//   k6 run -e BASE_URL=https://staging.lezioni.example -e STUDENTS=200 -e DURATION=10m infra/k6/polling.js
//
// setup() registers STUDENTS students (registration signs them in) and opens each one's conversation
// with the teacher. Registration is limited per address (REGISTER_RATE_LIMIT_PER_IP, 10 per 15
// minutes by default): raise it on the deployment under test for the run. Use staging, not
// production: the students stay.
import http from 'k6/http';
import { check, fail } from 'k6';
import { pathFor, pollersOf, scenariosFor } from './polling-scenarios.js';

const mix = JSON.parse(open('../bench/polling-mix.json'));
const BASE_URL = (__ENV.BASE_URL || fail('set BASE_URL, e.g. -e BASE_URL=https://staging.lezioni.example')).replace(
  /\/$/,
  '',
);
const STUDENTS = Number(__ENV.STUDENTS || 100);
const DURATION = __ENV.DURATION || '5m';
const JSON_HEADERS = { 'Content-Type': 'application/json' };

export const options = {
  scenarios: scenariosFor(mix, STUDENTS, DURATION),
  setupTimeout: `${Math.max(60, STUDENTS)}s`,
  thresholds: {
    // Every poll answered, quickly: the pages poll again at once on the next tick.
    http_req_failed: ['rate<0.01'],
    'http_req_duration{kind:poll}': ['p(99)<500'],
  },
};

/** The session cookie a response set (`__Host-lezioni_session` over https, `lezioni_session` over http). */
function sessionCookieOf(response) {
  const name = Object.keys(response.cookies).find((cookie) => cookie.endsWith('lezioni_session'));
  if (!name) fail(`no session cookie in the answer to ${response.request.url} (${response.status})`);
  return { name, value: response.cookies[name][0].value };
}

export function setup() {
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const pool = [];
  for (let i = 0; i < STUDENTS; i += 1) {
    const email = `k6-${runId}-${i}@example.com`;
    const registered = http.post(
      `${BASE_URL}/api/register`,
      JSON.stringify({ name: `k6 student ${i}`, email, password: `K6-load-${runId}-pw` }),
      { headers: JSON_HEADERS, tags: { kind: 'setup' } },
    );
    if (!check(registered, { registered: (r) => r.status === 201 })) {
      fail(`registering ${email}: ${registered.status} ${registered.body}`);
    }
    const cookie = sessionCookieOf(registered);
    const conversation = http.post(`${BASE_URL}/api/conversations`, null, {
      cookies: { [cookie.name]: { value: cookie.value, replace: true } },
      tags: { kind: 'setup' },
    });
    if (!check(conversation, { 'conversation opened': (r) => r.status === 200 || r.status === 201 })) {
      fail(`opening the conversation of ${email}: ${conversation.status}`);
    }
    pool.push({ cookie, conversationId: conversation.json('id') });
  }
  return { pool };
}

/** One poll by one student of the scenario's poll, picked at random among those who poll it. */
export function poll({ pool }) {
  const target = mix.polls.find((entry) => entry.name === __ENV.POLL);
  const pollers = pollersOf(target, pool);
  const student = pollers[Math.floor(Math.random() * pollers.length)];
  const response = http.get(`${BASE_URL}${pathFor(target, student)}`, {
    cookies: { [student.cookie.name]: { value: student.cookie.value, replace: true } },
    tags: { kind: 'poll', name: target.name },
  });
  check(response, { [`${target.name} 200`]: (r) => r.status === 200 });
}
