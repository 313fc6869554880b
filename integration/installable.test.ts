import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import {
  APP_ICONS,
  APP_START_PATH,
  APP_THEME_COLOR,
  OFFLINE_PAGE_PATH,
  SERVICE_WORKER_PATH,
  WEB_APP_MANIFEST_PATH,
} from '@lezioni/contracts';
import { appIconPng } from '@lezioni/mf-config/app-icons';
import { sessionPrefix, signedInUser, testKeys } from '@lezioni/service-kit/testing';
import { startService, type StartedService } from './harness';

// The installable app (issue 46, ARCHITECTURE D34) as the gateway serves it: the manifest it writes
// with the deployment's teacher, and what the shell's build leaves in dist (the worker, its offline
// page, the icons), here a build of the test's own with the build's real icons. The worker itself
// runs in Chromium: e2e/installable.test.ts.
const started: StartedService[] = [];
afterAll(async () => {
  for (const service of started.reverse()) await service.stop();
});

function builtWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lezioni-installable-'));
  const dist = path.join(root, 'shell', 'dist');
  mkdirSync(path.join(dist, 'icons'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, SERVICE_WORKER_PATH.slice(1)), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, OFFLINE_PAGE_PATH.slice(1)), '<!doctype html><h1>You are offline</h1>');
  for (const icon of APP_ICONS) writeFileSync(path.join(dist, icon.src.slice(1)), appIconPng(icon.size));
  return root;
}

async function gatewayWith(env: Record<string, string>) {
  const gateway = await startService('gateway', {
    JWT_PUBLIC_KEY: testKeys().publicKey,
    LOG_LEVEL: 'silent',
    WEB_ROOT: builtWebRoot(),
    ...env,
  });
  started.push(gateway);
  return gateway.server;
}

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** A PNG's width and height, from its IHDR chunk. */
const pngSizeOf = (body: Buffer) => [body.readUInt32BE(16), body.readUInt32BE(20)];

describe('the installable app', () => {
  it('when a browser reads the manifest, then it names this deployment’s teacher, opens standalone at the app’s start and lists icons of 192, 512 and a maskable one', async () => {
    const gateway = await gatewayWith({ ADMIN_NAME: 'Giulia Conti' });

    const answer = await request(gateway).get(WEB_APP_MANIFEST_PATH);

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(answer.text) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Lezioni – Giulia Conti',
      short_name: 'Lezioni',
      start_url: APP_START_PATH,
      scope: '/',
      display: 'standalone',
      theme_color: APP_THEME_COLOR,
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const file = await request(gateway).get(icon.src).buffer(true);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(pngSizeOf(file.body as Buffer)).toEqual(icon.sizes.split('x').map(Number));
    }
  });

  it('when the installed app starts, then the teacher opens on her dashboard, a student on theirs and someone signed out on the sign-in, never from a cache', async () => {
    const gateway = await gatewayWith({ REDIS_PREFIX: await sessionPrefix() });
    const start = (cookie?: string) => {
      const asked = request(gateway).get(APP_START_PATH);
      return cookie ? asked.set('Cookie', cookie) : asked;
    };

    const [teacher, student, signedOut, forged] = await Promise.all([
      start(signedInUser('admin', 'Giulia Conti').cookie),
      start(signedInUser('student', 'Anna Bianchi').cookie),
      start(),
      start('lezioni_session=not-a-token'),
    ]);

    expect(APP_START_PATH).toBe('/app');
    expect([teacher, student, signedOut, forged].map(({ status, headers }) => [status, headers.location])).toEqual([
      [302, '/admin-dashboard'],
      [302, '/student-dashboard'],
      [302, '/login'],
      [302, '/login'],
    ]);
    expect(student.headers['cache-control']).toBe('no-store');
  });

  it('when a browser checks for a new service worker, then it finds it at the root (its scope the whole site), as a script, revalidated on every visit', async () => {
    const gateway = await gatewayWith({});

    const worker = await request(gateway).get(SERVICE_WORKER_PATH).set('Service-Worker', 'script');

    expect(SERVICE_WORKER_PATH).toBe('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers.etag).toBeDefined();
  });

  it('when the worker keeps the offline page at install, then the gateway serves it as a page, revalidated', async () => {
    const gateway = await gatewayWith({});

    const offline = await request(gateway).get(OFFLINE_PAGE_PATH);

    expect(offline.status).toBe(200);
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.headers['cache-control']).toBe('no-cache');
    expect(offline.text).toContain('You are offline');
  });
});
