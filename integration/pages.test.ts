import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { PAGE_RENDERER_FILE, PRELOAD_LIST_FILE, TIME_ZONE_COOKIE, jsonScript } from '@lezioni/contracts';
import { SESSION_HINT_COOKIE, START_SCRIPTS_ID } from '@lezioni/contracts/constants';
import { testKeys } from '@lezioni/service-kit/testing';
import { listen, startService, type StartedService } from './harness';

// services/pages loads the shell build's renderer from WEB_ROOT; here a build of this test's own,
// which asks the API at API_URL how to render, as the real one asks it for the page's data: the
// test plays that API (the real renderer is driven by e2e/server-rendered-pages.test.ts).
type FixtureRequest = { url: string; cookie: string; timeZone?: string; locale?: string };
type FixtureRender = (request: FixtureRequest) => Promise<string | undefined>;
const RENDERER = `exports.startPageRenderer = ({ apiUrl }) => async (request) => {
  const answer = await fetch(apiUrl + '/render-as', { method: 'POST', body: JSON.stringify(request) });
  if (answer.status === 204) return undefined;
  if (!answer.ok) throw new Error('the renderer broke');
  return answer.text();
};`;
const SHELL_PAGE = '<!doctype html><div id="root">the app renders this page</div>';

function builtWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lezioni-pages-'));
  mkdirSync(path.join(root, 'shell', 'dist', 'server'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), SHELL_PAGE);
  writeFileSync(path.join(root, 'shell', 'dist', PAGE_RENDERER_FILE), RENDERER);
  writeFileSync(
    path.join(root, 'shell', 'dist', PRELOAD_LIST_FILE),
    JSON.stringify({ start: ['bootstrap.1a2b3c4d.js'] }),
  );
  mkdirSync(path.join(root, 'mfe-chat', 'dist'), { recursive: true });
  const chatList = { exposes: { ChatPage: ['expose-ChatPage.1a2b3c4d.js'] } };
  writeFileSync(path.join(root, 'mfe-chat', 'dist', PRELOAD_LIST_FILE), JSON.stringify(chatList));
  return root;
}

const started: StartedService[] = [];
afterAll(async () => {
  for (const service of started.reverse()) await service.stop();
});

async function start(name: string, env: Record<string, string>) {
  const service = await startService(name, { LOG_LEVEL: 'silent', ...env });
  started.push(service);
  return service;
}

/** How the fixture renders each request, decided by the test. */
let renderAs: FixtureRender;
let api: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  api = await listen((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      renderAs(JSON.parse(body) as FixtureRequest).then(
        (html) => (html === undefined ? res.writeHead(204).end() : res.writeHead(200).end(html)),
        () => res.writeHead(500).end(),
      );
    });
  });
});
afterAll(() => new Promise((resolve) => api.server.close(resolve)));

async function platformWith(options: { pagesTimeoutMs?: number } = {}) {
  const webRoot = builtWebRoot();
  const pages = await start('pages', { WEB_ROOT: webRoot, API_URL: api.url });
  const gateway = await start('gateway', {
    JWT_PUBLIC_KEY: testKeys().publicKey,
    WEB_ROOT: webRoot,
    PAGES_URL: pages.url,
    PAGES_TIMEOUT_MS: String(options.pagesTimeoutMs ?? 5_000),
  });
  return { pages, gateway };
}

const signedIn = `${SESSION_HINT_COOKIE}=1; lezioni_session=abc`;
const getPage = (server: StartedService, pagePath: string, cookie: string) =>
  request(server.server).get(pagePath).set('Accept', 'text/html').set('Cookie', cookie);

describe('signed-in pages rendered on the server (services/pages behind the gateway)', () => {
  const asked: FixtureRequest[] = [];
  beforeEach(() => {
    asked.length = 0;
    renderAs = async (req) => {
      asked.push(req);
      return `<!doctype html><h1>rendered ${req.url}</h1>`;
    };
  });

  it('when a signed-in visitor opens their dashboard, then it arrives rendered for them, for nobody else to keep, with their cookies, time zone and language', async () => {
    const { gateway } = await platformWith();

    const page = await getPage(
      gateway,
      '/student-dashboard?tab=lessons',
      `${signedIn}; ${TIME_ZONE_COOKIE}=Asia%2FTokyo`,
    ).set('Accept-Language', 'it-IT,it;q=0.9,en;q=0.5');

    expect(page.status).toBe(200);
    expect(page.text).toBe('<!doctype html><h1>rendered /student-dashboard?tab=lessons</h1>');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(asked).toEqual([
      {
        url: '/student-dashboard?tab=lessons',
        cookie: `${signedIn}; ${TIME_ZONE_COOKIE}=Asia%2FTokyo`,
        timeZone: 'Asia/Tokyo',
        language: 'it',
        locale: 'it-IT',
      },
    ]);
  });

  it('when a rendered page is sent, then it lists the scripts its app starts with in itself, for after its first paint, and no Link header names them', async () => {
    const { gateway } = await platformWith();
    renderAs = async () => '<!doctype html><body><h1>Your dashboard</h1></body>';

    const page = await getPage(gateway, '/chat', signedIn);

    expect(page.text).toBe(
      `<!doctype html><body><h1>Your dashboard</h1>${jsonScript(START_SCRIPTS_ID, [
        '/bootstrap.1a2b3c4d.js',
        '/mfe/chat/remoteEntry.js',
        '/mfe/chat/expose-ChatPage.1a2b3c4d.js',
      ])}</body>`,
    );
    expect(page.headers.link).toBeUndefined();
  });

  it('when the time zone cookie or the language is not one Intl knows, then the page is rendered without the zone, in English', async () => {
    const { gateway } = await platformWith();

    await getPage(gateway, '/chat', `${signedIn}; ${TIME_ZONE_COOKIE}=Mars%2FOlympus`).set('Accept-Language', '12-!!');

    expect(asked).toEqual([
      { url: '/chat', cookie: `${signedIn}; ${TIME_ZONE_COOKIE}=Mars%2FOlympus`, language: 'en', locale: 'en-GB' },
    ]);
  });

  it('when the visitor is signed out, or opens a visitor page, then the renderer is not asked and the app page comes; the lesson room is asked for', async () => {
    const { gateway } = await platformWith();

    const signedOut = await getPage(gateway, '/student-dashboard', 'other=1');
    const terms = await getPage(gateway, '/terms', signedIn);
    const lessonRoom = await getPage(gateway, '/lesson/5b0d6f7e-0000-4000-8000-000000000000', signedIn);

    expect([signedOut.text, terms.text]).toEqual([SHELL_PAGE, SHELL_PAGE]);
    expect(lessonRoom.text).toBe('<!doctype html><h1>rendered /lesson/5b0d6f7e-0000-4000-8000-000000000000</h1>');
    expect(asked.map(({ url }) => url)).toEqual(['/lesson/5b0d6f7e-0000-4000-8000-000000000000']);
  });

  it('when the renderer does not render the page, fails, or takes longer than PAGES_TIMEOUT_MS, then the app page comes instead', async () => {
    const { gateway } = await platformWith({ pagesTimeoutMs: 200 });
    let finishSlowRender: (html: string) => void = () => undefined;

    renderAs = async () => undefined;
    const notRendered = await getPage(gateway, '/booking', signedIn);
    renderAs = async () => {
      throw new Error('the renderer broke');
    };
    const failed = await getPage(gateway, '/booking', signedIn);
    renderAs = () => new Promise((resolve) => (finishSlowRender = resolve));
    const slow = await getPage(gateway, '/booking', signedIn);
    finishSlowRender('<h1>too late</h1>');

    expect([notRendered.status, failed.status, slow.status]).toEqual([200, 200, 200]);
    expect([notRendered.text, failed.text, slow.text]).toEqual([SHELL_PAGE, SHELL_PAGE, SHELL_PAGE]);
    expect(slow.headers['cache-control']).toBe('no-cache');
  });

  it('when the renderer is down, then the app page comes at once', async () => {
    const { gateway, pages } = await platformWith();
    await pages.stop();
    started.splice(started.indexOf(pages), 1);

    const page = await getPage(gateway, '/admin-dashboard/students', signedIn);

    expect(page.status).toBe(200);
    expect(page.text).toBe(SHELL_PAGE);
  });

  it('when the renderer is asked for something that is not a path of the site, then 400 in the JSON error shape; before the web is built, 503 and not ready', async () => {
    const { pages } = await platformWith();
    const unbuilt = await start('pages', { WEB_ROOT: mkdtempSync(path.join(tmpdir(), 'lezioni-unbuilt-')) });

    const elsewhere = await request(pages.server).get('/render').query({ url: 'https://evil.example/' });
    const protocolRelative = await request(pages.server).get('/render').query({ url: '//evil.example/' });
    const missing = await request(pages.server).get('/render');
    const notBuilt = await request(unbuilt.server).get('/render').query({ url: '/chat' });
    const notReady = await request(unbuilt.server).get('/readyz');

    for (const answer of [elsewhere, protocolRelative, missing]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'bad_input', error: expect.any(String) });
    }
    expect(notBuilt.status).toBe(503);
    expect(notBuilt.body).toMatchObject({ code: 'unavailable' });
    expect(JSON.stringify(notBuilt.body)).not.toMatch(/render\.js|npm/);
    expect(notReady.status).toBe(503);
    expect(asked).toEqual([]);
  });
});
