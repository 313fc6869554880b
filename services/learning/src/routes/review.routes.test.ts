import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  LearningExportSchema,
  MY_DATA_PATHS,
  MyMaterialsSchema,
  MyReviewSchema,
  ReviewCardRatedSchema,
  TeacherStudentViewSchema,
} from '@lezioni/contracts';
import { appendUserEvent } from '@lezioni/service-kit';
import type { TestUser } from '@lezioni/service-kit/testing';
import { newTeacher, startLearningForFile } from '../testing/learning-service';

const learning = startLearningForFile({ LEARNING_REVIEWS_PER_MINUTE: '8' });
const teacher = newTeacher();

const api = () => request(learning.url);
const DAY_MS = 24 * 60 * 60_000;

/** A student with a past lesson whose note holds `words`, shared. */
async function studentWithWords(words: [string, string][], name = 'Anna Bianchi') {
  const student = await learning.newStudent(name);
  const lesson = await learning.addLesson({ studentId: student.id });
  await learning.writeNote(teacher, lesson.id, {
    covered: 'Parole nuove',
    vocabulary: words.map(([word, translation]) => ({ word, translation, example: `Ecco ${word}.` })),
  });
  await learning.shareNote(teacher, lesson.id);
  return student;
}

const myReview = async (student: TestUser) =>
  MyReviewSchema.parse((await api().get('/api/learning/me/review').set('Cookie', student.cookie).expect(200)).body);

const rate = (student: TestUser, id: string, body: object) =>
  api().post(`/api/learning/me/review/${id}`).set('Cookie', student.cookie).send(body);

describe("a student's review deck", () => {
  it('when a note with words is shared, then the student has each word due both ways, with its example', async () => {
    const student = await studentWithWords([['la casa', 'the house']]);

    const review = await myReview(student);

    expect(review.dueCount).toBe(2);
    expect(review.due).toEqual([
      expect.objectContaining({
        direction: 'it-en',
        word: 'la casa',
        translation: 'the house',
        example: 'Ecco la casa.',
        step: 0,
      }),
      expect.objectContaining({ direction: 'en-it', word: 'la casa', translation: 'the house', step: 0 }),
    ]);
    expect(Date.parse(review.due[0]!.dueAt)).toBeLessThanOrEqual(Date.now());
  });

  it('when a card is rated good, then it leaves today’s cards for a later day; again keeps it today; a double tap counts once', async () => {
    const student = await studentWithWords([['il libro', 'the book']]);
    const [itEn, enIt] = (await myReview(student)).due;

    const good = await rate(student, itEn!.id, { rating: 'good', step: 0 });
    const again = await rate(student, enIt!.id, { rating: 'again', step: 0 });
    const doubleTap = await rate(student, enIt!.id, { rating: 'again', step: 0 });

    expect(good.status).toBe(200);
    expect(ReviewCardRatedSchema.parse(good.body)).toMatchObject({ id: itEn!.id, step: 1 });
    expect(Date.parse(good.body.dueAt) - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    expect(Date.parse(again.body.dueAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(doubleTap.body).toEqual(again.body);
    expect(await myReview(student)).toEqual({ due: [], dueCount: 0 });
    const logs = await learning.db
      .selectFrom('review_logs')
      .select('rating')
      .where('student_id', '=', student.id)
      .execute();
    expect(logs.map((log) => log.rating).sort()).toEqual(['again', 'good']);
  });

  it('when another student rates a card, then 404; bad ratings 400; the teacher 403; signed out 401', async () => {
    const owner = await studentWithWords([['il cane', 'the dog']], 'Anna');
    const other = await learning.newStudent('Bruno');
    const card = (await myReview(owner)).due[0]!;

    const others = await rate(other, card.id, { rating: 'good' });
    const unknown = await rate(owner, randomUUID(), { rating: 'good' });
    const malformed = await rate(owner, 'not-a-card', { rating: 'good' });
    const badRating = await rate(owner, card.id, { rating: 'perfect' });
    const badStep = await rate(owner, card.id, { rating: 'good', step: -1 });
    const asTeacher = await rate(teacher, card.id, { rating: 'good' });
    const teacherList = await api().get('/api/learning/me/review').set('Cookie', teacher.cookie);
    const signedOut = await api().get('/api/learning/me/review');

    expect([others.status, others.body.code]).toEqual([404, 'not_found']);
    expect([unknown.status, malformed.status]).toEqual([404, 404]);
    expect([badRating.status, badRating.body.code]).toEqual([400, 'bad_input']);
    expect(badStep.status).toBe(400);
    expect([asTeacher.status, teacherList.status, signedOut.status]).toEqual([403, 403, 401]);
    expect(await myReview(other)).toEqual({ due: [], dueCount: 0 });
    expect((await myReview(owner)).due.find((due) => due.id === card.id)).toEqual(card);
  });

  it('when a student rates past their limit a minute, then 429 and nothing is counted', async () => {
    const words: [string, string][] = Array.from({ length: 5 }, (_, index) => [`parola ${index}`, `word ${index}`]);
    const student = await studentWithWords(words);
    const cards = (await myReview(student)).due;

    const statuses = [];
    for (const card of cards.slice(0, 9))
      statuses.push((await rate(student, card.id, { rating: 'good', step: 0 })).status);

    expect(statuses).toEqual([...Array(8).fill(200), 429]);
    expect((await myReview(student)).dueCount).toBe(2);
  });

  it('when the student forgets a word, then the teacher sees it among the words they forget most, with when they last reviewed', async () => {
    const student = await studentWithWords([
      ['la sedia', 'the chair'],
      ['il tavolo', 'the table'],
    ]);
    const chair = (await myReview(student)).due.find((card) => card.direction === 'it-en' && card.word === 'la sedia')!;
    // Learned (good), then asked again ahead of its day with its step, and forgotten.
    await rate(student, chair.id, { rating: 'good', step: 0 }).expect(200);
    const forgotten = await rate(student, chair.id, { rating: 'again', step: 1 }).expect(200);

    const page = await api().get(`/api/learning/students/${student.id}`).set('Cookie', teacher.cookie).expect(200);
    const asStudent = await api().get(`/api/learning/students/${student.id}`).set('Cookie', student.cookie);

    const { review } = TeacherStudentViewSchema.parse(page.body);
    expect(review).toEqual({
      lastReviewedAt: expect.any(String),
      dueCount: 3,
      forgotten: [{ word: 'la sedia', translation: 'the chair', lapses: 1, lastReviewedAt: review.lastReviewedAt }],
    });
    expect(Date.parse(forgotten.body.dueAt)).toBeGreaterThan(Date.parse(review.lastReviewedAt!));
    expect(asStudent.status).toBe(403);
  });

  it("when the student has cards, then the bell's materials answer says when the earliest is due", async () => {
    const student = await studentWithWords([['la porta', 'the door']]);
    const none = await learning.newStudent('Carla');

    const materials = MyMaterialsSchema.parse(
      (await api().get('/api/learning/me/materials').set('Cookie', student.cookie).expect(200)).body,
    );
    const empty = (await api().get('/api/learning/me/materials').set('Cookie', none.cookie).expect(200)).body;

    expect(Date.parse(materials.reviewDueAt!)).toBeLessThanOrEqual(Date.now());
    expect(empty.reviewDueAt).toBeNull();
  });

  it('when a lesson with a shared note moves to another student, then its words move to their deck', async () => {
    const first = await learning.newStudent('Anna');
    const second = await learning.newStudent('Bruno');
    const lesson = await learning.addLesson({ studentId: first.id });
    await learning.writeNote(teacher, lesson.id, {
      covered: 'Parole',
      vocabulary: [{ word: 'il mare', translation: 'the sea' }],
    });
    await learning.shareNote(teacher, lesson.id);

    const version = learning.nextVersion();
    await learning.publishLesson({ ...lesson, studentId: second.id }, version);
    await learning.applied('lessons', lesson.id, version);

    expect((await myReview(first)).dueCount).toBe(0);
    expect((await myReview(second)).due.map((card) => card.word)).toEqual(['il mare', 'il mare']);
  });

  it('when the student downloads their data, then their cards and ratings are in; when deleted, the deck goes', async () => {
    const student = await studentWithWords([['la finestra', 'the window']]);
    const card = (await myReview(student)).due[0]!;
    await rate(student, card.id, { rating: 'hard', step: 0 }).expect(200);

    const download = LearningExportSchema.parse(
      (await api().get(MY_DATA_PATHS.learning).set('Cookie', student.cookie).expect(200)).body,
    );
    const version = learning.nextVersion();
    await appendUserEvent(learning.redis, learning.prefix, {
      type: 'user.deleted',
      version,
      user: { id: student.id },
      occurredAt: new Date().toISOString(),
    });
    await learning.applied('users', student.id, version);

    expect(download.reviewCards).toEqual([
      expect.objectContaining({
        word: 'la finestra',
        direction: 'it-en',
        reps: 1,
        reviews: [{ rating: 'hard', reviewedAt: expect.any(String) }],
      }),
      expect.objectContaining({ word: 'la finestra', direction: 'en-it', reps: 0, reviews: [] }),
    ]);
    const left = await learning.db
      .selectFrom('review_cards')
      .select('id')
      .where('student_id', '=', student.id)
      .execute();
    const logs = await learning.db
      .selectFrom('review_logs')
      .select('id')
      .where('student_id', '=', student.id)
      .execute();
    expect([left, logs]).toEqual([[], []]);
  });
});
