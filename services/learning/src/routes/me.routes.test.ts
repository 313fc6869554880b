import request from 'supertest';
import { MyMaterialsSchema, MyVocabularySchema } from '@lezioni/contracts';
import { FRESHNESS_KEY_HEADER } from '@lezioni/service-kit';
import type { TestUser } from '@lezioni/service-kit/testing';
import { newTeacher, startLearningForFile } from '../testing/learning-service';

const learning = startLearningForFile();
const teacher = newTeacher();

const api = () => request(learning.url);

/** A past lesson of the student with a saved note (vocabulary and homework), shared or left a draft. */
async function lessonWithNote(student: TestUser, options: { isShared: boolean; words?: [string, string][] }) {
  const lesson = await learning.addLesson({ studentId: student.id });
  const vocabulary = (options.words ?? [['la casa', 'the house']]).map(([word, translation]) => ({
    word,
    translation,
  }));
  await learning.writeNote(teacher, lesson.id, {
    covered: 'Gli articoli.',
    vocabulary,
    homework: { text: 'Esercizio 3' },
  });
  if (options.isShared) await learning.shareNote(teacher, lesson.id);
  return lesson;
}

async function createMaterial(title: string, url = 'https://example.com/worksheet.pdf') {
  const res = await api()
    .post('/api/learning/materials')
    .set('Cookie', teacher.cookie)
    .send({ title, tags: ['grammar'], url })
    .expect(201);
  return res.body.id as string;
}

const share = (materialId: string, studentIds: string[]) =>
  api().post(`/api/learning/materials/${materialId}/shares`).set('Cookie', teacher.cookie).send({ studentIds });

const myMaterials = async (student: TestUser) =>
  MyMaterialsSchema.parse(
    (await api().get('/api/learning/me/materials').set('Cookie', student.cookie).expect(200)).body,
  );

describe("a student's materials, homework and notes", () => {
  it('when the teacher keeps a note as a draft, then the student sees nothing of it until she shares it', async () => {
    const student = await learning.newStudent();
    const lesson = await lessonWithNote(student, { isShared: false });

    const before = await myMaterials(student);
    const homeworkOfDraft = await api()
      .post(`/api/learning/me/homework/${lesson.id}/done`)
      .set('Cookie', student.cookie);
    await learning.shareNote(teacher, lesson.id);
    const after = await myMaterials(student);

    expect(before).toEqual({ materials: [], homework: [], notes: [], reviewDueAt: null });
    expect(homeworkOfDraft.status).toBe(404);
    expect(after.notes.map((note) => note.lesson.id)).toEqual([lesson.id]);
    expect(after.homework).toEqual([
      {
        lessonId: lesson.id,
        lessonStartsAt: lesson.startsAt,
        text: 'Esercizio 3',
        dueDate: null,
        doneAt: null,
        attachment: null,
      },
    ]);
  });

  it("when another student asks for a student's homework or material, then 404 and nothing changes", async () => {
    const owner = await learning.newStudent('Anna');
    const other = await learning.newStudent('Bruno');
    const lesson = await lessonWithNote(owner, { isShared: true });
    const materialId = await createMaterial('Anna only');
    await share(materialId, [owner.id]).expect(200);

    const homework = await api().post(`/api/learning/me/homework/${lesson.id}/done`).set('Cookie', other.cookie);
    const opened = await api().post(`/api/learning/me/materials/${materialId}/open`).set('Cookie', other.cookie);

    expect([homework.status, opened.status]).toEqual([404, 404]);
    expect(await myMaterials(other)).toEqual({ materials: [], homework: [], notes: [], reviewDueAt: null });
    const own = await myMaterials(owner);
    expect(own.homework[0]!.doneAt).toBeNull();
    expect(own.materials[0]!.firstOpenedAt).toBeNull();
  });

  it('when the student marks homework done and undoes it, then the teacher sees each state', async () => {
    const student = await learning.newStudent();
    const lesson = await lessonWithNote(student, { isShared: true });
    const teacherSees = async () =>
      (await api().get(`/api/learning/students/${student.id}`).set('Cookie', teacher.cookie).expect(200)).body
        .homework[0].doneAt;

    const done = await api().post(`/api/learning/me/homework/${lesson.id}/done`).set('Cookie', student.cookie);
    const seenDone = await teacherSees();
    const undone = await api().delete(`/api/learning/me/homework/${lesson.id}/done`).set('Cookie', student.cookie);
    const seenUndone = await teacherSees();

    expect(done.status).toBe(200);
    expect(done.body.doneAt).toEqual(expect.any(String));
    expect(seenDone).toBe(done.body.doneAt);
    expect(undone.status).toBe(200);
    expect(undone.body.doneAt).toBeNull();
    expect(seenUndone).toBeNull();
  });

  it('when materials are shared, then the student sees them newest first, and opening records first and last', async () => {
    const student = await learning.newStudent();
    const older = await createMaterial('Older');
    const newer = await createMaterial('Newer', 'https://docs.google.com/document/d/abc/edit');
    await share(older, [student.id]).expect(200);
    await share(newer, [student.id]).expect(200);

    await api().post(`/api/learning/me/materials/${older}/open`).set('Cookie', student.cookie).expect(204);
    const first = (await myMaterials(student)).materials.find((material) => material.id === older)!;
    await api().post(`/api/learning/me/materials/${older}/open`).set('Cookie', student.cookie).expect(204);
    const { materials } = await myMaterials(student);

    expect(materials.map(({ title, kind }) => ({ title, kind }))).toEqual([
      { title: 'Newer', kind: 'google_document' },
      { title: 'Older', kind: 'link' },
    ]);
    const opened = materials[1]!;
    expect(opened.firstOpenedAt).toBe(first.firstOpenedAt);
    expect(Date.parse(opened.lastOpenedAt!)).toBeGreaterThan(Date.parse(first.lastOpenedAt!));
    expect(materials[0]!.firstOpenedAt).toBeNull();
  });

  it('when the student searches the vocabulary, then only words of shared notes match, by word or translation; a NUL in the search is refused', async () => {
    const student = await learning.newStudent();
    await lessonWithNote(student, {
      isShared: true,
      words: [
        ['la casa', 'the house'],
        ['il gatto', 'the cat'],
      ],
    });
    await lessonWithNote(student, { isShared: false, words: [['la casetta', 'the little house']] });
    const search = async (q: string) =>
      MyVocabularySchema.parse(
        (await api().get('/api/learning/me/vocabulary').query({ q }).set('Cookie', student.cookie).expect(200)).body,
      ).words.map((entry) => entry.word);

    expect(await search('CAS')).toEqual(['la casa']);
    expect(await search('cat')).toEqual(['il gatto']);
    expect(await search('')).toEqual(['la casa', 'il gatto']);
    expect(await search('%')).toEqual([]);
    const nul = await api().get('/api/learning/me/vocabulary').query({ q: 'ca\u0000sa' }).set('Cookie', student.cookie);
    expect([nul.status, nul.body.code]).toEqual([400, 'bad_input']);
  });

  it('when the teacher asks for student pages, then 403', async () => {
    const res = await api().get('/api/learning/me/materials').set('Cookie', teacher.cookie);

    expect(res.status).toBe(403);
  });
});

describe("the student's polled materials (D20)", () => {
  const MINUTE_MS = 60_000;
  const poll = (student: TestUser, etag?: string) => {
    const call = api().get('/api/learning/me/materials').set('Cookie', student.cookie);
    return etag ? call.set('If-None-Match', etag) : call;
  };
  const keyOf = (res: request.Response) => res.headers[FRESHNESS_KEY_HEADER] as string;

  it('when nothing changed, then a poll with the ETag is 304 without a body, and the version lives 10 to 20 minutes', async () => {
    const student = await learning.newStudent();
    await lessonWithNote(student, { isShared: true });
    const first = await poll(student).expect(200);

    const again = await poll(student, first.headers.etag).expect(304);

    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(keyOf(first)).toBe(`${learning.prefix}:fresh:learning:materials:student:${student.id}`);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.text).toBe('');
    const ttl = await learning.redis.pttl(keyOf(first));
    expect(ttl).toBeGreaterThan(9 * MINUTE_MS);
    expect(ttl).toBeLessThanOrEqual(20 * MINUTE_MS);
  });

  it("when another student sends a student's ETag, then they get their own answer", async () => {
    const owner = await learning.newStudent('Anna');
    const other = await learning.newStudent('Bruno');
    await lessonWithNote(owner, { isShared: true });
    const { etag } = (await poll(owner).expect(200)).headers as { etag: string };

    const res = await poll(other, etag);

    expect(res.status).toBe(200);
    expect(MyMaterialsSchema.parse(res.body)).toEqual({ materials: [], homework: [], notes: [], reviewDueAt: null });
  });

  it('when the student marks homework done and undoes it, then each poll with the last ETag answers the new state', async () => {
    const student = await learning.newStudent();
    const lesson = await lessonWithNote(student, { isShared: true });
    const before = await poll(student).expect(200);

    await api().post(`/api/learning/me/homework/${lesson.id}/done`).set('Cookie', student.cookie).expect(200);
    const done = await poll(student, before.headers.etag);
    await api().delete(`/api/learning/me/homework/${lesson.id}/done`).set('Cookie', student.cookie).expect(200);
    const undone = await poll(student, done.headers.etag);

    expect(done.status).toBe(200);
    expect(done.body.homework[0].doneAt).toEqual(expect.any(String));
    expect(undone.status).toBe(200);
    expect(undone.body.homework[0].doneAt).toBeNull();
    await poll(student, undone.headers.etag).expect(304);
  });

  it('when the student opens a material, then the poll with the old ETag answers when', async () => {
    const student = await learning.newStudent();
    const materialId = await createMaterial('Da aprire');
    await share(materialId, [student.id]).expect(200);
    const before = await poll(student).expect(200);

    await api().post(`/api/learning/me/materials/${materialId}/open`).set('Cookie', student.cookie).expect(204);
    const after = await poll(student, before.headers.etag);

    expect(before.body.materials[0].firstOpenedAt).toBeNull();
    expect(after.status).toBe(200);
    expect(after.body.materials[0].firstOpenedAt).toEqual(expect.any(String));
  });

  it('when a lesson with a shared note is still to come, then the version ends as it starts; a draft or a past lesson ends nothing', async () => {
    const student = await learning.newStudent();
    const startingIn = (minutes: number) => {
      const startsAt = Date.now() + minutes * MINUTE_MS;
      return { startsAt: new Date(startsAt).toISOString(), endsAt: new Date(startsAt + 60 * MINUTE_MS).toISOString() };
    };
    await lessonWithNote(student, { isShared: true });
    const later = await learning.addLesson({ studentId: student.id, ...startingIn(5) });
    await learning.writeNote(teacher, later.id, { covered: 'Preparazione.', homework: { text: 'Leggi il testo' } });
    await learning.shareNote(teacher, later.id);
    const draft = await learning.addLesson({ studentId: student.id, ...startingIn(1) });
    await learning.writeNote(teacher, draft.id, { covered: 'Bozza.' });

    const first = await poll(student).expect(200);
    const firstTtl = await learning.redis.pttl(keyOf(first));
    const sooner = await learning.addLesson({ studentId: student.id, ...startingIn(2) });
    await learning.writeNote(teacher, sooner.id, { covered: 'Ripasso.' });
    await learning.shareNote(teacher, sooner.id);
    const second = await poll(student, first.headers.etag).expect(200);
    const secondTtl = await learning.redis.pttl(keyOf(second));

    expect(first.body.notes).toHaveLength(1);
    expect(first.body.homework.map((item: { lessonId: string }) => item.lessonId)).toContain(later.id);
    expect(firstTtl).toBeGreaterThan(4 * MINUTE_MS);
    expect(firstTtl).toBeLessThanOrEqual(5 * MINUTE_MS);
    expect(second.body.notes).toHaveLength(1);
    expect(secondTtl).toBeGreaterThan(1 * MINUTE_MS);
    expect(secondTtl).toBeLessThanOrEqual(2 * MINUTE_MS);
  });
});
