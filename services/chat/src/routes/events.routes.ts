import { EVENT_STREAM_ROUTES } from '@lezioni/contracts';
import { createRouter, requireUser, serveLiveStream, type StreamSlots } from '@lezioni/service-kit';
import type { LiveHub } from '../domain/live';

/**
 * A stream ends after this long and the browser reconnects, its session verified again. A revoked
 * session's streams end far sooner: service-kit's endRevokedStreams checks them every second or so.
 */
const STREAM_MAX_LIFETIME_MS = 15 * 60_000; // or sooner, when the session expires
/** A client that reads slower than this much pending output is dropped (it reconnects and polls). */
const MAX_PENDING_BYTES = 1024 * 1024;

/**
 * GET /api/events: the signed-in user's Server-Sent Events (ARCHITECTURE D14): `message` and
 * `conversation` events, and a `: ping` comment every `heartbeatMs` so proxies keep it open. A
 * user and a session hold a few at once (`slots`), 429 past them.
 */
export function createEventsRouter(live: LiveHub, options: { heartbeatMs: number; slots: StreamSlots }) {
  const router = createRouter();

  router.get(EVENT_STREAM_ROUTES.chat, requireUser, async (req, res) => {
    const user = req.user!;
    await serveLiveStream(res, {
      user,
      slots: options.slots,
      heartbeatMs: options.heartbeatMs,
      maxPendingBytes: MAX_PENDING_BYTES,
      endsAt: new Date(Date.now() + STREAM_MAX_LIFETIME_MS),
      connect: (stream) => live.open(user, { send: (event) => stream.send(event.type, event.data), end: stream.end }),
    });
  });

  return router;
}
