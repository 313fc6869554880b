import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { TeacherStudentViewSchema } from '@lezioni/contracts';
import { newTeacher, startLearningForFile } from '../testing/learning-service';

const learning = startLearningForFile();
const teacher = newTeacher();

const api = () => request(learning.url);
const setLevel = (studentId: string, body: object) =>
  api().post(`/api/learning/students/${studentId}/levels`).set('Cookie', teacher.cookie).send(body);
const view = async (studentId: string) =>
  TeacherStudentViewSchema.parse(
    (await api().get(`/api/learning/students/${studentId}`).set('Cookie', teacher.cookie).expect(200)).body,
  );

describe("the teacher's page of a student", () => {
  it('when levels are set, then each skill keeps its history in date order and the latest is current', async () => {
    const student = await learning.newStudent();

    await setLevel(student.id, { skill: 'speaking', level: 'B1', date: '2026-10-01' }).expect(201);
    await setLevel(student.id, { skill: 'speaking', level: 'A2', date: '2026-06-01' }).expect(201);
    const last = await setLevel(student.id, { skill: 'speaking', level: 'B2', date: '2026-10-01' }).expect(201);
    const { levels } = await view(student.id);

    const speaking = levels.find((level) => level.skill === 'speaking')!;
    expect(speaking.current).toBe('B2');
    expect(speaking.history.map(({ level, date }) => [level, date])).toEqual([
      ['A2', '2026-06-01'],
      ['B1', '2026-10-01'],
      ['B2', '2026-10-01'],
    ]);
    expect(last.body).toEqual(levels);
    expect(levels.filter((level) => level.skill !== 'speaking')).toEqual(
      ['listening', 'reading', 'writing'].map((skill) => ({ skill, current: null, history: [] })),
    );
  });

  it('when a level has no date, then it is dated today in Italy', async () => {
    const student = await learning.newStudent();

    const res = await setLevel(student.id, { skill: 'reading', level: 'C1' }).expect(201);

    expect(res.body.find((level: { skill: string }) => level.skill === 'reading').history[0].date).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()),
    );
  });

  it('when a level or skill is not one of the list, then 400', async () => {
    const student = await learning.newStudent();

    const badLevel = await setLevel(student.id, { skill: 'reading', level: 'D1' });
    const badSkill = await setLevel(student.id, { skill: 'cooking', level: 'A1' });

    expect([badLevel.status, badSkill.status]).toEqual([400, 400]);
    expect(badLevel.body.code).toBe('bad_input');
  });

  it('when the page is read, then it holds every note of the student (drafts marked) and only theirs', async () => {
    const student = await learning.newStudent('Carla Verdi');
    const other = await learning.newStudent();
    const shared = await learning.addLesson({ studentId: student.id, startsAt: '2026-11-02T09:00:00.000Z' });
    const draft = await learning.addLesson({ studentId: student.id, startsAt: '2026-11-09T09:00:00.000Z' });
    const othersLesson = await learning.addLesson({ studentId: other.id });
    for (const lesson of [shared, draft, othersLesson]) {
      await api()
        .put(`/api/learning/lessons/${lesson.id}/note`)
        .set('Cookie', teacher.cookie)
        .send({ covered: lesson.id, revision: 0 })
        .expect(200);
    }
    await api().post(`/api/learning/lessons/${shared.id}/note/share`).set('Cookie', teacher.cookie).expect(200);

    const page = await view(student.id);

    expect(page.student).toEqual({ id: student.id, name: 'Carla Verdi', email: `${student.id}@example.com` });
    expect(page.notes.map((note) => [note.lesson.id, note.sharedAt === null ? 'draft' : 'shared'])).toEqual([
      [draft.id, 'draft'],
      [shared.id, 'shared'],
    ]);
  });

  it('when the student is unknown, not a uuid, or the teacher herself, then 404', async () => {
    const teacherId = randomUUID();
    await learning.applied(
      'users',
      teacherId,
      await learning.publishUser({ id: teacherId, name: 'Chiara', role: 'admin' }),
    );

    const statuses = await Promise.all(
      [randomUUID(), 'not-a-uuid', teacherId].map(
        async (id) => (await api().get(`/api/learning/students/${id}`).set('Cookie', teacher.cookie)).status,
      ),
    );
    const level = await setLevel(randomUUID(), { skill: 'reading', level: 'A1' });

    expect(statuses).toEqual([404, 404, 404]);
    expect(level.status).toBe(404);
  });

  it('when a student asks, then 403', async () => {
    const student = await learning.newStudent();

    const res = await api().get(`/api/learning/students/${student.id}`).set('Cookie', student.cookie);

    expect(res.status).toBe(403);
  });
});
