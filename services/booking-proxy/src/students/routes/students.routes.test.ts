import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  StudentDirectoryResponseSchema,
  StudentPageResponseSchema,
  type StudentDirectoryEntry,
  type StudentDirectoryResponse,
} from '@lezioni/contracts';
import { openBookingTestAppForFile } from '../../testing/booking-test-deps';
import { DAY_MS, HOUR_MS, cookieOf } from '../../testing/test-rows';

const STUDENTS = 300;
const test = openBookingTestAppForFile();

const teacher = { id: randomUUID(), name: 'Chiara Lombardi' };
const asTeacher = (path: string) => request(test.app).get(path).set('Cookie', cookieOf(teacher, 'admin'));
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

describe("the teacher's student directory", () => {
  /** 300 students, every one a row of the copy as auth's events leave it; a few of them named to be found. */
  const directory = {
    giulia: '', // "Giulia Rossi": lessons 10 and 3 days ago, one tomorrow
    giulio: '', // "Giulio Verdi": a lesson 1 day ago
    mario: '', // "Ugo Giuliani", mario_rossi@liceo.example: 7 credits, one expired lot
    percent: '', // "100% Maria": 2 credits
    unverified: '', // "Giulietta Neri": a booking under an address not proven yet
  };
  beforeAll(async () => {
    const now = Date.now();
    const rows = Array.from({ length: STUDENTS }, (_, n) => ({
      id: randomUUID(),
      name: `Studente ${String(n + 1).padStart(3, '0')}`,
      email: `studente${n + 1}@scuola.example`,
      role: 'student' as const,
      email_verified: true,
      version: 1,
      created_at: new Date(now - n * 60_000),
    }));
    const named = [
      ['giulia', 'Giulia Rossi', 'giulia@scuola.example'],
      ['giulio', 'Giulio Verdi', 'gverdi@liceo.example'],
      ['mario', 'Ugo Giuliani', 'mario_rossi@liceo.example'],
      ['percent', '100% Maria', 'maria@scuola.example'],
      ['unverified', 'Giulietta Neri', 'neri@scuola.example'],
    ] as const;
    named.forEach(([key, name, email], index) => {
      const row = rows[index * 50]!;
      Object.assign(row, { name, email, email_verified: key !== 'unverified' });
      directory[key] = row.id;
    });
    await test.db.insertInto('students').values(rows).execute();
    await test.db
      .insertInto('students')
      .values({ id: randomUUID(), name: 'Giulia Admin', email: 'admin@liceo.example', role: 'admin', version: 1 })
      .execute();

    await test.addBooking({ email: 'giulia@scuola.example', startsAt: daysFromNow(-10) });
    await test.addBooking({ email: 'giulia@scuola.example', startsAt: daysFromNow(-3) });
    await test.addBooking({ email: 'giulia@scuola.example', startsAt: daysFromNow(1) });
    await test.addBooking({ email: 'gverdi@liceo.example', startsAt: daysFromNow(-1) });
    await test.addBooking({ email: 'gverdi@liceo.example', startsAt: daysFromNow(-0.5), cancelledAt: daysFromNow(-2) });
    await test.addBooking({ email: 'neri@scuola.example', startsAt: daysFromNow(-2) });
    await test.grantLot(directory.mario, { credits: 7, grantedAt: daysFromNow(-5), expiresAt: daysFromNow(100) });
    await test.grantLot(directory.mario, { credits: 5, grantedAt: daysFromNow(-300), expiresAt: daysFromNow(-1) });
    await test.grantLot(directory.percent, { credits: 2, grantedAt: daysFromNow(-5), expiresAt: daysFromNow(100) });
  });

  const list = async (query: string): Promise<StudentDirectoryResponse> => {
    const answer = await asTeacher(`/api/admin/student-directory${query}`);
    expect(answer.status).toBe(200);
    return StudentDirectoryResponseSchema.parse(answer.body);
  };
  const names = (page: StudentDirectoryResponse) => page.items.map((item) => item.name);

  it('when the teacher asks without parameters, then she gets the first 20 of every student by name, and the total', async () => {
    const page = await list('');

    expect(page).toMatchObject({ total: STUDENTS, page: 1, pageSize: 20 });
    expect(names(page).slice(0, 3)).toEqual(['100% Maria', 'Giulia Rossi', 'Giulietta Neri']);
    expect(page.items).toHaveLength(20);
  });

  it('when she pages through 100 at a time, then every student comes once, in name order, and past the end is empty', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?pageSize=100&page=${page}`)));

    const items = pages.flatMap((page) => page.items);
    expect(pages.map((page) => page.items.length)).toEqual([100, 100, 100, 0]);
    expect(pages.every((page) => page.total === STUDENTS)).toBe(true);
    expect(new Set(items.map((item) => item.id)).size).toBe(STUDENTS);
    const lowered = items.map((item) => item.name.toLowerCase());
    expect(lowered).toEqual([...lowered].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('when she searches part of a name or of an email, in any case, then only those match', async () => {
    const byName = await list('?q=GIULI');
    const byEmail = await list('?q=Liceo.Exa');
    const byPercent = await list('?q=%25');
    const byUnderscore = await list('?q=_');
    const nobody = await list('?q=zzz');

    expect(names(byName)).toEqual(['Giulia Rossi', 'Giulietta Neri', 'Giulio Verdi', 'Ugo Giuliani']);
    expect(byName.total).toBe(4);
    expect(names(byEmail)).toEqual(['Giulio Verdi', 'Ugo Giuliani']);
    expect(names(byPercent)).toEqual(['100% Maria']);
    expect(names(byUnderscore)).toEqual(['Ugo Giuliani']);
    expect(nobody).toEqual({ total: 0, page: 1, pageSize: 20, items: [] });
  });

  it('when she sorts by last lesson, then the latest past lesson comes first (or last), and students never taught always last', async () => {
    const latestFirst = await list('?q=giuli&sort=lastLesson&order=desc');
    const earliestFirst = await list('?q=giuli&sort=lastLesson&order=asc');

    expect(names(latestFirst)).toEqual(['Giulio Verdi', 'Giulia Rossi', 'Giulietta Neri', 'Ugo Giuliani']);
    expect(names(earliestFirst)).toEqual(['Giulia Rossi', 'Giulio Verdi', 'Giulietta Neri', 'Ugo Giuliani']);
    const giulia = latestFirst.items.find((item) => item.id === directory.giulia)!;
    expect(new Date(giulia.lastLessonAt!).getTime()).toBeCloseTo(daysFromNow(-3).getTime(), -4);
    expect(new Date(giulia.nextLessonAt!).getTime()).toBeCloseTo(daysFromNow(1).getTime(), -4);
    const unverified = latestFirst.items.find((item) => item.id === directory.unverified)!;
    expect(unverified).toMatchObject({ lastLessonAt: null, nextLessonAt: null });
  });

  it('when she sorts by credits, then credits usable now decide (an expired lot counts for nothing)', async () => {
    const most = await list('?sort=credits&order=desc&pageSize=3');
    const fewest = await list(`?sort=credits&order=asc&pageSize=100&page=3`);

    expect(most.items.map((item) => [item.name, item.creditsLeft])).toEqual([
      ['Ugo Giuliani', 7],
      ['100% Maria', 2],
      ['Giulia Rossi', 0],
    ]);
    expect(fewest.items.slice(-2).map((item: StudentDirectoryEntry) => [item.name, item.creditsLeft])).toEqual([
      ['100% Maria', 2],
      ['Ugo Giuliani', 7],
    ]);
  });

  it('when the parameters are wrong, then the answer is a 400 in the error shape saying what to fix', async () => {
    const tooBig = await asTeacher('/api/admin/student-directory?pageSize=101');
    const badSort = await asTeacher('/api/admin/student-directory?sort=email');
    const badPage = await asTeacher('/api/admin/student-directory?page=0');
    const longSearch = await asTeacher(`/api/admin/student-directory?q=${'a'.repeat(201)}`);

    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({
      code: 'bad_input',
      error: 'The page size must be a whole number from 1 to 100.',
    });
    expect(badSort.body).toMatchObject({ code: 'bad_input', error: 'Sort by name, lastLesson, credits.' });
    expect(badPage.body).toMatchObject({ code: 'bad_input', error: 'The page must be a whole number from 1.' });
    expect(longSearch.status).toBe(400);
  });

  it('when a student or nobody asks, then it is refused (403, 401)', async () => {
    const student = { id: directory.giulia, name: 'Giulia Rossi' };

    const asStudent = await request(test.app).get('/api/admin/student-directory').set('Cookie', cookieOf(student));
    const signedOut = await request(test.app).get('/api/admin/student-directory');

    expect(asStudent.status).toBe(403);
    expect(signedOut.status).toBe(401);
  });
});

describe("the teacher's page of a student", () => {
  it('when she opens it, then it shows the credits with their expiry, the orders and the lessons with attendance', async () => {
    const student = await test.addStudent({ name: 'Paola Conti' });
    const other = await test.addStudent({ name: 'Sara Fontana' });
    const expiresAt = daysFromNow(60);
    await test.grantLot(student.id, { credits: 5, grantedAt: daysFromNow(-1), expiresAt });
    const came = await test.addBooking({ email: student.email, startsAt: daysFromNow(-2) });
    const missed = await test.addBooking({ email: student.email, startsAt: daysFromNow(-4) });
    const unrecorded = await test.addBooking({ email: student.email, startsAt: daysFromNow(-6) });
    const upcoming = await test.addBooking({ email: student.email, startsAt: new Date(Date.now() + 30 * HOUR_MS) });
    await test.addBooking({ email: other.email, startsAt: daysFromNow(-2) });
    const stay = (bookingId: string, userId: string, role: 'student' | 'admin') => ({
      id: randomUUID(),
      booking_id: bookingId,
      user_id: userId,
      role,
      joined_at: new Date(),
    });
    await test.db
      .insertInto('room_attendance')
      .values([stay(came, student.id, 'student'), stay(came, teacher.id, 'admin'), stay(missed, teacher.id, 'admin')])
      .execute();

    const answer = await asTeacher(`/api/admin/students/${student.id}`);

    expect(answer.status).toBe(200);
    const page = StudentPageResponseSchema.parse(answer.body);
    expect(page).toMatchObject({ id: student.id, name: 'Paola Conti', email: student.email, emailVerified: true });
    expect(page.creditsLeft).toBe(5);
    expect(page.credits).toEqual([
      { id: expect.any(String), remainingCredits: 5, expiryDate: expiresAt.toISOString() },
    ]);
    expect(page.orders.map((order) => [order.status, order.credits])).toEqual([['confirmed', 5]]);
    expect(page.lessons.upcoming.map((lesson) => [lesson.id, lesson.status, lesson.attended])).toEqual([
      [upcoming, 'scheduled', null],
    ]);
    expect(page.lessons.past.map((lesson) => [lesson.id, lesson.attended])).toEqual([
      [came, true],
      [missed, false],
      [unrecorded, null],
    ]);
  });

  it('when the id is unknown, the teacher’s own or malformed, then 404 or 400; a student asking gets 403', async () => {
    const student = await test.addStudent();
    const admin = await test.addStudent({ role: 'admin' });

    const unknown = await asTeacher(`/api/admin/students/${randomUUID()}`);
    const ofAdmin = await asTeacher(`/api/admin/students/${admin.id}`);
    const malformed = await asTeacher('/api/admin/students/not-an-id');
    const asStudent = await request(test.app).get(`/api/admin/students/${student.id}`).set('Cookie', cookieOf(student));

    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    expect(ofAdmin.status).toBe(404);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'bad_input', error: 'The student id is not valid.' });
    expect(asStudent.status).toBe(403);
  });
});
