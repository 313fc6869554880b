import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { LESSON_PAGE_TEXT } from '@lezioni/contracts';
import { openBookingTestDepsForFile } from '../../testing/booking-test-deps';
import { exportBookings } from './own-data';
import { enterRoom, joinRoom, leaveRoom } from '../../room/domain/room';
import { updateLessonPage } from '../../room/domain/lesson-page';
import { saveSchedule } from '../../availability/domain/schedule';
import { localDateOf, zonedTimeToUtc } from '../../availability/domain/wall-clock';
import { askForSeries } from '../../requests/domain/lesson-series';
import { joinWaitlist } from '../../requests/domain/waitlist';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
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

  it('when the student waits for a time and asked for a weekly lesson, then their export holds both', async () => {
    const ROME = 'Europe/Rome';
    const now = new Date();
    await saveSchedule(
      test.deps,
      {
        timeZone: ROME,
        bufferMinutes: 10,
        autoApproveReturning: false,
        week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
        dates: [],
      },
      now,
    );
    const student = await test.addStudent({ name: 'Anna Bianchi' });
    await test.grantLot(student.id, { credits: 2, grantedAt: now, expiresAt: new Date(now.getTime() + 180 * DAY_MS) });
    const day = localDateOf(new Date(now.getTime() + 6 * DAY_MS), ROME);
    const seriesStart = zonedTimeToUtc(day, '18:00', ROME);
    await joinWaitlist(
      test.deps,
      student.id,
      { date: day, fromTime: '09:00', toTime: '10:00', durationMinutes: 50, timeZone: ROME },
      now,
    );
    await askForSeries(test.deps, student.id, { startsAt: seriesStart, durationMinutes: 50 }, now);

    const { series, waitlist } = await exportBookings(test.deps, student.id, now);

    expect(series).toEqual([
      expect.objectContaining({ firstStartsAt: seriesStart.toISOString(), time: '18:00', status: 'pending' }),
    ]);
    expect(waitlist.entries).toEqual([
      expect.objectContaining({
        from: zonedTimeToUtc(day, '09:00', ROME).toISOString(),
        to: zonedTimeToUtc(day, '10:00', ROME).toISOString(),
        durationMinutes: 50,
      }),
    ]);
  });
});
