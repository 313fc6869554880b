import request from 'supertest';
import { CreditRecordSchema, MAIL_QUEUE, QUEUES_DASHBOARD_PATH, SERVER_MESSAGES } from '@lezioni/contracts';
import { uniqueEmail } from '@lezioni/service-kit/testing';
import { sessionCookieOf, startPlatform, type Platform } from './harness';

const APP_ORIGIN = 'http://localhost:8080';
const PARTNER_ORIGIN = 'https://partner.lezioni.example';
/** Another port on the app's host: same site, so the SameSite=Lax cookie goes with its forms. */
const SAME_SITE_PAGE = 'http://localhost:3000';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const CROSS_SITE = { error: SERVER_MESSAGES.crossSiteRequest, code: 'cross_site_request' };
const UNSUPPORTED = { error: SERVER_MESSAGES.unsupportedMediaType, code: 'unsupported_media_type' };

let platform: Platform;
let teacher: string;
beforeAll(async () => {
  platform = await startPlatform({
    services: ['auth', 'chat', 'booking-proxy'],
    env: { APP_URL: APP_ORIGIN, ALLOWED_ORIGINS: PARTNER_ORIGIN },
  });
  teacher = sessionCookieOf(
    await api().post('/api/login').send({ email: platform.admin.email, password: platform.admin.password }).expect(200),
  );
});
afterAll(() => platform.stop());

const api = () => request(platform.gateway);

async function signUp() {
  const res = await api()
    .post('/api/register')
    .send({ name: 'Marco Rossi', email: uniqueEmail(), password: 'Segreto123' })
    .expect(201);
  return sessionCookieOf(res);
}

/** A student's pending order of five lessons, as the packages page places it. */
async function pendingOrder() {
  const student = await signUp();
  const order = await api()
    .post('/api/packages/orders')
    .set('Cookie', student)
    .set('Origin', APP_ORIGIN)
    .send({ packageId: 'five' })
    .expect(201);
  const credits = async () =>
    CreditRecordSchema.array().parse((await api().get('/api/my-credits').set('Cookie', student).expect(200)).body);
  return { confirm: `/api/admin/orders/${order.body.id as string}/confirm`, credits };
}

describe("the pentest's attacks", () => {
  it("when a same-site page posts a form that confirms a student's order with the teacher's cookie, then 403 and no credit is granted", async () => {
    const { confirm, credits } = await pendingOrder();

    const withOrigin = await api()
      .post(confirm)
      .set('Cookie', teacher)
      .set('Origin', SAME_SITE_PAGE)
      .set('Sec-Fetch-Site', 'same-site')
      .type('form')
      .send('');
    const withoutOrigin = await api()
      .post(confirm)
      .set('Cookie', teacher)
      .set('Sec-Fetch-Site', 'same-site')
      .type('form')
      .send('');

    expect([withOrigin.status, withOrigin.body]).toEqual([403, CROSS_SITE]);
    expect([withoutOrigin.status, withoutOrigin.body]).toEqual([403, CROSS_SITE]);
    expect(await credits()).toEqual([]);
  });

  it('when a page of another site uploads a file with the student cookie, then 403', async () => {
    const student = await signUp();
    const upload = () => api().post('/api/uploads').set('Cookie', student);

    const fromOrigin = await upload().set('Origin', 'https://evil.example').attach('file', PNG, 'notes.png');
    const fromSite = await upload().set('Sec-Fetch-Site', 'cross-site').attach('file', PNG, 'notes.png');
    const fromOurPage = await upload().set('Origin', APP_ORIGIN).attach('file', PNG, 'notes.png');

    expect([fromOrigin.status, fromOrigin.body]).toEqual([403, CROSS_SITE]);
    expect([fromSite.status, fromSite.body]).toEqual([403, CROSS_SITE]);
    expect(fromOurPage.status).toBe(201);
  });

  it('when a page of another site posts logout, then 403 and the session still works', async () => {
    const student = await signUp();

    const res = await api().post('/api/logout').set('Cookie', student).set('Origin', SAME_SITE_PAGE);

    expect([res.status, res.body]).toEqual([403, CROSS_SITE]);
    await api().get('/api/me').set('Cookie', student).expect(200);
  });

  it('when a page of another site opens a conversation or marks it read, then 403', async () => {
    const student = await signUp();
    const { id } = (await api().post('/api/conversations').set('Cookie', student).expect(201)).body as { id: string };

    for (const path of ['/api/conversations', `/api/conversations/${id}/mark-read`]) {
      const res = await api().post(path).set('Cookie', student).set('Origin', 'https://evil.example');
      expect([path, res.status, res.body]).toEqual([path, 403, CROSS_SITE]);
    }
  });
});

describe('where a write may come from', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    "when %s comes from another origin with the teacher's cookie, then 403 before any service sees it",
    async (method) => {
      // bull-board's API takes PUTs (refused anyway: it is read-only).
      const send = api()[method.toLowerCase() as 'put'];
      const res = await send(`${QUEUES_DASHBOARD_PATH}/api/queues/${MAIL_QUEUE}/pause`)
        .set('Cookie', teacher)
        .set('Origin', 'https://evil.example');

      expect([res.status, res.body]).toEqual([403, CROSS_SITE]);
    },
  );

  it('when a page sends Origin "null" (a sandboxed frame, a redirect), then its write is refused', async () => {
    const res = await api().post('/api/logout').set('Origin', 'null');

    expect([res.status, res.body]).toEqual([403, CROSS_SITE]);
  });

  it('when reads come from another origin, then they pass (CORS decides what its page may read)', async () => {
    for (const method of ['get', 'head', 'options'] as const) {
      const res = await api()[method]('/api/config').set('Origin', 'https://evil.example');
      expect([method, res.status]).toEqual([method, method === 'options' ? 204 : 200]);
    }
  });

  it("when our pages write from APP_URL's origin, the address they were served from, or an allowed origin, then the writes pass, bodiless ones included", async () => {
    const { confirm, credits } = await pendingOrder();
    const student = await signUp();
    const servedFrom = `http://${new URL(platform.gatewayUrl).host}`;

    // As the admin page sends it: no body, no Content-Type.
    await api().post(confirm).set('Cookie', teacher).set('Origin', APP_ORIGIN).expect(200);
    const opened = await api()
      .post('/api/conversations')
      .set('Cookie', student)
      .set('Origin', servedFrom)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(201);
    await api()
      .post(`/api/conversations/${opened.body.id as string}/mark-read`)
      .set('Cookie', student)
      .set('Origin', PARTNER_ORIGIN)
      .expect(204);
    await api().post('/api/logout').set('Cookie', student).set('Sec-Fetch-Site', 'same-origin').expect(204);

    expect(await credits()).toEqual([expect.objectContaining({ remainingCredits: 5 })]);
  });
});

describe('what a write may carry', () => {
  it.each([
    ['a form', 'application/x-www-form-urlencoded', 'packageId=five'],
    ['an empty form', 'application/x-www-form-urlencoded', ''],
    ['plain text', 'text/plain', '{"packageId":"five"}'],
    ['a multipart form', 'multipart/form-data; boundary=x', '--x--'],
  ])('when a JSON route gets %s from our own page, then 415 and nothing is ordered', async (_what, type, body) => {
    const student = await signUp();

    const res = await api()
      .post('/api/packages/orders')
      .set('Cookie', student)
      .set('Origin', APP_ORIGIN)
      .set('Content-Type', type)
      .send(body);

    expect([res.status, res.body]).toEqual([415, UNSUPPORTED]);
    expect((await api().get('/api/packages/orders').set('Cookie', student).expect(200)).body).toEqual([]);
  });

  it('when a body comes without a Content-Type, then 415', async () => {
    const res = await api().post('/api/login').unset('Content-Type').send(Buffer.from('{"email":"a@b.co"}'));

    expect([res.status, res.body]).toEqual([415, UNSUPPORTED]);
  });

  it('when the upload path gets JSON instead of a multipart form, then 415', async () => {
    const student = await signUp();

    const res = await api().post('/api/uploads').set('Cookie', student).send({ file: 'x' });

    expect([res.status, res.body]).toEqual([415, UNSUPPORTED]);
  });

  it('when JSON states its charset, then it is JSON', async () => {
    await api()
      .post('/api/login')
      .set('Content-Type', 'Application/JSON; charset=utf-8')
      .send(JSON.stringify({ email: platform.admin.email, password: platform.admin.password }))
      .expect(200);
  });
});
