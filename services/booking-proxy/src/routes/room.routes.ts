import { randomUUID } from 'node:crypto';
import { EVENT_STREAM_ROUTES, SignalSchema, type RoomEvent, type RoomResponse } from '@lezioni/contracts';
import {
  NO_STORE,
  createRouter,
  idParam,
  orUnavailable,
  parseInput,
  requireUser,
  tooManyRequests,
} from '@lezioni/service-kit';
import type { BookingDeps } from '../domain/deps';
import { enterRoom, toRoomResponse } from '../domain/room';
import {
  joinRoom,
  leaveRoom,
  renewPresence,
  sendSignal,
  isStillInRoom,
  type RoomHub,
  type RoomStream,
} from '../domain/room-live';

/**
 * A comment on the stream this often keeps proxies from closing it, checks the caller may still be
 * in the room (the window, the lesson; a revoked session's stream ends sooner, endRevokedStreams) and renews their presence, which lapses after three
 * missed renewals: a replica that dies leaves no ghost for longer.
 */
const HEARTBEAT_MS = 15_000;
/** A client that reads slower than this much pending output is dropped (it reconnects). */
const MAX_PENDING_BYTES = 256 * 1024;

const frame = (event: RoomEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** The lesson room's calls (ARCHITECTURE D23): each checks who and when, the stream for its whole life. */
export function createRoomRouter(deps: BookingDeps, hub: RoomHub, { heartbeatMs = HEARTBEAT_MS } = {}) {
  const router = createRouter();
  const presenceTtlMs = 3 * heartbeatMs;

  router.get('/api/lessons/:id/room', requireUser, async (req, res) => {
    const room = await enterRoom(deps, req.user!, idParam(req), new Date());
    // The TURN credential is the caller's own: no cache may keep it.
    res.set(NO_STORE).json(toRoomResponse(deps, room) satisfies RoomResponse);
  });

  router.post('/api/lessons/:id/signals', requireUser, async (req, res) => {
    const signal = parseInput(SignalSchema, req.body);
    await sendSignal(deps, req.user!, idParam(req), signal, new Date());
    res.status(202).end();
  });

  /**
   * Being connected is being present: `presence` on every change (first on connecting), and the
   * other side's signals. A user and a session hold a few at once, across rooms (429 past them).
   */
  router.get(EVENT_STREAM_ROUTES.room, requireUser, async (req, res) => {
    const caller = req.user!;
    const room = await enterRoom(deps, caller, idParam(req), new Date());
    const bookingId = room.lesson.id;
    const connectionId = randomUUID();
    let isOpen = true;
    /** The user's stay this connection is part of, once it has joined. */
    let stayId: string | undefined;
    const cleanups: Array<() => void> = [];
    const leave = (joined: string) =>
      leaveRoom(deps, room, { connectionId, stayId: joined }, new Date()).catch((err: unknown) =>
        deps.logger.warn({ err, bookingId }, 'room: leave not recorded (the presence lapses by itself)'),
      );
    const end = () => {
      if (!isOpen) return;
      isOpen = false;
      for (const cleanup of cleanups) cleanup();
      res.end();
      if (stayId) void leave(stayId);
    };
    const write = (chunk: string) => {
      if (!isOpen) return;
      res.write(chunk);
      if (res.writableLength > MAX_PENDING_BYTES) end();
    };
    const stream: RoomStream = { role: room.me.role, send: (event) => write(frame(event)), end };

    res.on('close', end);
    const releaseSlot = await deps.room.streamSlots.take(caller);
    if (!releaseSlot) throw tooManyRequests();
    // The browser went away meanwhile: nothing holds the slot.
    if (!isOpen) return releaseSlot();
    cleanups.push(releaseSlot);
    res.status(200);
    // setHeader, not res.set: Express would append a charset to the type.
    res.setHeader('Content-Type', 'text/event-stream');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    const unregister = await hub.open(bookingId, caller, stream);
    if (!isOpen) return unregister();
    cleanups.push(unregister);
    try {
      stayId = await orUnavailable(() => joinRoom(deps, room, connectionId, presenceTtlMs, new Date()));
    } catch (err) {
      // Nothing sent yet: the caller gets the 503; else the stream just ends and the browser retries.
      if (res.headersSent) return end();
      isOpen = false;
      unregister();
      releaseSlot();
      throw err;
    }
    // The browser went away while it joined: it leaves at once.
    if (!isOpen) return void leave(stayId);
    res.flushHeaders();
    write(': connected\n\n');

    const renew = async () => {
      if (!(await isStillInRoom(deps, caller, bookingId, new Date()))) return end();
      await renewPresence(deps, room, connectionId, presenceTtlMs);
    };
    const heartbeat = setInterval(() => {
      write(': ping\n\n');
      renew().catch((err: unknown) => deps.logger.warn({ err, bookingId }, 'room: presence not renewed'));
    }, heartbeatMs);
    // The room closes at the window's end, or sooner when the session does.
    const closesInMs = Math.min(room.window.closesAt.getTime(), caller.expiresAt.getTime()) - Date.now();
    const lifetime = setTimeout(end, Math.max(closesInMs, 0));
    cleanups.push(() => {
      clearInterval(heartbeat);
      clearTimeout(lifetime);
    });
  });

  return router;
}
