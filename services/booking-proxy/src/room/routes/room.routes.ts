import { randomUUID } from 'node:crypto';
import {
  EVENT_STREAM_ROUTES,
  LessonPageUpdateSchema,
  SignalSchema,
  type LessonPage,
  type RoomResponse,
} from '@lezioni/contracts';
import {
  NO_STORE,
  createRouter,
  idParam,
  orUnavailable,
  parseInput,
  requireUser,
  serveLiveStream,
} from '@lezioni/service-kit';
import type { RoomDeps } from '../domain/deps';
import { readLessonPage, updateLessonPage } from '../domain/lesson-page';
import { enterRoom, joinRoom, leaveRoom, renewPresence, sendSignal, toRoomResponse } from '../domain/room';
import type { RoomHub } from '../domain/room-live';

/**
 * A comment on the stream this often keeps proxies from closing it, checks the caller may still be
 * in the room (the window, the lesson; a revoked session's stream ends sooner, endRevokedStreams) and renews their presence, which lapses after three
 * missed renewals: a replica that dies leaves no ghost for longer.
 */
const HEARTBEAT_MS = 15_000;
/** A client that reads slower than this much pending output is dropped (it reconnects). */
const MAX_PENDING_BYTES = 256 * 1024;

/** The lesson room's calls (ARCHITECTURE D23): each checks who and when, the stream for its whole life. */
export function createRoomRouter(deps: RoomDeps, hub: RoomHub, { heartbeatMs = HEARTBEAT_MS } = {}) {
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

  // The shared page: read by the lesson's two people at any time, written while the room is open.
  router.get('/api/lessons/:id/page', requireUser, async (req, res) => {
    const page = await readLessonPage(deps, req.user!, idParam(req), new Date());
    res.set(NO_STORE).json(page satisfies LessonPage);
  });

  router.post('/api/lessons/:id/page', requireUser, async (req, res) => {
    const { update } = parseInput(LessonPageUpdateSchema, req.body);
    await updateLessonPage(deps, req.user!, idParam(req), Buffer.from(update, 'base64'), new Date());
    res.status(204).end();
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
    const leave = (stayId: string) =>
      leaveRoom(deps, room, { connectionId, stayId }, new Date()).catch((err: unknown) =>
        deps.logger.warn({ err, bookingId }, 'room: leave not recorded (the presence lapses by itself)'),
      );
    await serveLiveStream(res, {
      user: caller,
      slots: deps.room.streamSlots,
      heartbeatMs,
      maxPendingBytes: MAX_PENDING_BYTES,
      // The room closes at the window's end (or sooner, when the session does).
      endsAt: room.window.closesAt,
      onHeartbeat: (stream) => {
        renewPresence(deps, room, connectionId, presenceTtlMs, new Date())
          .then((isStillIn) => isStillIn || stream.end())
          .catch((err: unknown) => deps.logger.warn({ err, bookingId }, 'room: presence not renewed'));
      },
      connect: async (stream) => {
        const unregister = await hub.open(bookingId, caller, {
          role: room.me.role,
          send: (event) => stream.send(event.type, event),
          end: stream.end,
        });
        if (!stream.isOpen) return unregister;
        const stayId = await orUnavailable(() => joinRoom(deps, room, connectionId, presenceTtlMs, new Date())).catch(
          (err: unknown) => {
            unregister();
            throw err;
          },
        );
        return () => {
          unregister();
          void leave(stayId);
        };
      },
    });
  });

  return router;
}
