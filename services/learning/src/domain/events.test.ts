import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DELETED_STUDENT_NAME } from '@lezioni/contracts';
import { appendUserEvent } from '@lezioni/service-kit';
import { eventually, type TestUser } from '@lezioni/service-kit/testing';
import { newTeacher, startLearningForFile } from '../testing/learning-service';

const learning = startLearningForFile();
const teacher = newTeacher();

const api = () => request(learning.url);
const userRow = (id: string) =>
  learning.db.selectFrom('users').select(['name', 'email', 'version']).where('id', '=', id).executeTakeFirst();
const lessonRow = (id: string) =>
  learning.db.selectFrom('lessons').select(['title', 'version']).where('id', '=', id).executeTakeFirst();

/** Every event published before it has been read once the marker lesson is applied: the stream is in order. */
const afterEarlierLessonEvents = () => learning.addLesson();
const afterEarlierUserEvents = () => learning.newStudent('Marker');

describe("learning's copies from the user and lesson events", () => {
  it('when a user event comes twice and then a stale one, then the copy holds the newest once', async () => {
    const id = randomUUID();
    const version = await learning.publishUser({ id, name: 'Anna', role: 'student' });
    await learning.applied('users', id, version);

    await appendUserEvent(learning.redis, learning.prefix, {
      type: 'user.upserted',
      version,
      user: { id, name: 'Anna', email: `${id}@example.com`, role: 'student', emailVerified: true },
      occurredAt: new Date().toISOString(),
    });
    await appendUserEvent(learning.redis, learning.prefix, {
      type: 'user.upserted',
      version: version - 1,
      user: { id, name: 'Old name', email: 'old@example.com', role: 'student', emailVerified: true },
      occurredAt: new Date().toISOString(),
    });
    await afterEarlierUserEvents();

    expect(await userRow(id)).toEqual({ name: 'Anna', email: `${id}@example.com`, version });
    expect(await learning.db.selectFrom('users').select('id').where('id', '=', id).execute()).toHaveLength(1);
  });

  it('when a lesson changes and a stale event of it arrives late, then the newer version stays', async () => {
    const lesson = await learning.addLesson({ title: 'Single Lesson (60 min)' });
    const staleVersion = learning.nextVersion();
    const newer = await learning.addLesson({ ...lesson, title: 'Rescheduled' });

    await learning.publishLesson({ ...lesson, title: 'Stale' }, staleVersion);
    await afterEarlierLessonEvents();

    expect(await lessonRow(newer.id)).toMatchObject({ title: 'Rescheduled' });
  });

  it('when a student is deleted, then the copy is anonymised and their notes, levels, shares and last push about words due are forgotten', async () => {
    const student = await learning.newStudent('Giulia Rossi');
    const lesson = await learning.addLesson({ studentId: student.id });
    await api()
      .put(`/api/learning/lessons/${lesson.id}/note`)
      .set('Cookie', teacher.cookie)
      .send({ covered: 'Giulia talked about her family.', revision: 0 })
      .expect(200);
    await api()
      .post(`/api/learning/students/${student.id}/levels`)
      .set('Cookie', teacher.cookie)
      .send({ skill: 'writing', level: 'A2' })
      .expect(201);
    await learning.db.insertInto('review_pushes').values({ student_id: student.id, pushed_at: new Date() }).execute();

    const version = learning.nextVersion();
    await appendUserEvent(learning.redis, learning.prefix, {
      type: 'user.deleted',
      version,
      user: { id: student.id },
      occurredAt: new Date().toISOString(),
    });
    await learning.applied('users', student.id, version);

    expect(await userRow(student.id)).toEqual({ name: DELETED_STUDENT_NAME, email: null, version });
    const page = await api().get(`/api/learning/students/${student.id}`).set('Cookie', teacher.cookie).expect(200);
    expect(page.body).toMatchObject({ student: { name: DELETED_STUDENT_NAME, email: null }, notes: [], homework: [] });
    expect(page.body.levels.every((level: { history: unknown[] }) => level.history.length === 0)).toBe(true);
    const note = await api().get(`/api/learning/lessons/${lesson.id}/note`).set('Cookie', teacher.cookie).expect(200);
    expect(note.body).toMatchObject({ covered: '', revision: 0 });
    expect(
      await learning.db.selectFrom('review_pushes').select('student_id').where('student_id', '=', student.id).execute(),
    ).toEqual([]);
  });
});

describe("the student's polled materials after an event (D20)", () => {
  const poll = (student: TestUser, etag?: string) => {
    const call = api().get('/api/learning/me/materials').set('Cookie', student.cookie);
    return etag ? call.set('If-None-Match', etag) : call;
  };
  /** The next poll with `etag` that is not 304 (the version is renewed just after the event commits). */
  async function changedAnswer(student: TestUser, etag: string): Promise<request.Response> {
    let res: request.Response | undefined;
    await eventually(async () => (res = await poll(student, etag)).status !== 304);
    return res!;
  }
  async function sharedNoteOf(lessonId: string) {
    const note = `/api/learning/lessons/${lessonId}/note`;
    await api().put(note).set('Cookie', teacher.cookie).send({ covered: 'Ripasso.', revision: 0 }).expect(200);
    await api().post(`${note}/share`).set('Cookie', teacher.cookie).expect(200);
  }
  const lessonTitlesIn = (res: request.Response) =>
    (res.body as { notes: { lesson: { title: string } }[] }).notes.map((note) => note.lesson.title);

  it("when a lesson with a shared note changes, then the student's poll with the old ETag answers the lesson as it is", async () => {
    const student = await learning.newStudent();
    const lesson = await learning.addLesson({ studentId: student.id, title: 'Single Lesson (60 min)' });
    await sharedNoteOf(lesson.id);
    const before = await poll(student).expect(200);

    await learning.publishLesson({ ...lesson, title: 'Conversation (60 min)' });
    const after = await changedAnswer(student, before.headers.etag!);

    expect(after.status).toBe(200);
    expect(lessonTitlesIn(after)).toEqual(['Conversation (60 min)']);
  });

  it('when a lesson moves to another student, then both polls with their old ETags answer it where it is now', async () => {
    const anna = await learning.newStudent('Anna');
    const bruno = await learning.newStudent('Bruno');
    const lesson = await learning.addLesson({ studentId: anna.id });
    await sharedNoteOf(lesson.id);
    const [annas, brunos] = await Promise.all([poll(anna).expect(200), poll(bruno).expect(200)]);

    await learning.publishLesson({ ...lesson, studentId: bruno.id });
    const [annaAfter, brunoAfter] = await Promise.all([
      changedAnswer(anna, annas.headers.etag!),
      changedAnswer(bruno, brunos.headers.etag!),
    ]);

    expect(lessonTitlesIn(annas)).toHaveLength(1);
    expect([annaAfter.status, brunoAfter.status]).toEqual([200, 200]);
    expect(lessonTitlesIn(annaAfter)).toEqual([]);
    expect(lessonTitlesIn(brunoAfter)).toEqual([lesson.title]);
  });

  it('when a student is deleted, then their poll with the old ETag answers nothing left', async () => {
    const student = await learning.newStudent();
    const lesson = await learning.addLesson({ studentId: student.id });
    await sharedNoteOf(lesson.id);
    const before = await poll(student).expect(200);

    await appendUserEvent(learning.redis, learning.prefix, {
      type: 'user.deleted',
      version: learning.nextVersion(),
      user: { id: student.id },
      occurredAt: new Date().toISOString(),
    });
    const after = await changedAnswer(student, before.headers.etag!);

    expect(lessonTitlesIn(before)).toHaveLength(1);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ materials: [], homework: [], notes: [], reviewDueAt: null });
  });
});
