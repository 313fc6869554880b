import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { LESSON_PAGE_TEXT } from '@lezioni/contracts';
import { openBookingTestDepsForFile } from '../../testing/booking-test-deps';
import { exportBookings } from './own-data';
import { enterRoom, joinRoom, leaveRoom } from '../../room/domain/room';
import { updateLessonPage } from '../../room/domain/lesson-page';

const MINUTE_MS = 60_000;
const test = openBookingTestDepsForFile();

describe("a student's booking data, downloaded", () => {
  it('when the student was in a lesson room twice, then their export lists both stays, and none of the teacher', async () => {
    const student = await test.addStudent({ name: 'Anna Bianchi' });
    const teacher = await test.addStudent({ role: 'admin', name: 'Chiara Lombardi' });
    const bookingId = await test.addBooking({ email: student.email, startsAt: new Date(Date.now() + 5 * MINUTE_MS) });
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));
    const asStudent = await enterRoom(test.deps, { id: student.id, role: 'student' }, bookingId, new Date());
    const asTeacher = await enterRoom(test.deps, { id: teacher.id, role: 'admin' }, bookingId, new Date());
    const [first, second, teachers] = [randomUUID(), randomUUID(), randomUUID()];
    const firstStay = await joinRoom(test.deps, asStudent, first, 60_000, at(0));
    await joinRoom(test.deps, asTeacher, teachers, 60_000, at(1));
    await leaveRoom(test.deps, asStudent, { connectionId: first, stayId: firstStay }, at(5));
    // The second stay was cut (the replica died): it has no leaving time.
    await joinRoom(test.deps, asStudent, second, 60_000, at(6));

    const { roomVisits } = await exportBookings(test.deps, student.id, new Date());

    expect(roomVisits).toEqual([
      { lessonId: bookingId, joinedAt: at(0).toISOString(), leftAt: at(5).toISOString() },
      { lessonId: bookingId, joinedAt: at(6).toISOString(), leftAt: null },
    ]);
  });

  it('when the student wrote on a lesson page, then their export holds its text', async () => {
    const student = await test.addStudent({ name: 'Anna Bianchi' });
    await test.addStudent({ role: 'admin', name: 'Chiara Lombardi' });
    const startsAt = new Date(Date.now() + 5 * MINUTE_MS);
    const written = await test.addBooking({ email: student.email, startsAt });
    await test.addBooking({ email: student.email, startsAt });
    const doc = new Y.Doc();
    doc.getText(LESSON_PAGE_TEXT).insert(0, 'ho mangiato');
    const now = new Date();
    await updateLessonPage(test.deps, { id: student.id, role: 'student' }, written, Y.encodeStateAsUpdate(doc), now);

    const { lessonPages } = await exportBookings(test.deps, student.id, new Date());

    expect(lessonPages).toEqual([{ lessonId: written, text: 'ho mangiato', updatedAt: now.toISOString() }]);
  });
});
