import { SERVER_MESSAGES } from '@lezioni/contracts';
import { createServiceApp } from './app';
import { createRouter } from './router';
import { serve, type ServedService } from './service';
import { rawRequest, silentLogger, slowPost } from './testing';

const TIMED_OUT = { error: SERVER_MESSAGES.requestTimeout, code: 'request_timeout' };

/** A service reached directly (inside the cluster, no gateway in front), with short timeouts. */
let service: ServedService;
let signIns = 0;
beforeAll(async () => {
  const logger = silentLogger();
  const router = createRouter();
  router.post('/api/login', (_req, res) => {
    signIns += 1;
    res.json({ ok: true });
  });
  const { app } = createServiceApp({
    name: 'auth',
    upstream: 'auth',
    logger,
    trustProxy: 'loopback',
    readiness: {},
    router,
    requestTimeouts: { HEADERS_TIMEOUT_MS: 300, BODY_IDLE_TIMEOUT_MS: 300, REQUEST_TIMEOUT_MS: 1500 },
  });
  service = await serve({ app, port: 0, logger, close: async () => undefined }, { port: 0, host: '127.0.0.1' });
});
afterAll(() => service.stop());

describe('a service reached directly by a slow or broken client', () => {
  it('when a body stops arriving, then 408 in the JSON shape, the connection closes and the route never runs', async () => {
    const answer = await slowPost(`${service.url}/api/login`, { type: 'application/json', length: 100, sent: '{"em' });

    expect(answer).toEqual({ status: 408, connection: 'close', body: TIMED_OUT });
    expect(signIns).toBe(0);
  });

  it('when a body drips without pausing long, then the whole-request deadline ends it with 408', async () => {
    const answer = await slowPost(`${service.url}/api/login`, {
      type: 'application/json',
      length: 1000,
      sent: '{',
      dripMs: 50,
    });

    expect(answer).toEqual({ status: 408, connection: 'close', body: TIMED_OUT });
    expect(signIns).toBe(0);
  });

  it('when the headers stop arriving, then 408 in the JSON shape', async () => {
    const answer = await rawRequest(service.url, 'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    expect(answer).toEqual({ status: 408, connection: 'close', body: TIMED_OUT });
  });

  it('when the headers are too large or the request is not HTTP, then 431 or 400 in the JSON shape', async () => {
    const huge = await rawRequest(
      service.url,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const garbled = await rawRequest(service.url, 'HELLO\r\n\r\n');

    expect(huge).toEqual({
      status: 431,
      connection: 'close',
      body: { error: SERVER_MESSAGES.headersTooLarge, code: 'headers_too_large' },
    });
    expect(garbled).toMatchObject({ status: 400, connection: 'close', body: { code: 'bad_input' } });
  });
});
