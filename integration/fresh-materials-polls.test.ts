import pg from 'pg';
import request from 'supertest';
import { testDatabaseUrl, uniqueEmail } from '@lezioni/service-kit/testing';
import { eventually, registerStudent, serviceCallsOf, sessionCookieOf, startPlatform, type Platform } from './harness';

// A student's unchanged materials poll is answered 304 from one Redis read, by the gateway (D20).
const MATERIALS_PATH = '/api/learning/me/materials';
let platform: Platform;
const database = new pg.Pool({ connectionString: testDatabaseUrl(), max: 1 });
beforeAll(async () => {
  platform = await startPlatform({ services: ['auth', 'learning'] });
});
afterAll(async () => {
  await database.end();
  await platform.stop();
});

async function newStudent(name = 'Paola Conti') {
  const {
    user: { id },
    cookie,
  } = await registerStudent(platform, uniqueEmail(), name);
  // The teacher can share with the student once learning has auth's event about the account.
  await eventually(async () => {
    const { rows } = await database.query('SELECT version FROM learning.users WHERE id = $1', [id]);
    return Number(rows[0]?.version ?? 0) > 0;
  });
  return { id, cookie };
}

async function teacherCookie() {
  return sessionCookieOf(
    await request(platform.gateway)
      .post('/api/login')
      .send({ email: platform.admin.email, password: platform.admin.password })
      .expect(200),
  );
}

const poll = (cookie: string, etag?: string) => {
  const call = request(platform.gateway).get(MATERIALS_PATH).set('Cookie', cookie);
  return etag ? call.set('If-None-Match', etag) : call;
};
const materialIdsIn = (res: request.Response) =>
  (res.body as { materials: { id: string }[] }).materials.map(({ id }) => id);

describe("a student's materials polled through the gateway", () => {
  it('when a student polls their unchanged materials with the ETag, then the gateway answers 304 without calling learning', async () => {
    const { cookie } = await newStudent();
    const first = await poll(cookie).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-lezioni-freshness-key']).toBeUndefined();

    const before = await serviceCallsOf(platform, 'learning', MATERIALS_PATH);
    for (let i = 0; i < 5; i += 1) {
      const again = await poll(cookie, etag).expect(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.text).toBe('');
    }
    expect(await serviceCallsOf(platform, 'learning', MATERIALS_PATH)).toBe(before);
  });

  it('when the teacher shares a material with the student, then the poll with the old ETag answers it, and 304 again after', async () => {
    const student = await newStudent();
    const other = await newStudent('Marco Neri');
    const teacher = await teacherCookie();
    const first = await poll(student.cookie).expect(200);
    const othersFirst = await poll(other.cookie).expect(200);
    expect(materialIdsIn(first)).toEqual([]);
    const material = await request(platform.gateway)
      .post('/api/learning/materials')
      .set('Cookie', teacher)
      .send({ title: 'Verbi irregolari', tags: ['grammar'], url: 'https://example.com/verbi' })
      .expect(201);
    await poll(student.cookie, first.headers.etag as string).expect(304);

    await request(platform.gateway)
      .post(`/api/learning/materials/${material.body.id as string}/shares`)
      .set('Cookie', teacher)
      .send({ studentIds: [student.id] })
      .expect(200);

    const after = await poll(student.cookie, first.headers.etag as string).expect(200);
    expect(materialIdsIn(after)).toEqual([material.body.id]);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    await poll(student.cookie, after.headers.etag as string).expect(304);
    await poll(other.cookie, othersFirst.headers.etag as string).expect(304);
  });
});
