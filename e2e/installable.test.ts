import type { BrowserContext, Page } from 'playwright-core';
import { PUSH_API, PUSH_TEXTS, WEB_APP_MANIFEST_PATH, type PushDevicesResponse } from '@lezioni/contracts';
import { newStudent, openBrowser, registerThroughUi, type Session } from '@lezioni/local-platform/browser';
import { appTookOver, visible } from '@lezioni/local-platform/wait';
import { callApi } from './support/api';
import { seriousAxeViolations } from './support/axe';
import { english, italian } from './support/texts';

const card = (key: string) => english('packages/web-kit', `deviceNotifications.${key}`);

/** Resolves once the service worker controls `page` (it claims the pages once active). */
const workerControls = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

/**
 * Chromium's push service, stood in for in the page. Chromium subscribes through Google's FCM, which
 * this machine cannot reach: `pushManager.subscribe()` never settles here. So the page's PushManager
 * gives what FCM would, an endpoint under `origin` with a fresh P-256 key and secret (kept in
 * localStorage, as the browser keeps its subscription); everything else (the permission, the
 * worker, the card, the gateway, auth and its allow-list) is the real thing. Pushes themselves go to
 * the loopback push service in integration/push.test.ts.
 */
async function standInPushService(context: BrowserContext, origin: string): Promise<void> {
  await context.addInitScript((pushOrigin) => {
    const KEY = 'e2e:push-subscription';
    type Kept = { endpoint: string; keys: { p256dh: string; auth: string } };
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const subscriptionOf = (kept: Kept) => ({
      endpoint: kept.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: kept.endpoint, expirationTime: null, keys: kept.keys }),
      unsubscribe: async () => (localStorage.removeItem(KEY), true),
    });
    const held = () => {
      const text = localStorage.getItem(KEY);
      return text ? subscriptionOf(JSON.parse(text) as Kept) : null;
    };
    Object.assign(PushManager.prototype, {
      getSubscription: async () => held(),
      subscribe: async () => {
        const existing = held();
        if (existing) return existing;
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
        const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
        const kept: Kept = {
          endpoint: `${pushOrigin}/fcm/send/${crypto.randomUUID()}`,
          keys: { p256dh: base64url(publicKey), auth: base64url(crypto.getRandomValues(new Uint8Array(16))) },
        };
        localStorage.setItem(KEY, JSON.stringify(kept));
        return subscriptionOf(kept);
      },
    });
  }, origin);
}

/** The installed app and this device's notifications (issue 46, ARCHITECTURE D33, D34), in Chromium. */
describe('the installable app', () => {
  const account = newStudent();
  let session: Session;

  beforeAll(async () => {
    session = await openBrowser();
    // The host Chromium's own subscriptions name: one of the push services auth allows (D33).
    await standInPushService(session.context, 'https://fcm.googleapis.com');
    await registerThroughUi(session.page, account);
  }, 2 * 60_000);

  afterAll(() => session?.close());

  it('when Chromium opens the dashboard, then the page names the manifest, the worker takes the page over and Chromium finds nothing that keeps the app from being installed', async () => {
    const { page } = session;
    await page.goto('/student-dashboard');
    await appTookOver(page);

    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(WEB_APP_MANIFEST_PATH);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1f7a4d');
    await workerControls(page);
    const devtools = await session.context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const { name, start_url: start } = JSON.parse(manifest.data ?? '{}') as { name: string; start_url: string };
    expect(name).toBe(`Lezioni – ${process.env.ADMIN_NAME}`);

    // The installed app opens where its start address leads: this student's dashboard.
    await page.goto(new URL(start, page.url()).href);
    expect(new URL(page.url()).pathname).toBe('/student-dashboard');
  });

  it('when the student allows notifications and turns the switch on, then this device’s subscription is stored, and turning it off removes it', async () => {
    const { page, context } = session;
    await context.grantPermissions(['notifications']);
    await page.goto('/student-dashboard');
    await appTookOver(page);

    const toggle = await visible(page.getByRole('switch', { name: card('switch') }));
    // Enabled once the card has looked at this device's subscription: Playwright's click waits for it.
    await toggle.click();

    await visible(page.getByRole('switch', { name: card('kinds.lesson-answers') }));
    expect(await toggle.isChecked()).toBe(true);
    const stored = await callApi<PushDevicesResponse>(page, 'GET', PUSH_API.subscriptions);
    expect(stored.body.devices).toEqual([expect.objectContaining({ isThisSession: true })]);
    const inBrowser = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.pushManager.getSubscription())?.endpoint;
    });
    expect(stored.body.devices[0]!.endpoint).toBe(inBrowser);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await toggle.click();

    await page.getByRole('switch', { name: card('kinds.lesson-answers') }).waitFor({ state: 'detached' });
    expect((await callApi<PushDevicesResponse>(page, 'GET', PUSH_API.subscriptions)).body.devices).toEqual([]);
  });

  it('when the browser’s push service is not one auth knows, then the card says the server refused it and nothing is kept, in the browser either', async () => {
    const other = await openBrowser();
    try {
      await standInPushService(other.context, 'https://push.example.net');
      await other.context.grantPermissions(['notifications']);
      await registerThroughUi(other.page, newStudent());
      await appTookOver(other.page);

      await (await visible(other.page.getByRole('switch', { name: card('switch') }))).click();

      await visible(other.page.getByText(PUSH_TEXTS.endpointNotAllowed));
      expect(await other.page.getByRole('switch', { name: card('switch') }).isChecked()).toBe(false);
      expect((await callApi<PushDevicesResponse>(other.page, 'GET', PUSH_API.subscriptions)).body.devices).toEqual([]);
      expect(await other.page.evaluate(() => localStorage.getItem('e2e:push-subscription'))).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('when the network is cut, then the worker answers a page with the offline page in both languages', async () => {
    const { page, context } = session;
    await page.goto('/student-dashboard');
    await workerControls(page);

    await context.setOffline(true);
    try {
      await page.goto('/student-dashboard/data');

      await visible(page.getByRole('heading', { name: english('shell', 'offline.title') }));
      await visible(page.getByRole('heading', { name: italian('shell', 'offline.title') }));
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole('link', { name: english('shell', 'offline.retry') }).click();
    await visible(page.getByRole('heading', { level: 1 }).filter({ hasNotText: english('shell', 'offline.title') }));
  });
});
