import type { Role, RoomEvent, Signal } from '@lezioni/contracts';
import { AppError, createSessionStreams, tooManyRequests, type SessionUser } from '@lezioni/service-kit';
import type { RoomEventsStore } from '../data/room-events.store';
import type { BookingDeps } from './deps';
import { publishLessons } from './lesson-events';
import { enterRoom, type Room } from './room';

/**
 * An open room stream, as the HTTP layer gives it to the hub: which side's (only the room's two
 * participants open one), and how to reach it.
 */
export type RoomStream = { role: Role; send(event: RoomEvent): void; end(): void };

/**
 * The room streams open in this process, by room. The store delivers what any replica publishes;
 * presence goes to every stream of the room, a signal only to the other side's streams.
 */
export function createRoomHub(store: RoomEventsStore) {
  const rooms = new Map<string, { streams: Set<RoomStream>; listening: Promise<void> }>();
  /** Whose session each open stream was opened with: a revoked session's streams are ended. */
  const sessions = createSessionStreams();

  store.onMessage((bookingId, message) => {
    for (const stream of [...(rooms.get(bookingId)?.streams ?? [])]) {
      if (message.type === 'presence') stream.send(message);
      else if (message.toRole === stream.role)
        stream.send({ type: 'signal', fromId: message.fromId, signal: message.signal });
    }
  });

  return {
    /** Registers a stream of the room opened by `caller`; resolves once what is published from then on reaches it. */
    async open(bookingId: string, caller: SessionUser, stream: RoomStream): Promise<() => void> {
      let entry = rooms.get(bookingId);
      if (!entry) {
        entry = { streams: new Set(), listening: store.listen(bookingId) };
        rooms.set(bookingId, entry);
      }
      entry.streams.add(stream);
      const letGo = sessions.hold(caller, stream);
      await entry.listening;
      return () => {
        letGo();
        const current = rooms.get(bookingId);
        if (!current?.streams.delete(stream) || current.streams.size > 0) return;
        rooms.delete(bookingId);
        void store.unlisten(bookingId);
      };
    },

    /** Ends the streams open here whose session has been revoked since (service-kit's endRevokedStreams runs it). */
    endRevoked: sessions.endRevoked,

    /** Ends every stream open here (shutdown): the browsers reconnect to another replica. */
    endAll(): void {
      for (const entry of [...rooms.values()]) for (const stream of [...entry.streams]) stream.end();
    },
  };
}
export type RoomHub = ReturnType<typeof createRoomHub>;

/**
 * Relays a signal to the other participant's streams, if the caller may be in the room now and has
 * signals left this minute.
 */
export async function sendSignal(
  deps: BookingDeps,
  caller: SessionUser,
  bookingId: string,
  signal: Signal,
  now: Date,
): Promise<void> {
  const room = await enterRoom(deps, caller, bookingId, now);
  if (await deps.room.signalsPerMinute.hit(caller.id)) throw tooManyRequests();
  await deps.room.events.publish(bookingId, { type: 'signal', fromId: room.me.id, toRole: room.other.role, signal });
}

/** Tells every stream of the room who is present now. */
export async function announcePresence(deps: BookingDeps, bookingId: string): Promise<string[]> {
  const presentIds = await deps.room.events.presentIds(bookingId);
  await deps.room.events.publish(bookingId, { type: 'presence', presentIds });
  return presentIds;
}

/**
 * A connection (a stream) joins the room: present while renewPresence keeps it so within `ttlMs`.
 * A stay is recorded for the teacher's attendance when the user comes (no other connection of theirs
 * present), not for each stream: a second tab joins the stay under way. Resolves to the stay's id.
 */
export async function joinRoom(
  deps: BookingDeps,
  room: Room,
  connectionId: string,
  ttlMs: number,
  now: Date,
): Promise<string> {
  const stay = await deps.room.events.join(room.lesson.id, room.me.id, connectionId, ttlMs);
  try {
    if (stay.isNew) await recordStay(deps, room, stay.stayId, now);
  } catch (err) {
    // Not recorded: not present either, so the next connection records its stay.
    await deps.room.events.leave(room.lesson.id, room.me.id, connectionId).catch(() => undefined);
    throw err;
  }
  await announcePresence(deps, room.lesson.id);
  return stay.stayId;
}

async function recordStay(deps: BookingDeps, room: Room, stayId: string, now: Date): Promise<void> {
  await deps.inTransaction(async (data) => {
    // The student's first stay is what lesson events tell (`attendedAt`): published with it.
    const isStudentsFirstStay =
      room.me.role === 'student' && !(await data.roomAttendance.hasStudentStayed(room.lesson.id));
    await data.roomAttendance.recordJoin({
      id: stayId,
      bookingId: room.lesson.id,
      userId: room.me.id,
      role: room.me.role,
      joinedAt: now,
    });
    if (isStudentsFirstStay) await publishLessons(data, [room.lesson.id], now);
  });
}

/** Keeps the connection present for `ttlMs` more, and tells the room who is (lapsed ones gone). */
export async function renewPresence(deps: BookingDeps, room: Room, connectionId: string, ttlMs: number): Promise<void> {
  await deps.room.events.markPresent(room.lesson.id, room.me.id, connectionId, ttlMs);
  await announcePresence(deps, room.lesson.id);
}

/** A connection leaves the room (its stream closed): gone from presence; the user's stay `stayId` ends with their last one. */
export async function leaveRoom(
  deps: BookingDeps,
  room: Room,
  connection: { connectionId: string; stayId: string },
  now: Date,
): Promise<void> {
  const wasLast = await deps.room.events.leave(room.lesson.id, room.me.id, connection.connectionId);
  await announcePresence(deps, room.lesson.id);
  if (wasLast) await deps.roomAttendance.recordLeave(connection.stayId, now);
}

/**
 * Whether the caller may still be in the room: not once its window is over, or the lesson cancelled
 * or gone (a revoked session's streams end sooner: endRevokedStreams). Rejects while that cannot be read.
 */
export async function isStillInRoom(deps: BookingDeps, caller: SessionUser, bookingId: string, now: Date) {
  const room = await enterRoom(deps, caller, bookingId, now).catch((err: unknown) => {
    if (err instanceof AppError) return null;
    throw err;
  });
  return room !== null;
}
