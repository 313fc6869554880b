import { randomUUID } from 'node:crypto';
import { isErrorCode } from '@lezioni/contracts';
import { openBookingTestDepsForFile } from '../../testing/booking-test-deps';
import { enterRoom, toRoomResponse } from './room';

const MINUTE_MS = 60_000;
const test = openBookingTestDepsForFile();

/** The code of enterRoom's refusal, or 'entered'. */
async function outcome(caller: { id: string; role: 'student' | 'admin'; name?: string }, bookingId: string, now: Date) {
  try {
    await enterRoom(test.deps, caller, bookingId, now);
    return 'entered';
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    return isErrorCode(code) ? code : 'thrown';
  }
}

/** A verified student with a 50-minute lesson starting at `startsAt`, and the teacher. */
async function lessonAt(startsAt: Date, options: { cancelledAt?: Date } = {}) {
  const student = await test.addStudent({ name: 'Anna Bianchi' });
  const teacher = await test.addStudent({ role: 'admin', name: 'Chiara Lombardi' });
  const bookingId = await test.addBooking({ email: student.email, startsAt, ...options });
  return {
    bookingId,
    student: { id: student.id, role: 'student' as const, name: student.name },
    teacher: { id: teacher.id, role: 'admin' as const, name: teacher.name },
  };
}

describe('who may enter a lesson room', () => {
  it('when the booking student and the teacher enter inside the window, then each sees the other', async () => {
    const startsAt = new Date(Date.now() + 5 * MINUTE_MS);
    const { bookingId, student, teacher } = await lessonAt(startsAt);

    const asStudent = await enterRoom(test.deps, student, bookingId, new Date());
    const asTeacher = await enterRoom(test.deps, teacher, bookingId, new Date());

    expect(asStudent.me).toEqual({ ...student, role: 'student' });
    expect(asStudent.other).toMatchObject({ role: 'admin' });
    expect(asTeacher.me).toEqual({ ...teacher, role: 'admin' });
    expect(asTeacher.other).toEqual({ ...student, role: 'student' });
    expect(toRoomResponse(test.deps, asStudent)).toMatchObject({
      bookingId,
      startsAt: startsAt.toISOString(),
      durationMinutes: 50,
      iceServers: [],
    });
  });

  it("when the teacher's account has not reached this service yet, then her student's room is unavailable, not half-made", async () => {
    const { bookingId, student } = await lessonAt(new Date());
    const beforeTheTeacherArrives = { ...test.deps, room: { ...test.deps.room, teacherEmail: 'not-yet@lezioni.test' } };

    await expect(enterRoom(beforeTheTeacherArrives, student, bookingId, new Date())).rejects.toMatchObject({
      code: 'unavailable',
      status: 503,
    });
  });

  it('when another student, an unknown booking or an unproven address ask, then all get the same forbidden', async () => {
    const { bookingId } = await lessonAt(new Date());
    const stranger = await test.addStudent();
    const unproven = await test.addStudent({ isEmailVerified: false });
    const unprovenBooking = await test.addBooking({ email: unproven.email, startsAt: new Date() });
    const now = new Date();

    expect(await outcome({ id: stranger.id, role: 'student' }, bookingId, now)).toBe('forbidden');
    expect(await outcome({ id: stranger.id, role: 'student' }, `tc-${randomUUID()}`, now)).toBe('forbidden');
    expect(await outcome({ id: unproven.id, role: 'student' }, unprovenBooking, now)).toBe('forbidden');
  });

  it('when a participant comes outside the window or to a cancelled lesson, then the room is closed', async () => {
    const startsAt = new Date(Date.now() + 60 * MINUTE_MS);
    const { bookingId, student, teacher } = await lessonAt(startsAt);
    const cancelled = await lessonAt(new Date(), { cancelledAt: new Date() });
    const at = (minutesFromStart: number) => new Date(startsAt.getTime() + minutesFromStart * MINUTE_MS);

    expect(await outcome(student, bookingId, at(-11))).toBe('room_closed');
    expect(await outcome(student, bookingId, at(-10))).toBe('entered');
    expect(await outcome(teacher, bookingId, at(50 + 14))).toBe('entered');
    expect(await outcome(teacher, bookingId, at(50 + 15))).toBe('room_closed');
    expect(await outcome(cancelled.student, cancelled.bookingId, new Date())).toBe('room_closed');
  });
});
