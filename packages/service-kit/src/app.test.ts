import { gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { ERROR_CATALOGUE, SERVER_MESSAGES } from '@lezioni/contracts';
import { createDb, pingDb } from './db';
import { createBaseApp, createServiceApp, finishApp } from './app';
import { createRouter } from './router';
import { unavailable } from './errors';
import { capturingLogger, silentLogger } from './testing';

const logger = silentLogger();
const frame = { name: 'test', logger, trustProxy: 'loopback' };

describe('a service app', () => {
  it('when its database is unreachable, then it is alive but not ready, and says which check fails', async () => {
    const deadDb = createDb({ url: 'postgres://postgres@127.0.0.1:1/none', schema: 'none' });
    const { app } = createServiceApp({
      ...frame,
      readiness: { database: () => pingDb(deadDb), redis: async () => 'PONG' },
    });

    const alive = await request(app).get('/healthz');
    const ready = await request(app).get('/readyz');

    expect(alive.status).toBe(200);
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'not_ready', checks: { database: 'failing', redis: 'ok' } });
    await deadDb.destroy();
  });

  it('when a readiness check never answers, then /readyz still answers, not ready', async () => {
    const { app } = createServiceApp({ ...frame, readiness: { redis: () => new Promise(() => undefined) } });

    const ready = await request(app).get('/readyz');

    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'not_ready', checks: { redis: 'failing' } });
  });

  it('when it serves a route the gateway does not send to it, then it refuses to start and names the route', () => {
    const router = createRouter();
    router.get('/api/me', (_req, res) => void res.end());
    router.post('/api/profile', (_req, res) => void res.end());

    expect(() => createServiceApp({ ...frame, readiness: {}, upstream: 'auth', router })).toThrow(
      /auth serves \/api\/profile, which the gateway does not route to it/,
    );
  });

  it('when a service declares a route, then only its one spelling is served: another case or a trailing slash is a JSON 404', async () => {
    const router = createRouter();
    router.get('/api/me', (_req, res) => void res.json({ user: null }));
    const { app } = createServiceApp({ ...frame, readiness: {}, upstream: 'auth', router });

    const answers = await Promise.all(
      ['/api/me', '/api/me/', '/api/ME', '/api/Me/'].map((path) => request(app).get(path)),
    );

    expect(answers.map((res) => [res.status, res.body.code])).toEqual([
      [200, undefined],
      [404, 'not_found'],
      [404, 'not_found'],
      [404, 'not_found'],
    ]);
  });

  it('when a service builds a router that ignores case or a trailing slash, then it refuses to start', () => {
    const lenient = express.Router();
    lenient.get('/api/me', (_req, res) => void res.end());
    const outer = createRouter();
    outer.use(lenient);

    expect(() => createServiceApp({ ...frame, readiness: {}, upstream: 'auth', router: lenient })).toThrow(
      /createRouter/,
    );
    expect(() => createServiceApp({ ...frame, readiness: {}, upstream: 'auth', router: outer })).toThrow(
      /createRouter/,
    );
  });

  it('when a sub-router is mounted below a prefix, then its routes are checked with the prefix', () => {
    const messages = createRouter();
    messages.get('/:id/messages', (_req, res) => void res.end());
    const routed = createRouter();
    routed.use('/api/conversations', messages);
    const misrouted = createRouter();
    misrouted.use('/api/chats', messages);

    expect(() => createServiceApp({ ...frame, readiness: {}, upstream: 'chat', router: routed })).not.toThrow();
    expect(() => createServiceApp({ ...frame, readiness: {}, upstream: 'chat', router: misrouted })).toThrow(
      /chat serves \/api\/chats\/:id\/messages/,
    );
  });
});

describe('access logs', () => {
  /** A base app whose log lines are kept in `lines`. */
  function loggedApp() {
    const { lines, logger: captured } = capturingLogger();
    const { app } = createBaseApp({ name: 'test', logger: captured, trustProxy: 'loopback', readiness: {} });
    return { app, lines, logger: captured };
  }

  it('when a page or call carries a secret in its query, then the log names the parameter but never its value', async () => {
    const { app, lines, logger: captured } = loggedApp();
    app.get('/reset-password', (_req, res) => void res.send('page'));
    finishApp(app, captured);

    await request(app).get('/reset-password?token=PROBE-a1b2c3&lang=it').expect(200);
    await request(app).get('/api/anything?token=PROBE-d4e5f6').expect(404);

    const log = lines.join('');
    expect(log).not.toContain('PROBE');
    expect(log).toContain('/reset-password?token=…&lang=…');
    expect(log).toContain('/api/anything?token=…');
  });

  it("when a calendar feed's file is read, by any spelling, then the log names the path but not the secret that opens it", async () => {
    const { app, lines, logger: captured } = loggedApp();
    finishApp(app, captured);
    const spellings = [
      '/api/calendar/PROBE-g7h8i9.ics?x=1',
      '/api/calendar/PROBE-g7h8i9.ICS',
      '/api/calendar/PROBE-g7h8i9.Ics',
      '/api/calendar/PROBE-g7h8i9.ics/',
      '/API/Calendar/PROBE-g7h8i9.ics',
      '/api/calendar//PROBE-g7h8i9.ics',
      '/api/calendar/PROBE-g7h8i9',
    ];

    for (const spelling of spellings) await request(app).get(spelling).expect(404);
    await request(app).get('/api/calendar/feed').expect(404);

    const log = lines.join('');
    expect(log).not.toContain('PROBE');
    expect(log).toContain('/api/calendar/….ics?x=…');
    expect(log).toContain('/api/calendar/….ICS');
    expect(log).toContain('/api/calendar/….ics/');
    expect(log).toContain('/api/calendar/feed');
  });

  it('when a call answers an expected 503, then one warning without a stack; another 5xx is an error', async () => {
    const { app, lines, logger: captured } = loggedApp();
    app.get('/api/away', () => {
      throw unavailable();
    });
    app.get('/api/broken', (_req, res) => void res.status(502).json({ error: 'Bad gateway' }));
    finishApp(app, captured);

    await request(app).get('/api/away').expect(503);
    await request(app).get('/api/broken').expect(502);

    const [away, broken] = lines.map((line) => JSON.parse(line) as { level: number; err?: unknown });
    expect(away).toMatchObject({ level: 40 });
    expect(away!.err).toBeUndefined();
    expect(broken).toMatchObject({ level: 50 });
  });

  it('when a service answers a call, then it writes no info line (the gateway has it); a failure is still a warning', async () => {
    const { lines, logger: captured } = capturingLogger();
    const router = createRouter();
    router.get('/api/me', (_req, res) => void res.json({ user: null }));
    const { app } = createServiceApp({
      name: 'auth',
      upstream: 'auth',
      logger: captured,
      trustProxy: 'loopback',
      readiness: {},
      router,
    });

    await request(app).get('/api/me').expect(200);
    await request(app).get('/api/me/missing').expect(404);

    const logged = lines.map((line) => JSON.parse(line) as { level: number; req: { url: string } });
    expect(logged).toEqual([
      expect.objectContaining({ level: 40, req: expect.objectContaining({ url: '/api/me/missing' }) }),
    ]);
  });
});

describe('JSON bodies the parser cannot read', () => {
  const router = createRouter();
  router.post('/api/login', (req, res) => void res.json({ received: req.body as unknown }));
  const { app } = createServiceApp({ ...frame, readiness: {}, upstream: 'auth', router });
  const post = (encoding: string, body: Buffer, type = 'application/json') =>
    request(app)
      .post('/api/login')
      .set('Content-Type', type)
      .set('Content-Encoding', encoding)
      // As it is: superagent would write a Buffer out as JSON (its types say a string comes back).
      .serialize((raw: Buffer) => raw as unknown as string)
      .send(body);
  const json = Buffer.from('{"email":"a@b.co"}');

  it('when a compressed body does not inflate, then 400 in the JSON shape, without zlib wording', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await post(encoding, json);

      expect([encoding, res.status, res.body]).toEqual([
        encoding,
        400,
        { error: SERVER_MESSAGES.unreadableBody, code: 'unreadable_body' },
      ]);
    }
  });

  it('when the encoding or the charset is not supported, then 415 in the JSON shape, without the parser wording', async () => {
    const encoding = await post('compress', json);
    const charset = await post('identity', json, 'application/json; charset=iso-8859-1');

    for (const res of [encoding, charset]) {
      expect([res.status, res.body]).toEqual([
        415,
        { error: SERVER_MESSAGES.unsupportedMediaType, code: 'unsupported_media_type' },
      ]);
    }
  });

  it('when a gzip body inflates, then the route reads it', async () => {
    const res = await post('gzip', gzipSync(json)).expect(200);

    expect(res.body).toEqual({ received: { email: 'a@b.co' } });
  });

  it('when the JSON is malformed or too large, then 400 and 413 with their codes', async () => {
    const malformed = await post('identity', Buffer.from('{"email":'));
    const large = await post('identity', Buffer.from(JSON.stringify({ email: 'x'.repeat(200_000) })));

    expect([malformed.status, malformed.body]).toEqual([
      400,
      { error: SERVER_MESSAGES.invalidJson, code: 'invalid_json' },
    ]);
    expect([large.status, large.body]).toEqual([413, { error: SERVER_MESSAGES.bodyTooLarge, code: 'body_too_large' }]);
  });
});

describe('addresses that do not decode, or carry control characters', () => {
  it('when a path or query does not decode or decodes to a control character, then 400 bad_input before any route, and no error is logged', async () => {
    const { lines, logger: captured } = capturingLogger();
    const router = createRouter();
    router.get('/api/files/:id', (req, res) => void res.json({ id: req.params.id }));
    const { app } = createServiceApp({
      name: 'chat',
      upstream: 'chat',
      logger: captured,
      trustProxy: 'loopback',
      readiness: {},
      router,
    });

    const refused = await Promise.all(
      [
        '/api/files/%FF',
        '/api/files/%C0%80',
        '/api/files/%',
        '/api/files/a%00',
        '/api/files/a?q=%00',
        '/api/files/a?q=%0A',
      ].map((path) => request(app).get(path)),
    );
    const served = await request(app).get('/api/files/caff%C3%A8%20%2F?q=%25').expect(200);

    for (const res of refused) {
      expect([res.status, res.body]).toEqual([400, { error: ERROR_CATALOGUE[400]!.message, code: 'bad_input' }]);
    }
    expect(served.body).toEqual({ id: 'caffè /' });
    expect(lines.map((line) => (JSON.parse(line) as { level: number }).level).filter((level) => level >= 50)).toEqual(
      [],
    );
  });

  it("when a page's query is mangled, then the page still opens; its path is held to the rule", async () => {
    const { app } = createBaseApp({ ...frame, readiness: {} });
    app.get('/materials', (_req, res) => void res.send('page'));
    finishApp(app, logger);

    const mangledQuery = await request(app).get('/materials?ref=50%&x=%FF');
    const mangledPath = await request(app).get('/materials%FF');

    expect(mangledQuery.status).toBe(200);
    expect([mangledPath.status, mangledPath.body.code]).toEqual([400, 'bad_input']);
  });
});
