import { ROOM_TEXTS, isRoomOpen, roomWindow, type RoomResponse, type Signal } from '@lezioni/contracts';
import { AppError, forbidden, tooManyRequests, unavailable, type SessionUser } from '@lezioni/service-kit';
import type { Lesson } from '../../calendar/data/lessons.repository';
import { publishLessons } from '../../calendar/domain/lesson-events';
import type { RoomDeps } from './deps';
import { iceServersFor } from './ice-servers';

type Caller = Pick<SessionUser, 'id' | 'role' | 'name'>;
type Participant = RoomResponse['me'];

/** A room the caller may be in now: its lesson, window and the two participants. */
export type Room = {
  lesson: Lesson;
  window: { opensAt: Date; closesAt: Date };
  me: Participant;
  other: Participant;
};

const roomClosed = (isBeforeStart: boolean) =>
  new AppError('room_closed', isBeforeStart ? ROOM_TEXTS.roomNotOpenYet : ROOM_TEXTS.roomClosed);

/**
 * The room of booking `bookingId`, if the caller may enter it at `now`: the teacher, or the
 * verified platform student whose address the booking carries (as /api/my-bookings matches), inside
 * the window. Anyone else, an unknown id and a booking of no platform student get the same 403
 * `forbidden`: the answer says nothing of whether the booking exists. A participant outside the
 * window, or of a cancelled lesson, gets 403 `room_closed`. A student whose teacher's account has
 * not reached this service's copy yet (a first start) gets 503: without her id the room could not
 * tell when she is there.
 */
export async function enterRoom(deps: RoomDeps, caller: Caller, bookingId: string, now: Date): Promise<Room> {
  const [{ lesson, student }, teacherRow] = await Promise.all([
    lessonOfParticipant(deps, caller, bookingId),
    deps.students.findTeacher(deps.room.teacherEmail),
  ]);
  const isTeacher = caller.role === 'admin';

  const window = roomWindow(lesson);
  if (lesson.cancelledAt || !isRoomOpen(window, now)) throw roomClosed(now < window.opensAt && !lesson.cancelledAt);

  const studentSeat: Participant = { id: student.id, name: student.name, role: 'student' };
  const teacher = isTeacher ? { id: caller.id, name: caller.name ?? teacherRow?.name } : teacherRow;
  if (!teacher) throw unavailable();
  const teacherSeat: Participant = { id: teacher.id, name: teacher.name ?? deps.room.teacherName, role: 'admin' };
  return isTeacher
    ? { lesson, window, me: teacherSeat, other: studentSeat }
    : { lesson, window, me: studentSeat, other: teacherSeat };
}

/**
 * The lesson of booking `bookingId` and its student, if the caller is one of its two people (at
 * any time): else the same 403 `forbidden` as enterRoom's.
 */
export async function lessonOfParticipant(deps: RoomDeps, caller: Pick<Caller, 'id' | 'role'>, bookingId: string) {
  const lesson = await deps.lessons.findById(bookingId);
  if (!lesson) throw forbidden();
  const student = await deps.students.findVerifiedStudentByEmail(lesson.contactEmail);
  if (!student || (caller.role !== 'admin' && caller.id !== student.id)) throw forbidden();
  return { lesson, student };
}

/** GET /api/lessons/{id}/room's answer: the room and the caller's ICE servers for it. */
export const toRoomResponse = (deps: RoomDeps, room: Room): RoomResponse => ({
  bookingId: room.lesson.id,
  startsAt: room.lesson.startsAt.toISOString(),
  durationMinutes: room.lesson.durationMinutes,
  opensAt: room.window.opensAt.toISOString(),
  closesAt: room.window.closesAt.toISOString(),
  me: room.me,
  other: room.other,
  iceServers: iceServersFor(deps.room.ice, room.me.id, room.window.closesAt),
});

/**
 * Relays a signal to the other participant's streams, if the caller may be in the room now and has
 * signals left this minute.
 */
export async function sendSignal(
  deps: RoomDeps,
  caller: SessionUser,
  bookingId: string,
  signal: Signal,
  now: Date,
): Promise<void> {
  const room = await enterRoom(deps, caller, bookingId, now);
  if (await deps.room.signalsPerMinute.hit(caller.id)) throw tooManyRequests();
  await deps.room.events.publish(bookingId, { type: 'signal', fromId: room.me.id, toRole: room.other.role, signal });
}

/**
 * Whether `caller` may still be in the room: not once its window is over, or the lesson cancelled
 * or gone (a revoked session's streams end sooner: endRevokedStreams). Rejects while that cannot be read.
 */
async function isStillInRoom(deps: RoomDeps, caller: Caller, bookingId: string, now: Date): Promise<boolean> {
  const room = await enterRoom(deps, caller, bookingId, now).catch((err: unknown) => {
    if (err instanceof AppError) return null;
    throw err;
  });
  return room !== null;
}

/**
 * While the participant may still be in the room (isStillInRoom), keeps the connection present for
 * `ttlMs` more and tells the room who is (lapsed ones gone); false once they may not.
 */
export async function renewPresence(
  deps: RoomDeps,
  room: Room,
  connectionId: string,
  ttlMs: number,
  now: Date,
): Promise<boolean> {
  if (!(await isStillInRoom(deps, room.me, room.lesson.id, now))) return false;
  await deps.room.events.markPresent(room.lesson.id, room.me.id, connectionId, ttlMs);
  await deps.room.events.announcePresence(room.lesson.id);
  return true;
}

/** A connection leaves the room (its stream closed): gone from presence; the user's stay `stayId` ends with their last one. */
export async function leaveRoom(
  deps: RoomDeps,
  room: Room,
  connection: { connectionId: string; stayId: string },
  now: Date,
): Promise<void> {
  const wasLast = await deps.room.events.leave(room.lesson.id, room.me.id, connection.connectionId);
  await deps.room.events.announcePresence(room.lesson.id);
  if (wasLast) await deps.roomAttendance.recordLeave(connection.stayId, now);
}

/**
 * A connection (a stream) joins the room: present while renewPresence keeps it so within `ttlMs`.
 * A stay is recorded for the teacher's attendance when the user comes (no other connection of theirs
 * present), not for each stream: a second tab joins the stay under way. Resolves to the stay's id.
 */
export async function joinRoom(
  deps: RoomDeps,
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
  await deps.room.events.announcePresence(room.lesson.id);
  return stay.stayId;
}

async function recordStay(deps: RoomDeps, room: Room, stayId: string, now: Date): Promise<void> {
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
