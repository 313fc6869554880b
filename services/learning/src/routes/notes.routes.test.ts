import request from 'supertest';
import {
  LEARNING_MESSAGES,
  LessonNoteSchema,
  NOTE_TEXT_MAX_LENGTH,
  NOTE_VOCABULARY_MAX_WORDS,
  type LessonNote,
} from '@lezioni/contracts';
import type { TestUser } from '@lezioni/service-kit/testing';
import { newTeacher, notePath, startLearningForFile } from '../testing/learning-service';

const learning = startLearningForFile();
const teacher = newTeacher();

const api = () => request(learning.url);

const NOTE = {
  covered: 'Il passato prossimo con essere e avere.',
  vocabulary: [
    { word: 'la spesa', translation: 'the shopping', example: 'Ho fatto la spesa.' },
    { word: 'il treno', translation: 'the train' },
  ],
  homework: { text: 'Scrivi dieci frasi al passato prossimo.', dueDate: '2026-12-10' },
};

function save(lessonId: string, revision: number, body: object = NOTE) {
  return api()
    .put(notePath(lessonId))
    .set('Cookie', teacher.cookie)
    .send({ ...body, revision });
}

describe('the teacher writing a lesson note', () => {
  it('when a lesson has no note yet, then she gets its empty draft at revision 0', async () => {
    const student = await learning.newStudent();
    const lesson = await learning.addLesson({ studentId: student.id });

    const res = await api().get(notePath(lesson.id)).set('Cookie', teacher.cookie).expect(200);

    expect(LessonNoteSchema.parse(res.body)).toEqual({
      lesson,
      revision: 0,
      covered: '',
      vocabulary: [],
      homework: null,
      boards: [],
      sharedAt: null,
      updatedAt: null,
    });
  });

  it('when she saves the whole note twice, then it reads back as saved, a draft, revision 2', async () => {
    const lesson = await learning.addLesson();

    await save(lesson.id, 0).expect(200);
    const second = await save(lesson.id, 1, { ...NOTE, covered: 'Il passato prossimo.' }).expect(200);
    const read = await api().get(notePath(lesson.id)).set('Cookie', teacher.cookie).expect(200);

    expect(read.body).toEqual(second.body);
    const note: LessonNote = LessonNoteSchema.parse(read.body);
    expect(note).toMatchObject({
      covered: 'Il passato prossimo.',
      vocabulary: [
        { word: 'la spesa', translation: 'the shopping', example: 'Ho fatto la spesa.' },
        { word: 'il treno', translation: 'the train', example: null },
      ],
      homework: { text: NOTE.homework.text, dueDate: '2026-12-10', doneAt: null },
      revision: 2,
      sharedAt: null,
    });
  });

  it('when two tabs save over the same revision, then the second gets a 409 and the first one is kept', async () => {
    const lesson = await learning.addLesson();
    await save(lesson.id, 0).expect(200);

    await save(lesson.id, 1, { ...NOTE, covered: 'first tab' }).expect(200);
    const conflict = await save(lesson.id, 1, { ...NOTE, covered: 'second tab' });
    const firstEver = await save(lesson.id, 0, { ...NOTE, covered: 'a third tab that never saw a save' });

    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ error: LEARNING_MESSAGES.noteChanged, code: 'note_changed' });
    expect(firstEver.status).toBe(409);
    const read = await api().get(notePath(lesson.id)).set('Cookie', teacher.cookie).expect(200);
    expect(read.body).toMatchObject({ covered: 'first tab', revision: 2 });
  });

  it('when she shares a note and edits it again, then it stays shared since the first share', async () => {
    const lesson = await learning.addLesson();
    await save(lesson.id, 0).expect(200);

    const shared = await api()
      .post(`${notePath(lesson.id)}/share`)
      .set('Cookie', teacher.cookie)
      .expect(200);
    const edited = await save(lesson.id, 1, { ...NOTE, covered: 'corrected' }).expect(200);

    expect(shared.body.sharedAt).toEqual(expect.any(String));
    expect(edited.body).toMatchObject({ covered: 'corrected', sharedAt: shared.body.sharedAt, revision: 2 });
  });

  it('when the lesson is unknown, or has no saved note to share, then 404; an id with a NUL is refused', async () => {
    const lesson = await learning.addLesson();

    const unknown = await api().get(notePath('booking-nobody-knows')).set('Cookie', teacher.cookie);
    const nul = await api().get('/api/learning/lessons/booking%00x/note').set('Cookie', teacher.cookie);
    const unknownSave = await save('booking-nobody-knows', 0);
    const nothingToShare = await api()
      .post(`${notePath(lesson.id)}/share`)
      .set('Cookie', teacher.cookie);

    expect([unknown.status, unknownSave.status, nothingToShare.status]).toEqual([404, 404, 404]);
    expect(unknown.body.code).toBe('not_found');
    expect([nul.status, nul.body.code]).toEqual([400, 'bad_input']);
  });

  it('when the note has too many words or a word without translation, then 400 and nothing is saved', async () => {
    const lesson = await learning.addLesson();
    const words = Array.from({ length: NOTE_VOCABULARY_MAX_WORDS + 1 }, (_, i) => ({
      word: `w${i}`,
      translation: 't',
    }));

    const tooMany = await save(lesson.id, 0, { ...NOTE, vocabulary: words });
    const untranslated = await save(lesson.id, 0, { ...NOTE, vocabulary: [{ word: 'casa', translation: ' ' }] });

    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(LEARNING_MESSAGES.tooManyWords);
    expect(untranslated.status).toBe(400);
    expect(untranslated.body.error).toBe(LEARNING_MESSAGES.wordRequired);
    const read = await api().get(notePath(lesson.id)).set('Cookie', teacher.cookie).expect(200);
    expect(read.body.revision).toBe(0);
  });

  it('when the note is as long as the rules allow, in accented letters, then it is saved whole', async () => {
    const lesson = await learning.addLesson();
    const longest = (length: number) => 'è'.repeat(length);
    const note = {
      covered: longest(NOTE_TEXT_MAX_LENGTH),
      vocabulary: Array.from({ length: NOTE_VOCABULARY_MAX_WORDS }, () => ({
        word: longest(200),
        translation: longest(200),
        example: longest(1_000),
      })),
      homework: { text: longest(NOTE_TEXT_MAX_LENGTH) },
    };

    const res = await save(lesson.id, 0, note);

    expect(res.status).toBe(200);
    expect(LessonNoteSchema.parse(res.body).vocabulary).toHaveLength(NOTE_VOCABULARY_MAX_WORDS);
  });

  it('when a due date is no calendar day, then 400 and nothing is saved', async () => {
    const lesson = await learning.addLesson();

    const statuses = [];
    for (const dueDate of ['2026-02-30', '0000-01-01', '10/12/2026']) {
      const res = await save(lesson.id, 0, { ...NOTE, homework: { text: 'Esercizio', dueDate } });
      statuses.push([res.status, res.body.error]);
    }

    expect(statuses).toEqual(Array(3).fill([400, LEARNING_MESSAGES.dateInvalid]));
    const read = await api().get(notePath(lesson.id)).set('Cookie', teacher.cookie).expect(200);
    expect(read.body.revision).toBe(0);
  });

  it('when the note carries NUL characters, then it is saved without them', async () => {
    const lesson = await learning.addLesson();

    const res = await save(lesson.id, 0, {
      covered: 'pass\u0000ato',
      vocabulary: [{ word: 'ca\u0000sa', translation: 'house' }],
      homework: null,
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ covered: 'passato', vocabulary: [{ word: 'casa' }] });
  });

  it('when a student or nobody asks, then 403 and 401', async () => {
    const student = await learning.newStudent();
    const lesson = await learning.addLesson({ studentId: student.id });

    const asStudent = await api().get(notePath(lesson.id)).set('Cookie', student.cookie);
    const studentSave = await api()
      .put(notePath(lesson.id))
      .set('Cookie', student.cookie)
      .send({ ...NOTE, revision: 0 });
    const signedOut = await api().get(notePath(lesson.id));

    expect([asStudent.status, studentSave.status, signedOut.status]).toEqual([403, 403, 401]);
  });
});

describe("the student's polled materials after the teacher's note changes (D20)", () => {
  const poll = (student: TestUser, etag?: string) => {
    const call = api().get('/api/learning/me/materials').set('Cookie', student.cookie);
    return etag ? call.set('If-None-Match', etag) : call;
  };
  const homeworkTextsIn = (res: request.Response) =>
    (res.body as { homework: { text: string }[] }).homework.map(({ text }) => text);

  it('when she saves a draft, then the poll stays 304; when she shares it, the poll with the old ETag answers it', async () => {
    const student = await learning.newStudent();
    const lesson = await learning.addLesson({ studentId: student.id });
    const before = await poll(student).expect(200);

    await save(lesson.id, 0).expect(200);
    const afterDraft = await poll(student, before.headers.etag);
    await api()
      .post(`${notePath(lesson.id)}/share`)
      .set('Cookie', teacher.cookie)
      .expect(200);
    const afterShare = await poll(student, before.headers.etag);

    expect(afterDraft.status).toBe(304);
    expect(afterShare.status).toBe(200);
    expect(afterShare.body.notes.map((note: LessonNote) => note.covered)).toEqual([NOTE.covered]);
    expect(homeworkTextsIn(afterShare)).toEqual([NOTE.homework.text]);
  });

  it('when she edits the homework of a shared note and then removes it, then each poll with the last ETag answers it', async () => {
    const student = await learning.newStudent();
    const lesson = await learning.addLesson({ studentId: student.id });
    await save(lesson.id, 0).expect(200);
    await api()
      .post(`${notePath(lesson.id)}/share`)
      .set('Cookie', teacher.cookie)
      .expect(200);
    const before = await poll(student).expect(200);

    await save(lesson.id, 1, { ...NOTE, homework: { text: 'Scrivi cinque frasi.' } }).expect(200);
    const edited = await poll(student, before.headers.etag);
    await save(lesson.id, 2, { ...NOTE, homework: null }).expect(200);
    const removed = await poll(student, edited.headers.etag);

    expect(edited.status).toBe(200);
    expect(homeworkTextsIn(edited)).toEqual(['Scrivi cinque frasi.']);
    expect(removed.status).toBe(200);
    expect(homeworkTextsIn(removed)).toEqual([]);
    expect(removed.body.notes[0].homework).toBeNull();
  });
});
