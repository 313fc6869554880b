import request from 'supertest';
import {
  LEARNING_MESSAGES,
  LessonNoteSchema,
  LessonWordsSchema,
  MyReviewSchema,
  NOTE_VOCABULARY_MAX_WORDS,
} from '@lezioni/contracts';
import type { TestUser } from '@lezioni/service-kit/testing';
import { newTeacher, notePath, startLearningForFile } from '../testing/learning-service';

const learning = startLearningForFile({ LEARNING_WRITES_PER_MINUTE: '4' });
const teacher = newTeacher();

const api = () => request(learning.url);
const wordsPath = (lessonId: string) => `/api/learning/lessons/${encodeURIComponent(lessonId)}/words`;
const saveWord = (user: TestUser, lessonId: string, body: object) =>
  api().post(wordsPath(lessonId)).set('Cookie', user.cookie).send(body);
const readNote = async (lessonId: string) =>
  LessonNoteSchema.parse((await api().get(notePath(lessonId)).set('Cookie', teacher.cookie).expect(200)).body);

describe('a word saved in the lesson room', () => {
  it('when the teacher saves one on a lesson without a note, then it starts a draft; the same word in another case is updated', async () => {
    const lesson = await learning.addLesson();

    const first = await saveWord(teacher, lesson.id, {
      word: ' la spesa ',
      translation: 'the shopping',
      example: 'Ho fatto la spesa.',
    }).expect(200);
    const again = await saveWord(teacher, lesson.id, { word: 'La Spesa', translation: 'the groceries' }).expect(200);

    expect(LessonWordsSchema.parse(first.body)).toEqual({
      vocabulary: [{ word: 'la spesa', translation: 'the shopping', example: 'Ho fatto la spesa.' }],
      revision: 1,
    });
    expect(again.body).toEqual({
      vocabulary: [{ word: 'La Spesa', translation: 'the groceries', example: null }],
      revision: 2,
    });
    expect(await readNote(lesson.id)).toMatchObject({ vocabulary: again.body.vocabulary, revision: 2, sharedAt: null });
  });

  it("when the lesson's student saves one into a shared note, then it follows the teacher's words and is due in their review", async () => {
    const student = await learning.newStudent();
    const lesson = await learning.addLesson({ studentId: student.id });
    await learning.writeNote(teacher, lesson.id, {
      covered: 'Al mercato',
      vocabulary: [{ word: 'il mercato', translation: 'the market' }],
    });
    await learning.shareNote(teacher, lesson.id);

    const saved = await saveWord(student, lesson.id, {
      word: 'le pesche',
      translation: 'the peaches',
      example: 'Compro le pesche.',
    }).expect(200);

    expect(saved.body).toEqual({
      vocabulary: [
        { word: 'il mercato', translation: 'the market', example: null },
        { word: 'le pesche', translation: 'the peaches', example: 'Compro le pesche.' },
      ],
      revision: 2,
    });
    expect(await readNote(lesson.id)).toMatchObject({ covered: 'Al mercato', revision: 2 });
    const review = MyReviewSchema.parse(
      (await api().get('/api/learning/me/review').set('Cookie', student.cookie).expect(200)).body,
    );
    expect(review.due.filter((card) => card.word === 'le pesche')).toEqual([
      expect.objectContaining({ direction: 'it-en', translation: 'the peaches', example: 'Compro le pesche.' }),
      expect.objectContaining({ direction: 'en-it', translation: 'the peaches' }),
    ]);
    expect(review.dueCount).toBe(4);
  });

  it('when another student, or anyone on an unknown lesson, saves a word, then 404 and the note is unchanged; signed out 401', async () => {
    const student = await learning.newStudent();
    const other = await learning.newStudent('Marco Rossi');
    const lesson = await learning.addLesson({ studentId: student.id });
    await learning.writeNote(teacher, lesson.id, { vocabulary: [{ word: 'la casa', translation: 'the house' }] });
    const word = { word: 'il tetto', translation: 'the roof' };

    const notTheirs = await saveWord(other, lesson.id, word);
    const unknown = await saveWord(student, 'booking-nobody-knows', word);
    const signedOut = await api().post(wordsPath(lesson.id)).send(word);

    expect([notTheirs.status, notTheirs.body.code]).toEqual([404, 'not_found']);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    expect([signedOut.status, signedOut.body.code]).toEqual([401, 'not_signed_in']);
    expect(await readNote(lesson.id)).toMatchObject({ vocabulary: [{ word: 'la casa' }], revision: 1 });
  });

  it('when the note is full, then a new word is a 409 and nothing changes, while a word already there is still updated', async () => {
    const lesson = await learning.addLesson();
    const words = Array.from({ length: NOTE_VOCABULARY_MAX_WORDS }, (_, i) => ({ word: `w${i}`, translation: 't' }));
    await learning.writeNote(teacher, lesson.id, { vocabulary: words });

    const full = await saveWord(teacher, lesson.id, { word: 'di troppo', translation: 'one too many' });
    const known = await saveWord(teacher, lesson.id, { word: 'W0', translation: 'corrected' }).expect(200);

    expect(full.status).toBe(409);
    expect(full.body).toEqual({ error: LEARNING_MESSAGES.vocabularyFull, code: 'note_vocabulary_full' });
    expect(known.body.revision).toBe(2);
    const note = await readNote(lesson.id);
    expect(note.vocabulary).toHaveLength(NOTE_VOCABULARY_MAX_WORDS);
    expect(note.vocabulary[0]).toEqual({ word: 'W0', translation: 'corrected', example: null });
  });

  it('when a word lacks its translation or is too long, then 400 in the error shape and nothing is saved', async () => {
    const lesson = await learning.addLesson();

    const untranslated = await saveWord(teacher, lesson.id, { word: 'casa', translation: '  ' });
    const tooLong = await saveWord(teacher, lesson.id, { word: 'a'.repeat(201), translation: 'long' });
    const notText = await saveWord(teacher, lesson.id, { word: 3, translation: 'three' });

    expect([untranslated.status, untranslated.body]).toEqual([
      400,
      expect.objectContaining({ code: 'bad_input', error: LEARNING_MESSAGES.wordRequired }),
    ]);
    expect([tooLong.status, tooLong.body.code, notText.status]).toEqual([400, 'bad_input', 400]);
    expect((await readNote(lesson.id)).revision).toBe(0);
  });

  it("when a student saves words past the per-minute limit, then 429 and the extra word isn't stored", async () => {
    const student = await learning.newStudent();
    const lesson = await learning.addLesson({ studentId: student.id });

    for (let i = 0; i < 4; i += 1)
      await saveWord(student, lesson.id, { word: `parola ${i}`, translation: 'word' }).expect(200);
    const limited = await saveWord(student, lesson.id, { word: 'parola 4', translation: 'word' });

    expect([limited.status, limited.body.code]).toEqual([429, 'rate_limited']);
    expect((await readNote(lesson.id)).vocabulary).toHaveLength(4);
  });
});
