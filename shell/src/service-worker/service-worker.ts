/**
 * The service worker (issue 46, ARCHITECTURE D34), built by build/prerender.tsx into dist/sw.js and
 * served at the site's root. It keeps the content-hashed files (scripts of the shell and the
 * remotes) for fast repeat visits, shows the offline page when a page cannot be fetched, shows the
 * pushes auth's worker sends (D33) and opens their page when tapped. It never keeps an API answer
 * nor a page: those are the user's data, and a signed-out device must not show them.
 */
import { CONTENT_HASHED_FILE, OFFLINE_PAGE_PATH } from '@lezioni/contracts/constants';

/** The offline page's cache, named after its content by the build, so a new page replaces the old. */
declare const OFFLINE_CACHE: string;
const STATIC_CACHE = 'lezioni-static';
/** Each build brings new hashed files; the oldest beyond this many are let go. */
const STATIC_CACHE_MAX_FILES = 300;
const CHAT_PATH = '/chat';

// The worker's own types: the project compiles against the DOM's, which lack them.
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Promise<Response>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification };
type WindowClient = { url: string; focused: boolean; focus(): Promise<WindowClient> };
type WorkerScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE_CACHE);
      await cache.add(new Request(OFFLINE_PAGE_PATH, { cache: 'reload' }));
      // A new worker carries nothing a page depends on: it may take over at once.
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name !== OFFLINE_CACHE && name !== STATIC_CACHE).map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(pageOrOffline(request));
  else if (CONTENT_HASHED_FILE.test(url.pathname)) event.respondWith(keptOrFetched(request));
});

/** The page from the network, never kept; the offline page when the network fails. */
async function pageOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE_PATH, { cacheName: OFFLINE_CACHE });
    return offline ?? Response.error();
  }
}

/** A content-hashed file never changes: from the cache when kept, else fetched and kept. */
async function keptOrFetched(request: Request): Promise<Response> {
  const cache = await caches.open(STATIC_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) {
    await cache.put(request, answer.clone());
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - STATIC_CACHE_MAX_FILES)).map((key) => cache.delete(key)));
  }
  return answer;
}

type Push = { kind: string; title: string; body: string; url: string };

/** The payload auth's worker sends (contracts' PushPayloadSchema), or undefined for anything else. */
function pushOf(event: PushEvent): Push | undefined {
  try {
    const push = event.data?.json() as Partial<Push> | undefined;
    const isPush =
      typeof push?.kind === 'string' &&
      typeof push.title === 'string' &&
      typeof push.body === 'string' &&
      typeof push.url === 'string';
    // A path of ours only ("//host" is another site's).
    return isPush && push.url!.startsWith('/') && !push.url!.startsWith('//') ? (push as Push) : undefined;
  } catch {
    return undefined;
  }
}

worker.addEventListener('push', (event) => {
  const push = pushOf(event);
  if (push) event.waitUntil(showPush(push));
});

async function showPush(push: Push): Promise<void> {
  // A message is already on screen in the chat that has the focus (D33: the server cannot tell).
  if (push.kind === 'new-message') {
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
    if (windows.some((client) => client.focused && new URL(client.url).pathname.startsWith(CHAT_PATH))) return;
  }
  await worker.registration.showNotification(push.title, {
    body: push.body,
    icon: '/icons/icon-192.png',
    // One notification per conversation or lesson page: a newer one replaces it.
    tag: `${push.kind}:${push.url}`,
    data: { url: push.url },
  });
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const url = new URL(data?.url ?? '/', worker.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      await (open ? open.focus() : worker.clients.openWindow(url));
    })(),
  );
});
