import request from 'supertest';
import { LearningExportSchema, MY_DATA_PATHS } from '@lezioni/contracts';
import type { TestUser } from '@lezioni/service-kit/testing';
import { newTeacher, startLearningForFile } from '../testing/learning-service';

const learning = startLearningForFile();
const teacher = newTeacher();

const api = () => request(learning.url);

/** A past lesson of the student with a saved note, shared or left a draft. */
async function lessonWithNote(student: TestUser, covered: string, options: { isShared: boolean }) {
  const lesson = await learning.addLesson({ studentId: student.id });
  await learning.writeNote(teacher, lesson.id, {
    covered,
    vocabulary: [{ word: 'la casa', translation: 'the house' }],
    homework: { text: `Compiti: ${covered}`, dueDate: '2030-01-15' },
  });
  if (options.isShared) await learning.shareNote(teacher, lesson.id);
  return lesson;
}

async function shareMaterial(title: string, studentIds: string[]) {
  const material = await api()
    .post('/api/learning/materials')
    .set('Cookie', teacher.cookie)
    .send({ title, tags: ['grammar'], url: 'https://example.com/worksheet.pdf' })
    .expect(201);
  await api()
    .post(`/api/learning/materials/${material.body.id}/shares`)
    .set('Cookie', teacher.cookie)
    .send({ studentIds })
    .expect(200);
  return material.body.id as string;
}

describe("learning's part of 'Download my data'", () => {
  it("when a student downloads, then their shared notes (homework and its state), levels and materials are in, drafts and others' data are not", async () => {
    const anna = await learning.newStudent('Anna Bianchi');
    const bruno = await learning.newStudent('Bruno Verdi');
    const shared = await lessonWithNote(anna, 'Gli articoli', { isShared: true });
    await lessonWithNote(anna, 'Bozza segreta', { isShared: false });
    await lessonWithNote(bruno, 'I verbi di Bruno', { isShared: true });
    await api().post(`/api/learning/me/homework/${shared.id}/done`).set('Cookie', anna.cookie).expect(200);
    await api()
      .post(`/api/learning/students/${anna.id}/levels`)
      .set('Cookie', teacher.cookie)
      .send({ skill: 'speaking', level: 'A2', date: '2026-10-01' })
      .expect(201);
    const annas = await shareMaterial('Per Anna', [anna.id]);
    await shareMaterial('Per Bruno', [bruno.id]);
    await api().post(`/api/learning/me/materials/${annas}/open`).set('Cookie', anna.cookie).expect(204);

    const res = await api().get(MY_DATA_PATHS.learning).set('Cookie', anna.cookie);

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = LearningExportSchema.parse(res.body);
    expect(data.notes).toHaveLength(1);
    expect(data.notes[0]).toMatchObject({
      lesson: { id: shared.id },
      covered: 'Gli articoli',
      vocabulary: [{ word: 'la casa', translation: 'the house', example: null }],
      homework: { text: 'Compiti: Gli articoli', dueDate: '2030-01-15', doneAt: expect.any(String) },
    });
    expect(data.levels.find((level) => level.skill === 'speaking')).toMatchObject({
      current: 'A2',
      history: [{ level: 'A2', date: '2026-10-01' }],
    });
    expect(data.materials).toEqual([
      expect.objectContaining({ id: annas, title: 'Per Anna', tags: ['grammar'], firstOpenedAt: expect.any(String) }),
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('Bozza segreta');
    expect(text).not.toContain('Bruno');
  });

  it('when a student with nothing shared downloads, then every list is empty', async () => {
    const student = await learning.newStudent();

    const res = await api().get(MY_DATA_PATHS.learning).set('Cookie', student.cookie).expect(200);

    expect(LearningExportSchema.parse(res.body)).toMatchObject({ notes: [], materials: [] });
    expect(res.body.levels.every((level: { history: unknown[] }) => level.history.length === 0)).toBe(true);
  });

  it('when the teacher asks, then 403; signed out, 401', async () => {
    const asTeacher = await api().get(MY_DATA_PATHS.learning).set('Cookie', teacher.cookie);
    const signedOut = await api().get(MY_DATA_PATHS.learning);

    expect([asTeacher.status, asTeacher.body.code]).toEqual([403, 'forbidden']);
    expect([signedOut.status, signedOut.body.code]).toEqual([401, 'not_signed_in']);
  });
});
