import http from 'node:http';
import { SERVER_MESSAGES } from '@lezioni/contracts';
import { rawRequest, slowPost, testKeys } from '@lezioni/service-kit/testing';
import { listen, startService, type StartedService } from './harness';

const TIMEOUTS = { HEADERS_TIMEOUT_MS: '300', BODY_IDLE_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '1500' };
const JSON_TYPE = 'application/json';
const TIMED_OUT = { error: SERVER_MESSAGES.requestTimeout, code: 'request_timeout' };

/** What reached the fake services behind the gateway: each request, and whether its body came whole. */
const received: { url: string; isComplete: Promise<boolean> }[] = [];
let upstream: { server: http.Server; url: string };
let gateway: StartedService;
beforeAll(async () => {
  upstream = await listen((req, res) => {
    received.push({
      url: req.url ?? '',
      isComplete: new Promise((resolve) => req.once('close', () => resolve(req.complete))),
    });
    req.resume();
    req.once('end', () => res.end('{}'));
  });
  gateway = await startService('gateway', {
    JWT_PUBLIC_KEY: testKeys().publicKey,
    LOG_LEVEL: 'silent',
    AUTH_URL: upstream.url,
    CHAT_URL: upstream.url,
    ...TIMEOUTS,
  });
});
afterAll(async () => {
  await gateway.stop();
  upstream.server.closeAllConnections();
  upstream.server.close();
});

describe('a request that arrives too slowly', () => {
  beforeEach(() => {
    received.length = 0;
  });

  it('when a sign-in body stops arriving, then 408 in the JSON shape, the connection closes, and the service got nothing', async () => {
    const answer = await slowPost(`${gateway.url}/api/login`, { type: JSON_TYPE, length: 1000, sent: '{"email":' });

    expect(answer).toEqual({ status: 408, connection: 'close', body: TIMED_OUT });
    expect(received).toEqual([]);
  });

  it('when a client drips a byte at a time, never pausing long, then the whole-request deadline ends it: 408, and the service got nothing', async () => {
    const answer = await slowPost(`${gateway.url}/api/login`, { type: JSON_TYPE, length: 1000, sent: '{', dripMs: 50 });

    expect(answer).toEqual({ status: 408, connection: 'close', body: TIMED_OUT });
    expect(received).toEqual([]);
  });

  it('when an upload stops after its first megabytes, then 408, and the service sees the request cut, never a whole body', async () => {
    const answer = await slowPost(`${gateway.url}/api/uploads`, {
      type: 'multipart/form-data; boundary=x',
      length: 5 * 1024 * 1024,
      sent: Buffer.alloc(1536 * 1024, 'x'),
    });

    expect(answer).toEqual({ status: 408, connection: 'close', body: TIMED_OUT });
    expect(received.map((request) => request.url)).toEqual(['/api/uploads']);
    expect(await received[0]!.isComplete).toBe(false);
  });

  it('when the headers stop arriving, then 408 in the JSON shape and the connection closes', async () => {
    const answer = await rawRequest(gateway.url, 'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty');

    expect(answer).toEqual({ status: 408, connection: 'close', body: TIMED_OUT });
    expect(received).toEqual([]);
  });

  it('when a body arrives in pieces with short pauses, then it is passed on whole', async () => {
    const body = JSON.stringify({ email: 'a@b.co', password: 'x' });
    const req = http.request(`${gateway.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': JSON_TYPE, 'content-length': body.length },
    });
    const answered = new Promise<number>((resolve) => req.once('response', (res) => resolve(res.statusCode ?? 0)));
    req.write(body.slice(0, 10));
    setTimeout(() => req.end(body.slice(10)), 100);

    expect(await answered).toBe(200);
    expect(await received[0]!.isComplete).toBe(true);
  });
});
