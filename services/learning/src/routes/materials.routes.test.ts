import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { LEARNING_MESSAGES, TeacherMaterialSchema } from '@lezioni/contracts';
import type { TestUser } from '@lezioni/service-kit/testing';
import { newTeacher, startLearningForFile } from '../testing/learning-service';

const learning = startLearningForFile({ LEARNING_WRITES_PER_MINUTE: '3' });
const teacher = newTeacher();

const api = () => request(learning.url);
const create = (body: object) => api().post('/api/learning/materials').set('Cookie', teacher.cookie).send(body);
const share = (materialId: string, studentIds: string[]) =>
  api().post(`/api/learning/materials/${materialId}/shares`).set('Cookie', teacher.cookie).send({ studentIds });
/** The student's polled materials (D20), with the ETag of an earlier answer when given. */
const poll = (student: TestUser, etag?: string) => {
  const call = api().get('/api/learning/me/materials').set('Cookie', student.cookie);
  return etag ? call.set('If-None-Match', etag) : call;
};
const materialIdsIn = (res: request.Response) =>
  (res.body as { materials: { id: string }[] }).materials.map(({ id }) => id);

describe("the teacher's materials library", () => {
  it('when a link is added, then it is in the library with its tags; a Drive link is a document', async () => {
    const link = await create({
      title: 'Verbi irregolari',
      tags: ['grammar', 'verbs'],
      url: 'https://example.com/verbi',
    });
    const drive = await create({ title: 'Lettura', url: 'https://drive.google.com/file/d/xyz/view' });

    const library = TeacherMaterialSchema.array().parse(
      (await api().get('/api/learning/materials').set('Cookie', teacher.cookie).expect(200)).body,
    );

    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({ title: 'Verbi irregolari', tags: ['grammar', 'verbs'], kind: 'link' });
    expect(drive.body).toMatchObject({ tags: [], kind: 'google_document' });
    expect(library.slice(0, 2).map((material) => material.id)).toEqual([drive.body.id, link.body.id]);
  });

  it('when the link is not https, then 400 with the reason', async () => {
    const statuses = [];
    for (const url of ['http://example.com/a', 'javascript:alert(1)', 'not a link']) {
      const res = await create({ title: 'Bad', url });
      statuses.push([res.status, res.body.error]);
    }

    expect(statuses).toEqual(Array(3).fill([400, LEARNING_MESSAGES.linkNotHttps]));
  });

  it('when shared with students, then the library shows who has it and who opened it; a share can be taken back', async () => {
    const anna = await learning.newStudent('Anna');
    const bruno = await learning.newStudent('Bruno');
    const { body: material } = await create({ title: 'Ascolto', url: 'https://example.com/audio' }).expect(201);

    await share(material.id, [anna.id, bruno.id]).expect(200);
    await share(material.id, [anna.id]).expect(200);
    await api().post(`/api/learning/me/materials/${material.id}/open`).set('Cookie', anna.cookie).expect(204);
    const shared = TeacherMaterialSchema.parse((await share(material.id, [bruno.id]).expect(200)).body);
    await api()
      .delete(`/api/learning/materials/${material.id}/shares/${bruno.id}`)
      .set('Cookie', teacher.cookie)
      .expect(204);
    const again = await api()
      .delete(`/api/learning/materials/${material.id}/shares/${bruno.id}`)
      .set('Cookie', teacher.cookie);
    const brunoOpens = await api().post(`/api/learning/me/materials/${material.id}/open`).set('Cookie', bruno.cookie);

    expect(shared.shares.map(({ studentName, firstOpenedAt }) => [studentName, firstOpenedAt !== null])).toEqual([
      ['Anna', true],
      ['Bruno', false],
    ]);
    expect(again.status).toBe(404);
    expect(brunoOpens.status).toBe(404);
  });

  it("when the teacher deletes a shared material, then it leaves the library and the student's materials; again, 404", async () => {
    const anna = await learning.newStudent('Anna');
    const { body: kept } = await create({ title: 'Resta', url: 'https://example.com/resta' }).expect(201);
    const { body: material } = await create({ title: 'Via', url: 'https://example.com/via' }).expect(201);
    await share(kept.id, [anna.id]).expect(200);
    await share(material.id, [anna.id]).expect(200);

    const deleted = await api().delete(`/api/learning/materials/${material.id}`).set('Cookie', teacher.cookie);
    const again = await api().delete(`/api/learning/materials/${material.id}`).set('Cookie', teacher.cookie);
    const library = TeacherMaterialSchema.array().parse(
      (await api().get('/api/learning/materials').set('Cookie', teacher.cookie).expect(200)).body,
    );
    const mine = await api().get('/api/learning/me/materials').set('Cookie', anna.cookie).expect(200);
    const opens = await api().post(`/api/learning/me/materials/${material.id}/open`).set('Cookie', anna.cookie);

    expect([deleted.status, again.status]).toEqual([204, 404]);
    expect(library.map(({ id }) => id)).toContain(kept.id);
    expect(library.map(({ id }) => id)).not.toContain(material.id);
    expect((mine.body as { materials: { id: string }[] }).materials.map(({ id }) => id)).toEqual([kept.id]);
    expect(opens.status).toBe(404);
  });

  it('when a student or nobody deletes a material, then 403 and 401, and it stays', async () => {
    const student = await learning.newStudent();
    const { body: material } = await create({ title: 'Resto qui', url: 'https://example.com/qui' }).expect(201);

    const byStudent = await api().delete(`/api/learning/materials/${material.id}`).set('Cookie', student.cookie);
    const byNobody = await api().delete(`/api/learning/materials/${material.id}`);

    expect([byStudent.status, byNobody.status]).toEqual([403, 401]);
    const library = (await api().get('/api/learning/materials').set('Cookie', teacher.cookie)).body as { id: string }[];
    expect(library.map(({ id }) => id)).toContain(material.id);
  });

  it('when a share names an unknown student or material, then 404 and nothing is shared', async () => {
    const anna = await learning.newStudent();
    const { body: material } = await create({ title: 'Dettato', url: 'https://example.com/dettato' }).expect(201);

    const unknownStudent = await share(material.id, [anna.id, randomUUID()]);
    const unknownMaterial = await share(randomUUID(), [anna.id]);

    expect([unknownStudent.status, unknownMaterial.status]).toEqual([404, 404]);
    const library = (await api().get('/api/learning/materials').set('Cookie', teacher.cookie)).body as {
      id: string;
      shares: unknown[];
    }[];
    expect(library.find((item) => item.id === material.id)!.shares).toEqual([]);
  });

  it('when a student writes more than the limit in a minute, then 429 and nothing is stored', async () => {
    const student = await learning.newStudent();
    const { body: material } = await create({ title: 'Limiti', url: 'https://example.com/limiti' }).expect(201);
    await share(material.id, [student.id]).expect(200);

    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await api().post(`/api/learning/me/materials/${material.id}/open`).set('Cookie', student.cookie)).status,
      );
    }

    expect(statuses).toEqual([204, 204, 204, 429]);
  });

  it('when a student asks for the library, then 403', async () => {
    const student = await learning.newStudent();

    const list = await api().get('/api/learning/materials').set('Cookie', student.cookie);
    const add = await api()
      .post('/api/learning/materials')
      .set('Cookie', student.cookie)
      .send({ title: 'x', url: 'https://example.com' });

    expect([list.status, add.status]).toEqual([403, 403]);
  });
});

describe("the students' polls after the teacher changes what they were shared (D20)", () => {
  it('when she shares a material, then each student it is shared with polls it with the old ETag; another gets 304', async () => {
    const anna = await learning.newStudent('Anna');
    const bruno = await learning.newStudent('Bruno');
    const carla = await learning.newStudent('Carla');
    const before = await Promise.all([poll(anna).expect(200), poll(bruno).expect(200), poll(carla).expect(200)]);
    const { body: material } = await create({ title: 'Condiviso', url: 'https://example.com/condiviso' }).expect(201);

    await share(material.id, [anna.id, bruno.id]).expect(200);
    const [annas, brunos, carlas] = await Promise.all([
      poll(anna, before[0].headers.etag),
      poll(bruno, before[1].headers.etag),
      poll(carla, before[2].headers.etag),
    ]);

    expect([annas.status, brunos.status, carlas.status]).toEqual([200, 200, 304]);
    expect(materialIdsIn(annas)).toEqual([material.id]);
    expect(materialIdsIn(brunos)).toEqual([material.id]);
  });

  it('when she takes a share back, then that student polls without it; the other still gets 304', async () => {
    const anna = await learning.newStudent('Anna');
    const bruno = await learning.newStudent('Bruno');
    const { body: material } = await create({ title: 'Ripreso', url: 'https://example.com/ripreso' }).expect(201);
    await share(material.id, [anna.id, bruno.id]).expect(200);
    const [annas, brunos] = await Promise.all([poll(anna).expect(200), poll(bruno).expect(200)]);

    await api()
      .delete(`/api/learning/materials/${material.id}/shares/${bruno.id}`)
      .set('Cookie', teacher.cookie)
      .expect(204);

    await poll(anna, annas.headers.etag).expect(304);
    const after = await poll(bruno, brunos.headers.etag).expect(200);
    expect(materialIdsIn(after)).toEqual([]);
  });

  it('when she deletes a material, then every student it was shared with polls without it', async () => {
    const anna = await learning.newStudent('Anna');
    const bruno = await learning.newStudent('Bruno');
    const { body: material } = await create({ title: 'Cancellato', url: 'https://example.com/via' }).expect(201);
    await share(material.id, [anna.id, bruno.id]).expect(200);
    const before = await Promise.all([poll(anna).expect(200), poll(bruno).expect(200)]);

    await api().delete(`/api/learning/materials/${material.id}`).set('Cookie', teacher.cookie).expect(204);
    const after = await Promise.all([poll(anna, before[0].headers.etag), poll(bruno, before[1].headers.etag)]);

    expect(after.map((res) => [res.status, materialIdsIn(res)])).toEqual([
      [200, []],
      [200, []],
    ]);
  });
});
