import request from 'supertest';
import { eventually, registerStudent, startPlatform, type Platform } from './harness';

/** More than the gateway's pool of kept-alive connections to one upstream (256). */
const FLOOD = 270;
/**
 * How long a call of another user may take while the flood is on: a pool held by streams would keep
 * it until the upstream timeout (10 s); 3 s was once too short on CI's busy machine.
 */
const ANSWERED_WITHIN_MS = 6_000;

let platform: Platform;
beforeAll(async () => {
  // The production upstream timeout: a connection held by a stream is not cut short for the others.
  platform = await startPlatform({ services: ['auth', 'chat'], env: { UPSTREAM_TIMEOUT_MS: '10000' } });
});
afterAll(async () => {
  await platform.stop();
});

describe('event-stream paths by another spelling', () => {
  it("when one signed-in student opens 270 `/api/events/` at once, then each is refused with a 404 and another user's conversations are answered in time", async () => {
    const flooder = await registerStudent(platform);
    const other = await registerStudent(platform);
    const flood = new AbortController();
    let answered = 0;
    // A stream's body is left unread: it holds its connection, as the attacker's did.
    const answers = Array.from({ length: FLOOD }, () =>
      fetch(`${platform.gatewayUrl}/api/events/`, { headers: { cookie: flooder.cookie }, signal: flood.signal }).then(
        async (res) => {
          answered += 1;
          return res.status === 200 ? 'a stream' : `${res.status} ${((await res.json()) as { code: string }).code}`;
        },
      ),
    );
    try {
      // As many as the gateway's pool holds have their answer: the pool is full unless they were refused.
      await eventually(async () => answered >= 256, { timeoutMs: 20_000 });
      const startedAt = Date.now();
      const conversations = await request(platform.gateway)
        .get('/api/conversations')
        .set('Cookie', other.cookie)
        .timeout(ANSWERED_WITHIN_MS);

      expect(conversations.status).toBe(200);
      expect(Date.now() - startedAt).toBeLessThan(ANSWERED_WITHIN_MS);
      expect(new Set(await Promise.all(answers))).toEqual(new Set(['404 not_found']));
    } finally {
      flood.abort();
      await Promise.allSettled(answers);
    }
  }, 60_000);
});
