import { ROOM_TEXTS, isRoomOpen, roomWindow, type RoomResponse } from '@lezioni/contracts';
import { AppError, forbidden, unavailable, type SessionUser } from '@lezioni/service-kit';
import type { Lesson } from '../data/lessons.repository';
import type { BookingDeps } from './deps';
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
  new AppError('room_closed', isBeforeStart ? ROOM_TEXTS.roomNotOpenYet : ROOM_TEXTS.roomClosed, 403);

/**
 * The room of booking `bookingId`, if the caller may enter it at `now`: the teacher, or the
 * verified platform student whose address the booking carries (as /api/my-bookings matches), inside
 * the window. Anyone else, an unknown id and a booking of no platform student get the same 403
 * `forbidden`: the answer says nothing of whether the booking exists. A participant outside the
 * window, or of a cancelled lesson, gets 403 `room_closed`. A student whose teacher's account has
 * not reached this service's copy yet (a first start) gets 503: without her id the room could not
 * tell when she is there.
 */
export async function enterRoom(deps: BookingDeps, caller: Caller, bookingId: string, now: Date): Promise<Room> {
  const lesson = await deps.lessons.findById(bookingId);
  if (!lesson) throw forbidden();
  const [student, teacherRow] = await Promise.all([
    deps.students.findVerifiedStudentByEmail(lesson.contactEmail),
    deps.students.findTeacher(deps.room.teacherEmail),
  ]);
  if (!student) throw forbidden();
  const isTeacher = caller.role === 'admin';
  if (!isTeacher && caller.id !== student.id) throw forbidden();

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

/** GET /api/lessons/{id}/room's answer: the room and the caller's ICE servers for it. */
export const toRoomResponse = (deps: BookingDeps, room: Room): RoomResponse => ({
  bookingId: room.lesson.id,
  startsAt: room.lesson.startsAt.toISOString(),
  durationMinutes: room.lesson.durationMinutes,
  opensAt: room.window.opensAt.toISOString(),
  closesAt: room.window.closesAt.toISOString(),
  me: room.me,
  other: room.other,
  iceServers: iceServersFor(deps.room.ice, room.me.id, room.window.closesAt),
});
