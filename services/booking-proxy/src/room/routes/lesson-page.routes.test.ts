import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import * as Y from 'yjs';
import {
  LESSON_PAGE_MAX_BYTES,
  LESSON_PAGE_TEXT,
  LESSON_ROOM_API,
  type LessonPage,
  type RoomEvent,
} from '@lezioni/contracts';
import { eventually, openEventStream } from '@lezioni/service-kit/testing';
import { openBookingTestApp } from '../../testing/booking-test-deps';
import { cookieOf } from '../../testing/test-rows';
import { updateLessonPage } from '../domain/lesson-page';

const MINUTE_MS = 60_000;
const PAGE_UPDATES_PER_MINUTE = 40;
let test: Awaited<ReturnType<typeof openBookingTestApp>>;
let server: http.Server;
let url: string;
beforeAll(async () => {
  test = await openBookingTestApp({ env: { ROOM_PAGE_UPDATES_PER_MINUTE: String(PAGE_UPDATES_PER_MINUTE) } });
  server = test.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await test.close();
});

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/**
 * A lesson under way and its two people, each with a cookie; the teacher is one of her own per test,
 * so the per-user limit of one test does not reach another's.
 */
async function lessonNow(startsAt = new Date()) {
  const student = await test.addStudent({ name: 'Anna Bianchi' });
  const teacher = await test.addStudent({ role: 'admin', name: 'Chiara Lombardi' });
  const bookingId = await test.addBooking({ email: student.email, startsAt });
  return {
    bookingId,
    student: { ...student, cookie: cookieOf(student) },
    teacher: { ...teacher, cookie: cookieOf(teacher, 'admin') },
  };
}

/** What a page does: a Y.Doc whose every local change is one update to POST. */
function pageOf() {
  const doc = new Y.Doc();
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'server') updates.push(update);
  });
  const text = doc.getText(LESSON_PAGE_TEXT);
  return {
    doc,
    text,
    /** The updates made since last taken, in order. */
    take: () => updates.splice(0),
    apply: (update: Uint8Array) => Y.applyUpdate(doc, update, 'server'),
  };
}

const readPage = (bookingId: string, cookie: string) =>
  request(url).get(LESSON_ROOM_API.page(bookingId)).set('Cookie', cookie);
const postUpdate = (bookingId: string, cookie: string, update: Uint8Array | string) =>
  request(url)
    .post(LESSON_ROOM_API.page(bookingId))
    .set('Cookie', cookie)
    .send({ update: typeof update === 'string' ? update : toBase64(update) });

describe('the lesson page between its two people', () => {
  it('when the student types, then the teacher’s room stream gets the update and a reload reads the text', async () => {
    const { bookingId, student, teacher } = await lessonNow();
    const teachersPage = pageOf();
    const stream = await openEventStream(`${url}${LESSON_ROOM_API.events(bookingId)}`, {
      cookie: teacher.cookie,
      onFrame: (frame) => {
        if (frame.event !== 'page') return;
        teachersPage.apply(fromBase64((JSON.parse(frame.data) as Extract<RoomEvent, { type: 'page' }>).update));
      },
    });
    const studentsPage = pageOf();

    studentsPage.text.insert(0, 'Ciao');
    const [typed] = studentsPage.take();
    const posted = await postUpdate(bookingId, student.cookie, typed!);
    await eventually(() => teachersPage.text.toString() === 'Ciao');
    stream.close();
    const reread = await readPage(bookingId, teacher.cookie);

    expect(posted.status).toBe(204);
    // One keystroke's update is tiny: the page is not resent.
    expect(typed!.length).toBeLessThan(40);
    expect(reread.status).toBe(200);
    expect(reread.headers['cache-control']).toContain('no-store');
    expect(reread.body).toMatchObject({ bookingId, text: 'Ciao', isEditable: true } satisfies Partial<LessonPage>);
    const reloaded = pageOf();
    reloaded.apply(fromBase64((reread.body as LessonPage).state));
    expect(reloaded.text.toString()).toBe('Ciao');
  });

  it('when nobody has written yet, then both read an empty page', async () => {
    const { bookingId, student, teacher } = await lessonNow();

    const asStudent = await readPage(bookingId, student.cookie);
    const asTeacher = await readPage(bookingId, teacher.cookie);

    expect(asStudent.body).toMatchObject({ text: '', updatedAt: null, isEditable: true });
    expect(asTeacher.body).toMatchObject({ text: '', updatedAt: null, isEditable: true });
  });

  it('when another student or an unknown lesson is asked, then reading and writing are the same forbidden', async () => {
    const { bookingId } = await lessonNow();
    const stranger = await test.addStudent();
    const page = pageOf();
    page.text.insert(0, 'x');
    const [update] = page.take();

    const answers = await Promise.all([
      readPage(bookingId, cookieOf(stranger)),
      postUpdate(bookingId, cookieOf(stranger), update!),
      readPage('tc-unknown', cookieOf(stranger)),
    ]);
    const unsigned = await request(url).get(LESSON_ROOM_API.page(bookingId));

    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
      [403, 'forbidden'],
      [403, 'forbidden'],
      [403, 'forbidden'],
    ]);
    expect(unsigned.status).toBe(401);
  });

  it('when the room has closed, then the two read the page as written, and writing is room_closed', async () => {
    const startsAt = new Date(Date.now() - 3 * 60 * MINUTE_MS);
    const { bookingId, student, teacher } = await lessonNow(startsAt);
    const page = pageOf();
    page.text.insert(0, 'la casa, il cane');
    await updateLessonPage(
      test.deps,
      { id: student.id, role: 'student', name: student.name },
      bookingId,
      page.take()[0]!,
      new Date(startsAt.getTime() + 5 * MINUTE_MS),
    );
    page.text.insert(0, 'dopo: ');

    const asStudent = await readPage(bookingId, student.cookie);
    const asTeacher = await readPage(bookingId, teacher.cookie);
    const late = await postUpdate(bookingId, student.cookie, page.take()[0]!);

    expect(asStudent.body).toMatchObject({ text: 'la casa, il cane', isEditable: false });
    expect(asTeacher.body).toMatchObject({ text: 'la casa, il cane', isEditable: false });
    expect([late.status, late.body.code]).toEqual([403, 'room_closed']);
    expect((await readPage(bookingId, student.cookie)).body).toMatchObject({ text: 'la casa, il cane' });
  });
});

describe('merging edits', () => {
  it('when both sides send many updates at once, then every one of them is on the page', async () => {
    const { bookingId, student, teacher } = await lessonNow();
    const studentsPage = pageOf();
    const teachersPage = pageOf();
    const words = { student: ['uno', 'due', 'tre', 'quattro', 'cinque'], teacher: ['sei', 'sette', 'otto', 'nove'] };
    for (const word of words.student) studentsPage.text.insert(studentsPage.text.length, `${word} `);
    for (const word of words.teacher) teachersPage.text.insert(teachersPage.text.length, `${word} `);

    const answers = await Promise.all([
      ...studentsPage.take().map((update) => postUpdate(bookingId, student.cookie, update)),
      ...teachersPage.take().map((update) => postUpdate(bookingId, teacher.cookie, update)),
    ]);
    const { text } = (await readPage(bookingId, student.cookie)).body as LessonPage;

    expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(204));
    expect(text.trim().split(/\s+/).sort()).toEqual([...words.student, ...words.teacher].sort());
  });

  it('when the student edits offline while the teacher writes, then on reconnecting both edits are kept', async () => {
    const { bookingId, student, teacher } = await lessonNow();
    const studentsPage = pageOf();
    const teachersPage = pageOf();
    studentsPage.text.insert(0, 'Buongiorno');
    await postUpdate(bookingId, student.cookie, studentsPage.take()[0]!).expect(204);
    teachersPage.apply(fromBase64(((await readPage(bookingId, teacher.cookie)).body as LessonPage).state));

    // Offline: the student's edits stay in her document.
    studentsPage.text.insert(studentsPage.text.length, ' a tutti');
    studentsPage.text.delete(0, 4);
    studentsPage.take();
    teachersPage.text.insert(0, 'Oggi: ');
    await postUpdate(bookingId, teacher.cookie, teachersPage.take()[0]!).expect(204);
    // Back: read the state, apply it, send what the server lacks.
    const server = fromBase64(((await readPage(bookingId, student.cookie)).body as LessonPage).state);
    studentsPage.apply(server);
    await postUpdate(
      bookingId,
      student.cookie,
      Y.encodeStateAsUpdate(studentsPage.doc, Y.encodeStateVectorFromUpdate(server)),
    ).expect(204);
    const after = (await readPage(bookingId, teacher.cookie)).body as LessonPage;

    expect(after.text).toBe('Oggi: giorno a tutti');
    expect(studentsPage.text.toString()).toBe('Oggi: giorno a tutti');
  });
});

describe('the page’s limits', () => {
  it('when the page would grow past its size, then the update is refused with 413 and deleting still works', async () => {
    const { bookingId, student } = await lessonNow();
    const page = pageOf();
    const chunk = 'a'.repeat(60_000);
    const answers: request.Response[] = [];
    for (let sent = 0; sent * chunk.length <= LESSON_PAGE_MAX_BYTES; sent += 1) {
      page.text.insert(page.text.length, chunk);
      answers.push(await postUpdate(bookingId, student.cookie, page.take()[0]!));
    }
    const statuses = answers.map((answer) => answer.status);
    const kept = ((await readPage(bookingId, student.cookie)).body as LessonPage).text.length;

    // What the server kept, then a deletion of part of it.
    const fresh = pageOf();
    fresh.apply(fromBase64(((await readPage(bookingId, student.cookie)).body as LessonPage).state));
    fresh.text.delete(0, chunk.length);
    const shrink = await postUpdate(bookingId, student.cookie, fresh.take()[0]!);

    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect([statuses.at(-1), answers.at(-1)!.body]).toEqual([
      413,
      { error: expect.stringContaining('full') as unknown, code: 'page_too_large' },
    ]);
    expect(kept).toBe((statuses.length - 1) * chunk.length);
    expect(shrink.status).toBe(204);
    expect(((await readPage(bookingId, student.cookie)).body as LessonPage).text.length).toBe(kept - chunk.length);
  });

  it('when a user sends more updates in a minute than allowed, then the next one is refused with 429', async () => {
    const { bookingId, student } = await lessonNow();
    const page = pageOf();
    const statuses: number[] = [];
    for (let sent = 0; sent <= PAGE_UPDATES_PER_MINUTE; sent += 1) {
      page.text.insert(page.text.length, 'x');
      statuses.push((await postUpdate(bookingId, student.cookie, page.take()[0]!)).status);
    }

    expect(statuses.filter((status) => status === 204)).toHaveLength(PAGE_UPDATES_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
  });

  it('when the update is not base64, or not a Yjs update, then it is a 400 and the page is unchanged', async () => {
    const { bookingId, student } = await lessonNow();

    const notBase64 = await postUpdate(bookingId, student.cookie, 'not base64!');
    const notYjs = await postUpdate(bookingId, student.cookie, toBase64(new Uint8Array([255, 255, 255, 255, 1])));
    const tooBig = await postUpdate(bookingId, student.cookie, 'A'.repeat(100_000));

    expect([notBase64.status, notBase64.body.code]).toEqual([400, 'bad_input']);
    expect([notYjs.status, notYjs.body.code]).toEqual([400, 'page_update_invalid']);
    expect([tooBig.status, tooBig.body.code]).toEqual([400, 'bad_input']);
    expect(((await readPage(bookingId, student.cookie)).body as LessonPage).text).toBe('');
  });
});
