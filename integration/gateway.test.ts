import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import {
  LESSON_ROOM_API,
  PAGE_REMOTES,
  PRELOAD_LIST_FILE,
  LANGUAGES,
  LANGUAGE_COOKIE,
  PRERENDERED_NOT_FOUND,
  PAGE_RENDERER_FILE,
  PRERENDERED_PAGES,
  prerenderedFileOf,
  type Language,
  type PageConfig,
  RuntimeConfigSchema,
  SERVER_MESSAGES,
  UPSTREAMS,
} from '@lezioni/contracts';
import { SESSION_HINT_COOKIE } from '@lezioni/contracts/constants';
import { testKeys } from '@lezioni/service-kit/testing';
import { listen, startPlatform, startService, type Platform, type StartedService } from './harness';

const gateways: StartedService[] = [];
afterAll(async () => {
  for (const gateway of gateways) await gateway.stop();
});

const urlOf = async (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Posts `bytes` bytes in 64 KB chunks without Content-Length, as a streaming upload does. */
function postChunked(url: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let isAnswered = false;
    const req = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      (res) => {
        isAnswered = true;
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    // The gateway may close the connection as soon as it has answered, before the body is all sent.
    req.on('error', (err) => (isAnswered ? undefined : reject(err)));
    const chunk = Buffer.alloc(64 * 1024, 'x');
    Readable.from(
      (function* () {
        for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk;
      })(),
    ).pipe(req);
  });
}

/** A gateway alone, with its upstreams named by `env`. */
async function gatewayWith(env: Record<string, string>) {
  const gateway = await startService('gateway', { JWT_PUBLIC_KEY: testKeys().publicKey, LOG_LEVEL: 'silent', ...env });
  gateways.push(gateway);
  return gateway.server;
}

const rendererFile = (root: string) => path.join(root, 'shell', 'dist', PAGE_RENDERER_FILE);
const renderedConfigOf = (html: string) =>
  (
    JSON.parse(/<script type="application\/json" id="lz-prerender">(.*?)<\/script>/s.exec(html)![1]!) as {
      config: PageConfig;
    }
  ).config;
/** The configs the web root's renderer was run with, one per render. */
const rendersIn = (root: string) =>
  readFileSync(path.join(root, 'renders.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as PageConfig);

/**
 * Writes the web root's page renderer (PAGE_RENDERER_FILE) as a build of this test's own: every visitor page in
 * each language is `body(path, language)` with the config it was given, and each render is logged to
 * `renders.log`. The real renderer is driven by e2e/landing.test.ts.
 */
function writeVisitorPagesRenderer(root: string, body: (pagePath: string, language: Language) => string): void {
  const pages = LANGUAGES.flatMap((language) =>
    [...PRERENDERED_PAGES, PRERENDERED_NOT_FOUND].map(({ path: pagePath, file }) => [
      prerenderedFileOf(file, language),
      body(pagePath, language),
    ]),
  );
  mkdirSync(path.dirname(rendererFile(root)), { recursive: true });
  writeFileSync(
    rendererFile(root),
    `const { appendFileSync } = require('node:fs');
const { brotliCompressSync, gzipSync } = require('node:zlib');
exports.renderVisitorPages = async ({ webRoot, config }) => {
  appendFileSync(webRoot + '/renders.log', JSON.stringify(config) + '\\n');
  return ${JSON.stringify(pages)}.map(([file, body]) => {
    const html = '<!doctype html><div id="root">' + body + '</div><script type="application/json" id="lz-prerender">' +
      JSON.stringify({ config }) + '</script>';
    return { file, html, br: brotliCompressSync(html), gzip: gzipSync(html) };
  });
};`,
  );
}

/** A built web root whose visitor pages say their path and language (the Lost page at its placeholder). */
function webRootWithVisitorPages(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lezioni-web-'));
  const dist = path.join(root, 'shell', 'dist');
  mkdirSync(path.join(dist, 'it'), { recursive: true });
  for (const language of LANGUAGES) {
    writeFileSync(
      path.join(dist, prerenderedFileOf('index.html', language)),
      `<!doctype html><div id="root">app ${language}</div>`,
    );
  }
  writeVisitorPagesRenderer(root, (pagePath, language) => `<h1>${pagePath} ${language}</h1>`);
  return root;
}

async function closedPortUrl(): Promise<string> {
  const { server, url } = await listen(() => undefined);
  await new Promise((resolve) => server.close(resolve));
  return url;
}

describe('gateway in front of a missing or failing upstream', () => {
  it('when the auth service is down, then 503 JSON with the spec text, without waiting for the upstream timeout', async () => {
    // A refused connection must not be retried until the (here, longer than the test) timeout: 503, not 502.
    const app = await gatewayWith({ AUTH_URL: await closedPortUrl(), UPSTREAM_TIMEOUT_MS: '60000' });

    const res = await request(app).post('/api/login').send({ email: 'a@b.co', password: 'x' });

    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.unavailable, code: 'unavailable' });
  });

  it('when the only upstream dies under a read, then 503 JSON as for one that is down, not 502', async () => {
    // As a killed container: the connection the gateway holds is cut under the call, and its address
    // refuses until the service is back.
    const dying = await listen((req) => {
      dying.server.close();
      req.socket.destroy();
    });
    const app = await gatewayWith({ AUTH_URL: dying.url, UPSTREAM_TIMEOUT_MS: '60000' });

    const res = await request(app).get('/api/me');

    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.unavailable, code: 'unavailable' });
  });

  it('when the upstream accepts but never answers, then 502 JSON after the upstream timeout', async () => {
    const hanging = await listen(() => undefined);
    const app = await gatewayWith({ AUTH_URL: hanging.url, UPSTREAM_TIMEOUT_MS: '300' });

    const res = await request(app).get('/api/me');

    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.unavailable, code: 'unavailable' });
    hanging.server.closeAllConnections();
    hanging.server.close();
  });

  it('when a route belongs to a service not deployed yet, then 503 JSON', async () => {
    const app = await gatewayWith({});

    for (const path of [
      '/api/my-bookings',
      '/api/conversations/42/messages',
      '/api/unfurl?url=x',
      '/api/admin/analytics',
    ]) {
      const res = await request(app).get(path);
      expect([path, res.status, res.body]).toEqual([
        path,
        503,
        { error: SERVER_MESSAGES.unavailable, code: 'upstream_not_deployed' },
      ]);
    }
  });

  it('when an /api path is unknown, then 404 JSON', async () => {
    const res = await request(await gatewayWith({})).get('/api/nothing-here');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.notFound, code: 'not_found' });
  });
});

describe('gateway in front of the chat and booking services', () => {
  it.each([
    ["chat's", 'CHAT_URL', '/api/events', '/api/conversations'],
    ["a lesson room's", 'BOOKING_URL', LESSON_ROOM_API.events('tc-42'), '/api/my-bookings'],
  ])(
    'when %s event stream stays open past the API timeout, then events pass through at once, uncompressed',
    async (_name, urlKey, path, callPath) => {
      let sendSecond = () => undefined as void;
      const upstream = await listen((req, res) => {
        // Any other call gets no answer: the gateway gives up on it after the API timeout.
        if (req.url !== path) return;
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write('event: message\ndata: {"n":1}\n\n');
        sendSecond = () => void res.end('event: message\ndata: {"n":2}\n\n');
      });
      const gateway = await gatewayWith({ [urlKey]: upstream.url, UPSTREAM_TIMEOUT_MS: '300' });
      const url = `${await urlOf(gateway)}${path}`;

      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      const reader = res.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      // A call made after the stream's first event timed out: so would the stream have, by now.
      await request(gateway).get(callPath).expect(502);
      sendSecond();
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        rest += new TextDecoder().decode(chunk.value);
      }

      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(first).toContain('data: {"n":1}');
      expect(rest).toContain('data: {"n":2}');
      upstream.server.close();
    },
  );

  it("when a page's GET and another origin's reach a service, then both answers carry the same headers and gzip, and the service gets the same client, protocol and request id", async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const upstream = await listen((req, res) => {
      seen.push(req.headers);
      // Past compression's 1 KB threshold.
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ list: 'x'.repeat(4096) }));
    });
    const gateway = await gatewayWith({ CHAT_URL: upstream.url, ALLOWED_ORIGINS: 'https://partner.example' });
    const ask = (headers: Record<string, string>) =>
      request(gateway)
        .get('/api/conversations')
        .set({
          'Accept-Encoding': 'gzip',
          'X-Forwarded-For': '198.18.7.9',
          'X-Request-Id': 'trace-lane-1',
          ...headers,
        });

    // The page's own call (no Origin) is forwarded before Express; the partner's goes through it.
    const ours = await ask({});
    const partner = await ask({ Origin: 'https://partner.example' });

    const comparable = (headers: Record<string, string>) => {
      const { date: _date, 'access-control-allow-origin': _origin, ...rest } = headers;
      return rest;
    };
    expect(ours.status).toBe(200);
    expect(ours.headers['content-encoding']).toBe('gzip');
    expect(ours.body).toEqual({ list: 'x'.repeat(4096) });
    expect(ours.headers['content-security-policy']).toContain("script-src 'self'");
    expect(ours.headers['x-request-id']).toBe('trace-lane-1');
    expect(comparable(ours.headers)).toEqual(comparable(partner.headers));
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
    // Loopback is a trusted proxy in tests (TRUST_PROXY), so the address it names is the client's.
    for (const headers of seen) {
      expect([headers['x-forwarded-for'], headers['x-forwarded-proto'], headers['x-request-id']]).toEqual([
        '198.18.7.9',
        'http',
        'trace-lane-1',
      ]);
    }
    expect(seen).toHaveLength(2);
    upstream.server.close();
  });

  it('when an upload streams past the body limit without a length, then 413 JSON and the service gets no more than the limit', async () => {
    let receivedBytes = 0;
    const upstream = await listen((req, res) => {
      req.on('data', (chunk: Buffer) => (receivedBytes += chunk.length));
      req.on('end', () => res.end('{}'));
    });
    const gateway = await gatewayWith({ CHAT_URL: upstream.url });
    const limit = UPSTREAMS.chat.bodyLimitBytes;

    const answer = await postChunked(`${await urlOf(gateway)}/api/uploads`, limit + 1024 * 1024);

    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: SERVER_MESSAGES.bodyTooLarge, code: 'body_too_large' });
    expect(receivedBytes).toBeLessThanOrEqual(limit);
    upstream.server.closeAllConnections();
    upstream.server.close();
  });
});

describe('gateway edge behaviour', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform({ env: { ALLOWED_ORIGINS: 'https://partner.example' } });
  });
  afterAll(() => platform.stop());

  it('when a request passes through, then the request id travels to the service and back', async () => {
    const given = await request(platform.gateway).get('/api/me').set('X-Request-Id', 'trace-abc-123');
    const fresh = await request(platform.gateway).get('/api/me');
    const poisoned = await request(platform.gateway).get('/api/me').set('X-Request-Id', 'bad id <script>');

    expect(given.headers['x-request-id']).toBe('trace-abc-123');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(poisoned.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("when a gzip body does not inflate, then the service's 400 is in the JSON shape, without zlib's wording", async () => {
    const res = await request(platform.gateway)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"email":"a@b.co","password":"x"}');

    expect([res.status, res.body]).toEqual([400, { error: SERVER_MESSAGES.unreadableBody, code: 'unreadable_body' }]);
  });

  it('when any page or call is answered, then the security headers are set', async () => {
    const res = await request(platform.gateway).get('/api/config');

    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('when an allowed origin calls with credentials, then CORS allows it; other origins are not', async () => {
    const allowed = await request(platform.gateway)
      .options('/api/login')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'POST');
    const other = await request(platform.gateway).get('/api/config').set('Origin', 'https://evil.example');

    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('when the pages ask for the runtime config, then they get the deployment values', async () => {
    const res = await request(platform.gateway).get('/api/config').expect(200);

    const config = RuntimeConfigSchema.parse(res.body);
    expect(config.remotes).toEqual({
      marketing: '/mfe/marketing/remoteEntry.js',
      student: '/mfe/student/remoteEntry.js',
      admin: '/mfe/admin/remoteEntry.js',
      chat: '/mfe/chat/remoteEntry.js',
      lesson: '/mfe/lesson/remoteEntry.js',
    });
  });

  it('when services are probed, then health, readiness and metrics answer', async () => {
    await request(platform.urls.auth!).get('/healthz').expect(200);
    const ready = await request(platform.urls.auth!).get('/readyz');
    await request(platform.urls.auth!).get('/api/me');
    const metrics = await request(platform.urls.auth!).get('/metrics');

    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    expect(metrics.text).toMatch(
      /http_request_duration_seconds_count\{service="auth",method="GET",route="\/api\/me",status="401"\} \d+/,
    );
  });
});

describe('web pages', () => {
  it('when the shell is built, then every non-API path gets its index page with the status it shows, scripts go gzipped, missing assets get 404', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lezioni-web-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    mkdirSync(path.join(root, 'mfe-chat', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(root, 'mfe-chat', 'dist', 'remoteEntry.js'), 'var mfe_chat;');
    writeFileSync(path.join(root, 'mfe-chat', 'dist', 'big.js'), 'var chat = "lezioni";\n'.repeat(500));
    const app = await gatewayWith({ WEB_ROOT: root });

    const page = await request(app).get('/student-dashboard/bookings').set('Accept', 'text/html');
    const deep = await request(app).get('/error/418').set('Accept', 'text/html');
    const unknown = await request(app).get('/nope').set('Accept', 'text/html');
    const room = await request(app).get('/lesson/tc-42').set('Accept', 'text/html');
    const belowRoom = await request(app).get('/lesson/tc-42/more').set('Accept', 'text/html');
    const remote = await request(app).get('/mfe/chat/remoteEntry.js');
    const missing = await request(app).get('/mfe/chat/nope.js');
    const compressed = await request(app).get('/mfe/chat/big.js').set('Accept-Encoding', 'gzip');

    expect([page.status, deep.status, unknown.status, room.status, belowRoom.status]).toEqual([
      200, 418, 404, 200, 404,
    ]);
    for (const answer of [page, deep, unknown]) expect(answer.text).toContain('<div id="root">');
    expect(remote.status).toBe(200);
    expect(remote.headers['cache-control']).toBe('no-cache');
    expect(remote.headers.etag).toBeDefined();
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(missing.status).toBe(404);
  });

  it('when a script file is answered, then it carries the headers a script uses, not the page policy', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lezioni-web-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'var shell;');
    const app = await gatewayWith({ WEB_ROOT: root });

    const script = await request(app).get('/main.js?0a1b2c');
    const page = await request(app).get('/login').set('Accept', 'text/html');

    expect(script.status).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('when the build precompressed a hashed file, then it goes as brotli from disk, cached for a year', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lezioni-web-'));
    const dist = path.join(root, 'shell', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const script = 'var shell = "lezioni";\n'.repeat(500);
    writeFileSync(path.join(dist, 'app.1a2b3c4d.js'), script);
    writeFileSync(path.join(dist, 'app.1a2b3c4d.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'app.1a2b3c4d.js.gz'), gzipSync(script));
    const app = await gatewayWith({ WEB_ROOT: root });

    const brotli = await request(app).get('/app.1a2b3c4d.js').set('Accept-Encoding', 'gzip, deflate, br');
    const plain = await request(app).get('/app.1a2b3c4d.js').set('Accept-Encoding', 'identity');

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotli.text).toBe(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it("when gateways start with teacher names other than the build's, then each sends the landing page rendered with its own config, rendered once, precompressed", async () => {
    const root = webRootWithVisitorPages();
    const chiara = await gatewayWith({ WEB_ROOT: root, ADMIN_NAME: 'Chiara Lombardi', VIDEO_ID: 'abc' });
    const giulia = await gatewayWith({
      WEB_ROOT: root,
      ADMIN_NAME: 'Giulia Conti',
      TEACHER_AVATAR_URL: 'https://img.example/giulia.jpg',
      VIDEO_ID: 'xyz',
      PRODUCTION_HOST: 'italiano.example',
    });
    const landing = (app: http.Server) =>
      request(app).get('/').set('Accept', 'text/html').set('Accept-Encoding', 'gzip, br');

    const fromChiara = await landing(chiara);
    const fromGiulia = await landing(giulia);
    const again = await landing(giulia);

    expect(fromChiara.status).toBe(200);
    expect(fromChiara.text).toContain('<h1>/ en</h1>');
    expect(renderedConfigOf(fromChiara.text).teacherName).toBe('Chiara Lombardi');
    expect(renderedConfigOf(fromGiulia.text)).toEqual({
      teacherName: 'Giulia Conti',
      teacherAvatarUrl: 'https://img.example/giulia.jpg',
      videoId: 'xyz',
      productionHost: 'italiano.example',
    });
    for (const answer of [fromGiulia, again]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.link).toBeUndefined();
    }
    expect(again.headers.etag).toBe(fromGiulia.headers.etag);
    const unchanged = await request(giulia)
      .get('/')
      .set('Accept', 'text/html')
      .set('Accept-Encoding', 'gzip, br')
      .set('If-None-Match', fromGiulia.headers.etag!);
    expect(unchanged.status).toBe(304);
    // One render per gateway, not one per request.
    expect(
      rendersIn(root)
        .map((config) => config.teacherName)
        .sort(),
    ).toEqual(['Chiara Lombardi', 'Giulia Conti']);
  });

  it('when the visitor pages are rendered, then each path sends its page to a browser without the session hint, and the app page to one with it; / goes to both', async () => {
    const app = await gatewayWith({ WEB_ROOT: webRootWithVisitorPages() });
    const get = (pagePath: string, cookie: string) =>
      request(app).get(pagePath).set('Accept', 'text/html').set('Accept-Encoding', 'gzip').set('Cookie', cookie);

    for (const { path: pagePath } of PRERENDERED_PAGES) {
      const signedOut = await get(pagePath, 'other=1');
      const signedIn = await get(pagePath, `${SESSION_HINT_COOKIE}=1`);

      expect({ pagePath, signedOut: signedOut.text.includes(`<h1>${pagePath} en</h1>`) }).toEqual({
        pagePath,
        signedOut: true,
      });
      expect(signedOut.status).toBe(pagePath === '/error/403' ? 403 : pagePath === '/error/500' ? 500 : 200);
      expect(signedOut.headers['content-encoding']).toBe('gzip');
      expect({ pagePath, signedIn: signedIn.text.includes(`<h1>${pagePath} en</h1>`) }).toEqual({
        pagePath,
        signedIn: pagePath === '/',
      });
    }
    expect((await get('/verify-email', 'other=1')).text).toContain('<div id="root">app en</div>');
  });

  it("when the visitor pages are rendered in both languages, then each visitor gets theirs: the one chosen (cookie), else the browser's; the landing page has an address per language and / sends an Italian reader to /it/", async () => {
    const app = await gatewayWith({ WEB_ROOT: webRootWithVisitorPages() });
    const get = (pagePath: string, headers: Record<string, string>) =>
      request(app).get(pagePath).set('Accept', 'text/html').set(headers);
    const italianBrowser = { 'Accept-Language': 'it-IT,it;q=0.9,en;q=0.8' };
    const englishBrowser = { 'Accept-Language': 'en-US,en;q=0.9' };

    const firstItalianVisit = await get('/?ref=newsletter', italianBrowser);
    expect(firstItalianVisit.status).toBe(302);
    expect(firstItalianVisit.headers.location).toBe('/it/?ref=newsletter');
    expect((await get('/', { ...englishBrowser, Cookie: `${LANGUAGE_COOKIE}=it` })).headers.location).toBe('/it/');
    const choseEnglish = await get('/', { ...italianBrowser, Cookie: `${LANGUAGE_COOKIE}=en` });
    expect(choseEnglish.status).toBe(200);
    expect(choseEnglish.text).toContain('<h1>/ en</h1>');
    expect(choseEnglish.headers.vary).toMatch(/Cookie/);
    expect(choseEnglish.headers.vary).toMatch(/Accept-Language/);
    expect((await get('/', englishBrowser)).text).toContain('<h1>/ en</h1>');

    // The Italian address is Italian whatever the visitor chose before; without its slash it moves there.
    const italian = await get('/it/', { ...englishBrowser, Cookie: `${LANGUAGE_COOKIE}=en` });
    expect(italian.status).toBe(200);
    expect(italian.text).toContain('<h1>/ it</h1>');
    const withoutSlash = await get('/it', englishBrowser);
    expect(withoutSlash.status).toBe(301);
    expect(withoutSlash.headers.location).toBe('/it/');

    expect((await get('/login', { ...englishBrowser, Cookie: `${LANGUAGE_COOKIE}=it` })).text).toContain(
      '<h1>/login it</h1>',
    );
    expect((await get('/terms', italianBrowser)).text).toContain('<h1>/terms it</h1>');
    expect((await get('/terms', { 'Accept-Language': 'fr-FR,de;q=0.5' })).text).toContain('<h1>/terms en</h1>');
    const lost = await get('/perso', italianBrowser);
    expect(lost.status).toBe(404);
    expect(lost.text).toContain('<h1>/perso it</h1>');
    const signedInApp = await get('/student-dashboard', {
      ...englishBrowser,
      Cookie: `${SESSION_HINT_COOKIE}=1; ${LANGUAGE_COOKIE}=it`,
    });
    expect(signedInApp.text).toContain('<div id="root">app it</div>');
  });

  it('when the Lost page is rendered, then an unknown path gets it with that path written in, escaped, to a browser without the session hint, and the app page to one with it', async () => {
    const app = await gatewayWith({ WEB_ROOT: webRootWithVisitorPages() });
    const get = (pagePath: string, cookie: string) =>
      request(app).get(pagePath).set('Accept', 'text/html').set('Accept-Encoding', 'gzip').set('Cookie', cookie);

    const signedOut = await get("/lezioni/it's&more", 'other=1');
    const signedIn = await get('/lezioni/altrove', `${SESSION_HINT_COOKIE}=1`);
    const knownPage = await get('/verify-email', 'other=1');

    expect(signedOut.status).toBe(404);
    expect(signedOut.headers['cache-control']).toBe('no-cache');
    expect(signedOut.text).toContain('<h1>/lezioni/it&#39;s&amp;more en</h1>');
    expect(signedOut.text).not.toContain(PRERENDERED_NOT_FOUND.path);
    expect(signedIn.status).toBe(404);
    expect(signedIn.text).toContain('<div id="root">app en</div>');
    expect(knownPage.status).toBe(200);
    expect(knownPage.text).toContain('<div id="root">app en</div>');
  });

  it('when a build replaces the page renderer, then the pages are rendered again with it; when it fails, the app page goes instead and the gateway keeps serving', async () => {
    const root = webRootWithVisitorPages();
    const app = await gatewayWith({ WEB_ROOT: root, ADMIN_NAME: 'Giulia Conti' });
    const landing = () => request(app).get('/').set('Accept', 'text/html');
    expect((await landing()).text).toContain('<h1>/ en</h1>');

    writeVisitorPagesRenderer(root, (pagePath, language) => `<h1>${pagePath} ${language}, rebuilt</h1>`);
    const rebuilt = await landing();
    writeFileSync(rendererFile(root), 'exports.renderVisitorPages = async () => { throw new Error("broken build"); };');
    const broken = await landing();

    expect(rebuilt.text).toContain('<h1>/ en, rebuilt</h1>');
    expect(renderedConfigOf(rebuilt.text).teacherName).toBe('Giulia Conti');
    expect(broken.status).toBe(200);
    expect(broken.text).toContain('<div id="root">app en</div>');
  });

  it("when the builds listed their first files, then a page names them in its Link header with the answers the page starts with: those but /api/config, and the remote's files, only for a signed-in visitor, no remote's files for one deployed elsewhere", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lezioni-web-'));
    for (const dir of ['shell', 'mfe-chat', 'mfe-admin']) mkdirSync(path.join(root, dir, 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      path.join(root, 'shell', 'dist', PRELOAD_LIST_FILE),
      JSON.stringify({ start: ['bootstrap.1a2b3c4d.js'] }),
    );
    const chatList = { exposes: { ChatPage: ['expose-ChatPage.1a2b3c4d.js'], ChatWidget: ['widget.js'] } };
    writeFileSync(path.join(root, 'mfe-chat', 'dist', PRELOAD_LIST_FILE), JSON.stringify(chatList));
    writeFileSync(
      path.join(root, 'mfe-admin', 'dist', PRELOAD_LIST_FILE),
      JSON.stringify({ exposes: { AdminDashboard: ['a.js'] } }),
    );
    const app = await gatewayWith({
      WEB_ROOT: root,
      REMOTE_ADMIN_URL: 'https://cdn.lezioni.example/admin/remoteEntry.js',
    });
    const page = (pagePath: string, cookie = `${SESSION_HINT_COOKIE}=1`) =>
      request(app).get(pagePath).set('Accept', 'text/html').set('Cookie', cookie);

    const chat = await page('/chat/some-conversation');
    const signedOut = await page('/chat', 'other=1');
    const adminElsewhere = await page('/admin-dashboard');

    const answer = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;
    const shellStart = '</bootstrap.1a2b3c4d.js>; rel=preload; as=script; fetchpriority=low';
    const signedIn = (...answers: string[]) => ['/api/config', '/api/me', ...answers].map(answer).join(', ');
    expect(chat.headers.link).toBe(
      `${signedIn('/api/my-bookings')}, ${shellStart}, </mfe/chat/remoteEntry.js>; rel=preload; as=script; fetchpriority=low, </mfe/chat/expose-ChatPage.1a2b3c4d.js>; rel=preload; as=script; fetchpriority=low`,
    );
    expect(signedOut.headers.link).toBe(`${answer('/api/config')}, ${shellStart}`);
    const adminAnswers = PAGE_REMOTES.find(({ remote }) => remote === 'admin')!.answers;
    expect(adminElsewhere.headers.link).toBe(`${signedIn(...adminAnswers)}, ${shellStart}`);
  });

  it('when the shell is not built, then pages say so instead of failing', async () => {
    const res = await request(await gatewayWith({ WEB_ROOT: mkdtempSync(path.join(tmpdir(), 'lezioni-empty-')) }))
      .get('/')
      .set('Accept', 'text/html');

    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build:web');
  });
});

describe("the gateway's operator endpoints", () => {
  const TOKEN = 'scraper-token-0123456789';

  it('when someone from outside asks for /metrics or /readyz, then 404; from this machine or with the token, they answer', async () => {
    const app = await gatewayWith({ METRICS_TOKEN: TOKEN });
    const outsider = '203.0.113.9';

    const fromOutside = await Promise.all(
      ['/metrics', '/readyz'].map((path) => request(app).get(path).set('X-Forwarded-For', outsider)),
    );
    const wrongToken = await request(app)
      .get('/metrics')
      .set('X-Forwarded-For', outsider)
      .set('Authorization', `Bearer ${TOKEN}x`);
    const withToken = await request(app)
      .get('/metrics')
      .set('X-Forwarded-For', outsider)
      .set('Authorization', `Bearer ${TOKEN}`);
    const local = await request(app).get('/readyz');
    const health = await request(app).get('/healthz').set('X-Forwarded-For', outsider);

    expect(fromOutside.map((res) => res.status)).toEqual([404, 404]);
    expect(fromOutside[0]!.text).not.toContain('http_request');
    expect(wrongToken.status).toBe(404);
    expect(withToken.status).toBe(200);
    expect(withToken.text).toContain('http_request_duration_seconds');
    expect(local.status).toBe(200);
    expect(health.status).toBe(200);
  });
});

describe('readiness with an upstream down', () => {
  it('when a service is down, then the gateway stays ready: its pages and config are served, the calls to that service answer 503', async () => {
    // A gateway that left the load balancer with any service would take the whole site down with it.
    const app = await gatewayWith({ AUTH_URL: await closedPortUrl() });

    const ready = await request(app).get('/readyz');
    const configAnswer = await request(app).get('/api/config');
    const me = await request(app).get('/api/me');

    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { redis: 'ok' } });
    expect(configAnswer.status).toBe(200);
    expect(me.status).toBe(503);
    expect(me.body).toEqual({ error: SERVER_MESSAGES.unavailable, code: 'unavailable' });
  });
});

describe('connections', () => {
  it('when a keep-alive client polls an API route, then no answer says Connection: close and one connection serves them all', async () => {
    const platform = await startPlatform();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answers: { connection?: string; socket: unknown }[] = [];
      for (let poll = 0; poll < 3; poll += 1) {
        answers.push(
          await new Promise((resolve, reject) => {
            http
              .get(`${platform.gatewayUrl}/api/me`, { agent }, (res) => {
                res.resume();
                res.on('end', () => resolve({ connection: res.headers.connection, socket: res.socket }));
              })
              .on('error', reject);
          }),
        );
      }

      expect(answers.map((answer) => answer.connection)).toEqual(['keep-alive', 'keep-alive', 'keep-alive']);
      expect(new Set(answers.map((answer) => answer.socket)).size).toBe(1);
    } finally {
      agent.destroy();
      await platform.stop();
    }
  });
});

describe('load on one upstream', () => {
  it('when more calls arrive at once than the gateway keeps connections to a service, then each is answered and the gateway stays up', async () => {
    const upstream = await listen((req, res) => {
      // Long enough for all of them to be waiting at once.
      setTimeout(() => res.end('{}'), 1_500);
    });
    const gateway = await gatewayWith({ CHAT_URL: upstream.url });
    const url = `${await urlOf(gateway)}/api/conversations`;

    // Past the pool's 256 connections, calls wait for one (with http-proxy's keep-alive agent, a call
    // that waited had its headers set too late and threw, taking the gateway down).
    const statusOf = () =>
      new Promise<number>((resolve, reject) => {
        http
          .get(url, { agent: false }, (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)))
          .on('error', reject);
      });
    const answers = await Promise.all(Array.from({ length: 300 }, statusOf));

    expect(answers.filter((status) => status === 200)).toHaveLength(300);
    expect((await fetch(url)).status).toBe(200);
    upstream.server.closeAllConnections();
    upstream.server.close();
    // Two rounds of 1.5 s at least (the calls past the pool wait for the first round): a busy
    // machine opening 300 connections needs more than jest's default 5 s.
  }, 20_000);
});

describe('readiness without Redis', () => {
  it('when Redis is unreachable, then the gateway is not ready but still serves its config', async () => {
    const app = await gatewayWith({ REDIS_URL: 'redis://127.0.0.1:1' });

    const ready = await request(app).get('/readyz');
    const configAnswer = await request(app).get('/api/config');

    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'not_ready', checks: { redis: 'failing' } });
    expect(configAnswer.status).toBe(200);
  });
});

describe('the booking calendar in the page policy', () => {
  it('when a booking page is configured, then pages may frame its origin and check that it answers', async () => {
    const app = await gatewayWith({ TIDYCAL_BOOKING_URL: 'https://calendar.example/chiara/lezione' });

    const policy = String((await request(app).get('/api/config')).headers['content-security-policy']);

    expect(policy).toMatch(/frame-src [^;]*https:\/\/calendar\.example/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/calendar\.example/);
    expect(policy).not.toContain('https://calendar.example/chiara');
  });
});
