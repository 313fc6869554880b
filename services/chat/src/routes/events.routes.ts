import { EVENT_STREAM_ROUTES } from '@lezioni/contracts';
import { createRouter, requireUser, tooManyRequests, type StreamSlots } from '@lezioni/service-kit';
import type { LiveEvent, LiveHub, LiveStream } from '../domain/live';

/**
 * A stream ends after this long and the browser reconnects, its session verified again. A revoked
 * session's streams end far sooner: service-kit's endRevokedStreams checks them every second or so.
 */
const STREAM_MAX_LIFETIME_MS = 15 * 60_000; // or sooner, when the session expires
/** A client that reads slower than this much pending output is dropped (it reconnects and polls). */
const MAX_PENDING_BYTES = 1024 * 1024;

const frame = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * GET /api/events: the signed-in user's Server-Sent Events (ARCHITECTURE D14): `message` and
 * `conversation` events, and a `: ping` comment every `heartbeatMs` so proxies keep it open. A
 * user and a session hold a few at once (`slots`), 429 past them.
 */
export function createEventsRouter(live: LiveHub, options: { heartbeatMs: number; slots: StreamSlots }) {
  const router = createRouter();

  router.get(EVENT_STREAM_ROUTES.chat, requireUser, async (req, res) => {
    let isOpen = true;
    const cleanups: Array<() => void> = [];
    const end = () => {
      if (!isOpen) return;
      isOpen = false;
      for (const cleanup of cleanups) cleanup();
      res.end();
    };
    const write = (chunk: string) => {
      if (!isOpen) return;
      res.write(chunk);
      if (res.writableLength > MAX_PENDING_BYTES) end();
    };
    const stream: LiveStream = { send: (event) => write(frame(event)), end };

    res.on('close', end);
    const releaseSlot = await options.slots.take(req.user!);
    if (!releaseSlot) throw tooManyRequests();
    // The browser went away meanwhile: nothing holds the slot.
    if (!isOpen) return releaseSlot();
    cleanups.push(releaseSlot);
    res.status(200);
    // setHeader, not res.set: Express would append a charset to the type.
    res.setHeader('Content-Type', 'text/event-stream');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');

    const unregister = await live.open(req.user!, stream);
    if (!isOpen) {
      unregister();
      return;
    }
    cleanups.push(unregister);
    res.flushHeaders();
    // A first comment gets bytes through any buffering on the way; browsers reconnect after their
    // default delay (about 3 s), so no `retry:` field is sent.
    write(': connected\n\n');
    const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
    const lifetime = setTimeout(end, Math.min(STREAM_MAX_LIFETIME_MS, req.user!.expiresAt.getTime() - Date.now()));
    cleanups.push(() => {
      clearInterval(heartbeat);
      clearTimeout(lifetime);
    });
  });

  return router;
}
