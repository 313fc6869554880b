import type http from 'node:http';
import request from 'supertest';
import {
  ADMIN_LESSON_REQUESTS_API,
  ADMIN_SCHEDULE_API,
  AVAILABILITY_SLOTS_API,
  LESSON_REQUESTS_API,
  adminLessonCancelPath,
  adminLessonWaivePath,
  adminLessonRequestPath,
  myBookingReschedulePath,
  WAITLIST_API,
  waitlistEntryPath,
  waitlistOfferTakePath,
  CALENDAR_FEED_API,
  DELETE_ACCOUNT_PATH,
  LESSON_ROOM_API,
  MY_DATA_PATHS,
  STRIPE_WEBHOOK_PATH,
  UPSTREAMS,
  UPSTREAM_NAMES,
  findUpstream,
  ADMIN_LESSON_SERIES_API,
  LESSON_SERIES_API,
  adminLessonSeriesPath,
  lessonSeriesPath,
} from '@lezioni/contracts';
import { createOpenApiDocument } from '@lezioni/contracts/openapi';
import { SESSION_COOKIE, appendLessonEvent } from '@lezioni/service-kit';
import { openEventStream, testRedisUrl, uniqueEmail } from '@lezioni/service-kit/testing';
import { Redis } from 'ioredis';
import { eventually, listen, startPlatform, verifyEmailOf, type Platform } from './harness';
import { GATEWAY_OWN_CALLS, recordAnswers } from './openapi-recorder';

const ALL_SERVICES = ['auth', 'chat', 'booking-proxy', 'unfurl', 'learning'];
const PUSH_SERVICE = '127.0.0.1:9';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const document = createOpenApiDocument() as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};
const documented = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
);

let platform: Platform;
let page: { server: http.Server; url: string };
beforeAll(async () => {
  page = await listen((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end('<html><head><title>Grammatica</title><meta name="description" content="Esercizi"></head></html>');
  });
  platform = await startPlatform({
    services: ALL_SERVICES,
    // A push service on a port nothing listens on: a subscription is stored, no push leaves the machine.
    env: { UNFURL_ALLOW_HOSTS: new URL(page.url).host, PUSH_TEST_HOSTS: PUSH_SERVICE },
  });
});
afterAll(async () => {
  await platform.stop();
  await new Promise((resolve) => page.server.close(resolve));
});

const api = () => request(platform.gateway);

type Layer = {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[]; router?: unknown };
  rawPath?: unknown;
  slash?: boolean;
};

/** `METHOD /path/{param}` of every route an Express app serves, as the OpenAPI document writes paths. */
function routesOf(app: unknown): string[] {
  const walk = (stack: Layer[], mountPath: string): string[] =>
    stack.flatMap((layer) => {
      if (layer.route && typeof layer.route.path === 'string') {
        const path = `${mountPath}${layer.route.path}`.replace(/:(\w+)/g, '{$1}');
        return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${path}`);
      }
      const path = `${mountPath}${!layer.slash && typeof layer.rawPath === 'string' ? layer.rawPath : ''}`;
      // A whole app mounted at a path (the queue dashboard) is one page there; its insides are its own.
      if (layer.handle.router) return [`GET ${path}`];
      return layer.handle.stack ? walk(layer.handle.stack, path) : [];
    });
  return walk((app as { router: { stack: Layer[] } }).router.stack, '');
}

/** Web Push (D33): the key, a device opted in, listed and removed, an endpoint refused, the choices. */
async function recordPushCalls(student: string) {
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
  const endpoint = `http://${PUSH_SERVICE}/push/openapi`;
  await api().get('/api/push/public-key').expect(200);
  await api().post('/api/push/subscriptions').set('Cookie', student).send({ endpoint, keys }).expect(204);
  await api()
    .post('/api/push/subscriptions')
    .set('Cookie', student)
    .send({ endpoint: 'https://push.attacker.example/x', keys })
    .expect(400);
  await api().post('/api/push/subscriptions').send({ endpoint, keys }).expect(401);
  await api().get('/api/push/subscriptions').set('Cookie', student).expect(200);
  await api().get('/api/push/subscriptions').expect(401);
  await api().delete('/api/push/subscriptions').set('Cookie', student).send({ endpoint }).expect(204);
  await api().delete('/api/push/subscriptions').set('Cookie', student).send({}).expect(400);
  const preferences = (await api().get('/api/push/preferences').set('Cookie', student).expect(200)).body as object;
  await api().get('/api/push/preferences').expect(401);
  await api().put('/api/push/preferences').set('Cookie', student).send(preferences).expect(200);
  await api().put('/api/push/preferences').set('Cookie', student).send({ showPreviews: 'yes' }).expect(400);
}

/**
 * Booking with the teacher's own calendar: a student whose address is not confirmed is refused; one
 * who confirmed it buys five credits and asks for three of her free times in `week`; she approves
 * one and declines one, the student withdraws the third.
 */
async function recordLessonRequestCalls(unconfirmed: string, teacher: string, week: { from: string; to: string }) {
  await api()
    .post(LESSON_REQUESTS_API)
    .set('Cookie', unconfirmed)
    .send({ startsAt: week.from, durationMinutes: 50 })
    .expect(403);
  const email = uniqueEmail();
  const student = cookieOf(
    await api().post('/api/register').send({ name: 'Marco Rossi', email, password: 'Segreto123' }).expect(201),
  );
  await verifyEmailOf(platform, email);
  const order = (
    await api().post('/api/packages/orders').set('Cookie', student).send({ packageId: 'five' }).expect(201)
  ).body;
  await api().post(`/api/admin/orders/${order.id}/confirm`).set('Cookie', teacher).expect(200);
  const free = (
    await api()
      .get(AVAILABILITY_SLOTS_API)
      .query({ ...week, duration: 50 })
      .set('Cookie', student)
      .expect(200)
  ).body.slots as { startsAt: string }[];
  const ask = (startsAt: string) =>
    api().post(LESSON_REQUESTS_API).set('Cookie', student).send({ startsAt, durationMinutes: 50 });
  // 50 minutes and her 10 after: a request at the 0th free time leaves the 4th and the 8th free.
  const [first, second, third] = [free[0]!, free[4]!, free[8]!].map((slot) => slot.startsAt);
  // booking-proxy knows the address is proven once auth's user event has reached it.
  let asked: request.Response | undefined;
  await eventually(async () => (asked = await ask(first!)).status !== 403);
  expect(asked!.status).toBe(201);
  const approved = asked!.body.id as string;
  await ask(first!).expect(409);
  await ask('soon').expect(400);
  await api()
    .post(LESSON_REQUESTS_API)
    .set('Cookie', teacher)
    .send({ startsAt: first, durationMinutes: 50 })
    .expect(403);
  await api().get(ADMIN_LESSON_REQUESTS_API).set('Cookie', teacher).expect(200);
  await api().get(ADMIN_LESSON_REQUESTS_API).set('Cookie', student).expect(403);
  await api().get(LESSON_REQUESTS_API).set('Cookie', student).expect(200);
  await api().get(LESSON_REQUESTS_API).set('Cookie', teacher).expect(403);
  await api().post(adminLessonRequestPath(approved, 'approve')).set('Cookie', teacher).expect(200);
  await api().post(adminLessonCancelPath(approved)).set('Cookie', student).expect(403);
  await api().post(adminLessonRequestPath(approved, 'approve')).set('Cookie', teacher).expect(409);
  await api().post(adminLessonRequestPath('lz-none', 'approve')).set('Cookie', teacher).expect(404);
  await api().post(adminLessonRequestPath(approved, 'decline')).set('Cookie', student).expect(403);
  const declined = (await ask(second!).expect(201)).body.id as string;
  await api().post(adminLessonRequestPath(declined, 'decline')).set('Cookie', teacher).expect(200);
  await api().post(adminLessonRequestPath(declined, 'decline')).set('Cookie', teacher).expect(409);
  await api().post(adminLessonRequestPath('lz-none', 'decline')).set('Cookie', teacher).expect(404);
  const withdrawn = (await ask(third!).expect(201)).body.id as string;
  await api().post(`/api/my-bookings/${withdrawn}/cancel`).set('Cookie', student).expect(200);
  await api().post(`/api/my-bookings/${withdrawn}/cancel`).set('Cookie', teacher).expect(403);
  await api().post(`/api/my-bookings/${withdrawn}/cancel`).set('Cookie', student).expect(404);
  await api().post(myBookingReschedulePath(approved)).set('Cookie', student).send({ startsAt: third }).expect(201);
  await api().post(myBookingReschedulePath(approved)).set('Cookie', student).send({ startsAt: 'later' }).expect(400);
  await api().post(myBookingReschedulePath('lz-none')).set('Cookie', student).send({ startsAt: third }).expect(404);
  await api().post(`/api/my-bookings/${approved}/cancel`).set('Cookie', student).expect(200);
  await api().post(`/api/my-bookings/${approved}/cancel`).set('Cookie', student).expect(409);
  await api().post(adminLessonCancelPath(approved)).set('Cookie', teacher).expect(409);
  await api().post(adminLessonCancelPath('lz-none')).set('Cookie', teacher).expect(404);
  // Cancelled days ahead, its credit came back: nothing to waive.
  await api().post(adminLessonWaivePath(approved)).set('Cookie', teacher).expect(409);
  await api().post(adminLessonWaivePath(approved)).set('Cookie', student).expect(403);
  await api().post(adminLessonWaivePath('lz-none')).set('Cookie', teacher).expect(404);

  // A weekly series at a time the lessons above have left free: asked, answered, paused, resumed, ended.
  const weekly = { startsAt: free[2]!.startsAt, durationMinutes: 50 };
  const series = (await api().post(LESSON_SERIES_API).set('Cookie', student).send(weekly).expect(201)).body
    .id as string;
  await api().post(LESSON_SERIES_API).set('Cookie', teacher).send(weekly).expect(403);
  await api().get(LESSON_SERIES_API).set('Cookie', student).expect(200);
  await api().get(ADMIN_LESSON_SERIES_API).set('Cookie', teacher).expect(200);
  await api().post(adminLessonSeriesPath(series, 'approve')).set('Cookie', teacher).expect(200);
  await api().post(adminLessonSeriesPath(series, 'decline')).set('Cookie', teacher).expect(409);
  await api().post(lessonSeriesPath(series, 'pause')).set('Cookie', student).expect(200);
  await api().post(lessonSeriesPath(series, 'resume')).set('Cookie', student).expect(200);
  await api().post(lessonSeriesPath('ls-none', 'pause')).set('Cookie', student).expect(404);
  await api().post(lessonSeriesPath(series, 'end')).set('Cookie', student).expect(200);
  await api().post(adminLessonSeriesPath(series, 'end')).set('Cookie', teacher).expect(409);
  await recordWaitlistCalls(unconfirmed, student, teacher, free[0]!.startsAt);
}

/**
 * The waitlist's calls: the student waits on the day of `freeAt` (a free time of her week), is
 * offered a time at once and takes it, waits again and leaves.
 */
async function recordWaitlistCalls(unconfirmed: string, student: string, teacher: string, freeAt: string) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(freeAt));
  const hours = { date, fromTime: '09:00', toTime: '12:00', durationMinutes: 50, timeZone: 'Europe/Rome' };
  const join = (cookie: string) => api().post(WAITLIST_API).set('Cookie', cookie).send(hours);
  await join(unconfirmed).expect(403);
  await join(student).expect(201);
  await api().post(WAITLIST_API).set('Cookie', student).send({ date: 'soon' }).expect(400);
  const { offers } = (await api().get(WAITLIST_API).set('Cookie', student).expect(200)).body as {
    offers: { id: string }[];
  };
  await api().post(waitlistOfferTakePath(offers[0]!.id)).set('Cookie', teacher).expect(403);
  await api().post(waitlistOfferTakePath('lz-none')).set('Cookie', student).expect(404);
  await api().post(waitlistOfferTakePath(offers[0]!.id)).set('Cookie', student).expect(201);
  const left = (await join(student).expect(201)).body.id as string;
  await api().delete(waitlistEntryPath(left)).set('Cookie', student).expect(204);
  await api().delete(waitlistEntryPath(left)).set('Cookie', student).expect(404);
}

/**
 * The learning service's calls, on a lesson of the student published to lesson-events as
 * booking-proxy's relay would (the student reaches learning through auth's user events).
 */
async function recordLearningCalls(student: string, teacher: string): Promise<void> {
  const studentId = (await api().get('/api/me').set('Cookie', student).expect(200)).body.user.id as string;
  const lessonId = `tc-learning-${studentId}`;
  const redis = new Redis(testRedisUrl());
  try {
    await appendLessonEvent(redis, platform.env.REDIS_PREFIX!, {
      type: 'lesson.upserted',
      version: 1,
      lesson: {
        id: lessonId,
        studentId,
        startsAt: new Date(Date.now() - 2 * 60 * 60_000).toISOString(),
        endsAt: new Date(Date.now() - 60 * 60_000).toISOString(),
        durationMinutes: 60,
        title: 'Single Lesson (60 min)',
        cancelledAt: null,
        attendedAt: null,
      },
      occurredAt: new Date().toISOString(),
    });
  } finally {
    redis.disconnect();
  }
  const learning = '/api/learning';
  const note = `${learning}/lessons/${lessonId}/note`;
  await eventually(async () => (await api().get(note).set('Cookie', teacher)).status === 200);
  await eventually(
    async () => (await api().get(`${learning}/students/${studentId}`).set('Cookie', teacher)).status === 200,
  );
  const saved = { covered: 'Articoli', vocabulary: [{ word: 'il libro', translation: 'the book' }] };
  const uploadFile = async () =>
    (await api().post(`${learning}/files`).set('Cookie', teacher).attach('file', PNG, 'lavagna.png').expect(201))
      .body as { id: string; url: string };
  const attachment = await uploadFile();
  await api().post(`${learning}/files`).set('Cookie', student).attach('file', PNG, 'lavagna.png').expect(403);
  await api()
    .put(note)
    .set('Cookie', teacher)
    .send({
      ...saved,
      homework: { text: 'Esercizio 1', dueDate: '2026-12-10', attachmentFileId: attachment.id },
      revision: 0,
    })
    .expect(200);
  await api()
    .put(note)
    .set('Cookie', teacher)
    .send({ ...saved, revision: 0 })
    .expect(409);
  await api().post(`${note}/share`).set('Cookie', teacher).expect(200);
  await api().get(note).set('Cookie', student).expect(403);
  // A word the student saves in the lesson room joins the shared note (and their deck).
  await api()
    .post(`${learning}/lessons/${lessonId}/words`)
    .set('Cookie', student)
    .send({ word: 'la lavagna', translation: 'the whiteboard', example: 'Scrivo sulla lavagna.' })
    .expect(200);
  await api().post(`${learning}/lessons/${lessonId}/words`).set('Cookie', student).send({ word: 'x' }).expect(400);
  // The teacher's "Save as image" of the room's whiteboard joins the note; a student may not.
  await api()
    .post(`${learning}/lessons/${lessonId}/boards`)
    .set('Cookie', teacher)
    .send({ fileId: (await uploadFile()).id })
    .expect(200);
  await api().post(`${learning}/lessons/${lessonId}/boards`).set('Cookie', student).send({ fileId: 'x' }).expect(403);
  await api()
    .post(`${learning}/students/${studentId}/levels`)
    .set('Cookie', teacher)
    .send({ skill: 'reading', level: 'B1' })
    .expect(201);
  const material = (
    await api()
      .post(`${learning}/materials`)
      .set('Cookie', teacher)
      .send({ title: 'Lettura', tags: ['reading'], url: 'https://docs.google.com/document/d/lettura' })
      .expect(201)
  ).body;
  await api()
    .post(`${learning}/materials/${material.id}/shares`)
    .set('Cookie', teacher)
    .send({ studentIds: [studentId] })
    .expect(200);
  const fileMaterial = (
    await api()
      .post(`${learning}/materials`)
      .set('Cookie', teacher)
      .send({ title: 'La lavagna', fileId: (await uploadFile()).id })
      .expect(201)
  ).body as { id: string; url: string };
  await api()
    .post(`${learning}/materials/${fileMaterial.id}/shares`)
    .set('Cookie', teacher)
    .send({ studentIds: [studentId] })
    .expect(200);
  await api().get(fileMaterial.url).set('Cookie', student).expect(200);
  await api().get(attachment.url).set('Cookie', student).expect(200);
  await api().get(`${learning}/files/00000000-0000-4000-8000-000000000000`).set('Cookie', student).expect(404);
  await api().get(`${learning}/materials`).set('Cookie', teacher).expect(200);
  await api().get(`${learning}/me/materials`).set('Cookie', student).expect(200);
  await api().post(`${learning}/me/materials/${material.id}/open`).set('Cookie', student).expect(204);
  await api().post(`${learning}/me/homework/${lessonId}/done`).set('Cookie', student).expect(200);
  await api().delete(`${learning}/me/homework/${lessonId}/done`).set('Cookie', student).expect(200);
  await api().get(`${learning}/me/progress`).set('Cookie', student).expect(200);
  await api().get(`${learning}/me/vocabulary`).query({ q: 'libro' }).set('Cookie', student).expect(200);
  // The shared note's word is two cards of the student's review deck.
  const [card] = (await api().get(`${learning}/me/review`).set('Cookie', student).expect(200)).body.due as {
    id: string;
    step: number;
  }[];
  await api()
    .post(`${learning}/me/review/${card!.id}`)
    .set('Cookie', student)
    .send({ rating: 'good', step: card!.step })
    .expect(200);
  await api().post(`${learning}/me/review/${card!.id}`).set('Cookie', student).send({ rating: 'perfect' }).expect(400);
  await api().get(`${learning}/students/${studentId}`).set('Cookie', teacher).expect(200);
  await api().delete(`${learning}/materials/${material.id}/shares/${studentId}`).set('Cookie', teacher).expect(204);
  await api().delete(`${learning}/materials/${material.id}`).set('Cookie', teacher).expect(204);
}

const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`))!
    .split(';')[0]!;

describe('the OpenAPI document', () => {
  it('is served by the gateway at /api/openapi.json, as generated from the contracts', async () => {
    const res = await api()
      .get('/api/openapi.json')
      .expect(200)
      .expect('content-type', /application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(document)));
    expect(res.body.openapi).toBe('3.1.0');
  });

  it('documents every API route the services and the gateway serve, each where the route table sends it', () => {
    // /healthz, /readyz and /metrics are each process's own, for operators: not API routes.
    const served = ALL_SERVICES.flatMap((name) =>
      routesOf(platform.services[name]!.service.app)
        .filter((route) => route.includes(' /api/'))
        .map((route) => ({ name, route })),
    );
    const gatewayRoutes = routesOf(platform.gatewayApp).filter((route) =>
      GATEWAY_OWN_CALLS.includes(route.split(' ')[1]!),
    );
    expect(gatewayRoutes.sort()).toEqual(['GET /api/config', 'GET /api/status']);

    const undocumented = [...served.map(({ route }) => route), ...gatewayRoutes].filter(
      (route) => !documented.includes(route),
    );
    expect(undocumented).toEqual([]);
    // …and nothing documented that nobody serves, or that the gateway would send elsewhere.
    for (const route of documented) {
      const path = route.split(' ')[1]!;
      const server = GATEWAY_OWN_CALLS.includes(path) ? 'gateway' : findUpstream(path.replace(/\{\w+\}/g, 'x'));
      const servedBy =
        served.find((entry) => entry.route === route)?.name ?? (gatewayRoutes.includes(route) ? 'gateway' : undefined);
      expect({ route, servedBy }).toEqual({ route, servedBy: server });
    }
  });

  it('documents at least one call under every prefix of the route table', () => {
    const paths = Object.keys(document.paths);
    for (const name of UPSTREAM_NAMES) {
      for (const prefix of UPSTREAMS[name].pathPrefixes) {
        expect({ prefix, documented: paths.some((path) => path === prefix || path.startsWith(`${prefix}/`)) }).toEqual({
          prefix,
          documented: true,
        });
      }
    }
  });

  it('when every documented call is made through the gateway, then each answer matches the document', async () => {
    const student = cookieOf(
      await api().post('/api/register').send({ name: 'Giulia Bianchi', email: uniqueEmail(), password: 'Segreto123' }),
    );
    const studentEmail = (await api().get('/api/me').set('Cookie', student).expect(200)).body.user.email as string;
    const teacher = cookieOf(
      await api()
        .post('/api/login')
        .send({ email: platform.admin.email, password: platform.admin.password })
        .expect(200),
    );

    await api().get('/api/config').expect(200);
    await api().get('/api/status').set('Cookie', teacher).expect(200);
    await api().get('/api/status').set('Cookie', student).expect(403);
    await api().get('/api/status').expect(401);
    await api().post('/api/login').send({ email: 'not an email', password: 'x' }).expect(400);
    await api().post('/api/forgot-password').send({ email: studentEmail }).expect(200);
    await api().post('/api/reset-password').send({ token: 'no-such-token', newPassword: 'Nuovo1234' }).expect(400);
    await api().post('/api/verify-email/resend').set('Cookie', student).expect(200);
    await api().post('/api/verify-email').send({ token: 'no-such-token' }).expect(400);
    await api().put('/api/me/language').set('Cookie', student).send({ language: 'it' }).expect(200);
    await api().put('/api/me/language').set('Cookie', student).send({ language: 'fr' }).expect(400);
    await api().put('/api/me/language').send({ language: 'it' }).expect(401);
    await api().put('/api/me/time-zone').set('Cookie', student).send({ timeZone: 'America/New_York' }).expect(200);
    await api().put('/api/me/time-zone').set('Cookie', student).send({ timeZone: 'Mars/Olympus' }).expect(400);
    await api().put('/api/me/time-zone').send({ timeZone: null }).expect(401);

    const { id: conversationId } = (await api().post('/api/conversations').set('Cookie', student).expect(201)).body;
    const upload = await api()
      .post('/api/uploads')
      .set('Cookie', student)
      .attach('file', PNG, 'lavagna.png')
      .expect(201);
    await api()
      .post(`/api/conversations/${conversationId}/messages`)
      .set('Cookie', student)
      .send({ content: 'Ecco la lavagna', messageType: 'file', ...upload.body })
      .expect(201);
    await api().get(`/api/conversations/${conversationId}/messages`).set('Cookie', teacher).expect(200);
    await api().get('/api/conversations').set('Cookie', teacher).expect(200);
    await api().post(`/api/conversations/${conversationId}/mark-read`).set('Cookie', teacher).expect(204);
    await api().get(String(upload.body.fileUrl)).set('Cookie', teacher).expect(200);
    await api().get('/api/files/00000000-0000-4000-8000-000000000000').set('Cookie', teacher).expect(404);
    await api()
      .get('/api/unfurl')
      .query({ url: `${page.url}/lezione` })
      .set('Cookie', student)
      .expect(200);

    const stream = await openEventStream(`${platform.gatewayUrl}/api/events`, {
      cookie: student,
      onFrame: () => undefined,
    });
    expect(stream.status).toBe(200);
    stream.close();

    await api().get('/api/my-bookings').set('Cookie', student).expect(200);
    // A lesson room's answers: integration/lesson-room.test.ts records the successes.
    const noLesson = 'tc-no-such-lesson';
    await api().get(LESSON_ROOM_API.room(noLesson)).set('Cookie', student).expect(403);
    await api()
      .post(LESSON_ROOM_API.signals(noLesson))
      .set('Cookie', student)
      .send({ type: 'media', isMicrophoneOn: true, isCameraOn: true })
      .expect(403);
    await api().post(LESSON_ROOM_API.signals(noLesson)).set('Cookie', student).send({ type: 'nonsense' }).expect(400);
    await api().get(LESSON_ROOM_API.events(noLesson)).set('Cookie', teacher).expect(403);
    await api().get(LESSON_ROOM_API.page(noLesson)).set('Cookie', student).expect(403);
    await api().post(LESSON_ROOM_API.page(noLesson)).set('Cookie', student).send({ update: 'AAA=' }).expect(403);
    await api().post(LESSON_ROOM_API.page(noLesson)).set('Cookie', student).send({ update: '!' }).expect(400);
    await api().get('/api/my-credits').set('Cookie', student).expect(200);
    await api().get('/api/my-credits').set('Cookie', teacher).expect(403);
    const confirmed = (
      await api().post('/api/packages/orders').set('Cookie', student).send({ packageId: 'five' }).expect(201)
    ).body;
    await api().post('/api/packages/orders').set('Cookie', student).send({ packageId: 'ten' }).expect(409);
    await api().post(`/api/admin/orders/${confirmed.id}/confirm`).set('Cookie', teacher).expect(200);
    const rejected = (
      await api().post('/api/packages/orders').set('Cookie', student).send({ packageId: 'single' }).expect(201)
    ).body;
    await api().post(`/api/admin/orders/${rejected.id}/reject`).set('Cookie', teacher).expect(200);
    const cancelled = (
      await api().post('/api/packages/orders').set('Cookie', student).send({ packageId: 'ten' }).expect(201)
    ).body;
    await api().post(`/api/packages/orders/${cancelled.id}/cancel`).set('Cookie', student).expect(200);
    await api().get('/api/packages/orders').set('Cookie', student).expect(200);
    await api().get(`/api/packages/orders/${confirmed.id}`).set('Cookie', student).expect(200);
    await api().get(`/api/packages/orders/${confirmed.id}/receipt`).set('Cookie', student).expect(200);
    await api().post(`/api/packages/orders/${confirmed.id}/refund`).set('Cookie', student).expect(200);
    await api().post(`/api/packages/orders/${confirmed.id}/refund/withdraw`).set('Cookie', student).expect(200);
    await api().post(`/api/packages/orders/${confirmed.id}/refund`).set('Cookie', student).expect(200);
    await api().post(`/api/admin/orders/${confirmed.id}/refund/approve`).set('Cookie', teacher).expect(200);
    await api().post(`/api/admin/orders/${confirmed.id}/refund/reject`).set('Cookie', teacher).expect(409);
    await api().post(`/api/packages/orders/${confirmed.id}/refund/withdraw`).set('Cookie', student).expect(409);
    await api().get('/api/payments/methods').expect(200);
    // No Stripe key on this platform: the webhook is not there.
    await api().post(STRIPE_WEBHOOK_PATH).set('Content-Type', 'application/json').send('{}').expect(404);
    await api().get('/api/admin/orders').set('Cookie', teacher).expect(200);
    await api().get('/api/admin/analytics').set('Cookie', teacher).expect(200);
    await api().get('/api/admin/bookings').set('Cookie', teacher).expect(200);
    await api().get('/api/admin/students').set('Cookie', teacher).expect(200);
    await api()
      .get('/api/admin/student-directory')
      .query({ q: 'giulia', sort: 'credits', order: 'desc' })
      .set('Cookie', teacher)
      .expect(200);
    await api().get('/api/admin/student-directory').query({ pageSize: 500 }).set('Cookie', teacher).expect(400);
    const studentId = (await api().get('/api/me').set('Cookie', student).expect(200)).body.user.id as string;
    // booking-proxy knows the student once auth's user event has reached it.
    await eventually(
      async () => (await api().get(`/api/admin/students/${studentId}`).set('Cookie', teacher)).status === 200,
    );
    await api().get('/api/admin/students/00000000-0000-4000-8000-000000000000').set('Cookie', teacher).expect(404);
    await api().get('/api/admin/queues').set('Cookie', teacher).expect(200);
    // The teacher opens the student's conversation by naming them: the one the student started.
    await api().post('/api/conversations').set('Cookie', teacher).send({ studentId }).expect(200);
    await recordLearningCalls(student, teacher);
    for (const path of Object.values(MY_DATA_PATHS)) await api().get(path).set('Cookie', student).expect(200);
    await api().get(CALENDAR_FEED_API).set('Cookie', student).expect(200);
    const feedUrl = new URL((await api().post(CALENDAR_FEED_API).set('Cookie', student).expect(200)).body.feed.url);
    await api().get(feedUrl.pathname).expect(200);
    await api().delete(CALENDAR_FEED_API).set('Cookie', student).expect(204);
    await api().get(feedUrl.pathname).expect(404);
    const mornings = {
      timeZone: 'Europe/Rome',
      bufferMinutes: 10,
      autoApproveReturning: false,
      week: [{ weekday: 2, start: '09:00', end: '12:00' }],
    };
    await api()
      .put(ADMIN_SCHEDULE_API)
      .set('Cookie', teacher)
      .send({ ...mornings, dates: [] })
      .expect(200);
    await api().put(ADMIN_SCHEDULE_API).set('Cookie', teacher).send(mornings).expect(400);
    await api().get(ADMIN_SCHEDULE_API).set('Cookie', teacher).expect(200);
    await api().get(ADMIN_SCHEDULE_API).set('Cookie', student).expect(403);
    const week = {
      from: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      to: new Date(Date.now() + 9 * 86_400_000).toISOString(),
    };
    await api()
      .get(AVAILABILITY_SLOTS_API)
      .query({ ...week, duration: 50 })
      .set('Cookie', student)
      .expect(200);
    await api()
      .get(AVAILABILITY_SLOTS_API)
      .query({ ...week, duration: 30 })
      .set('Cookie', student)
      .expect(400);
    await recordLessonRequestCalls(student, teacher, week);
    await api().post(DELETE_ACCOUNT_PATH).set('Cookie', teacher).send({ password: 'whatever' }).expect(403);
    await recordPushCalls(student);
    await api().post('/api/logout').set('Cookie', student).expect(204);
    await api().get('/api/me').set('Cookie', student).expect(401);

    // Every documented call answered at least once (a reset's or a confirmation's success needs the
    // mailed token: password-reset.test.ts and email-verification.test.ts record those)…
    const unanswered = () =>
      documented.filter(
        (route) =>
          !platform.recorder.answers.some((answer) => {
            const [method, template] = route.split(' ') as [string, string];
            const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
            return answer.method === method && pattern.test(answer.path);
          }),
      );
    await eventually(async () => unanswered().length === 0).catch(() => undefined);
    expect(unanswered()).toEqual([]);
    // …and every answer, errors included, is what the document says.
    expect(platform.recorder.mismatches()).toEqual([]);
  }, 30_000);

  it('when an answer differs from the document, then the recorder names the call and what differs', async () => {
    const drifted = await listen((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/me') res.end(JSON.stringify({ user: { id: 7, name: 'Giulia' } }));
      else res.writeHead(418).end(JSON.stringify({ error: 'teapot' }));
    });
    const recorder = recordAnswers(drifted.server);
    await fetch(`${drifted.url}/api/me`).then((res) => res.text());
    await fetch(`${drifted.url}/api/my-bookings`).then((res) => res.text());
    await new Promise((resolve) => drifted.server.close(resolve));

    const mismatches = recorder.mismatches();
    expect(mismatches).toHaveLength(2);
    expect(mismatches[0]).toMatch(/^GET \/api\/me → 200: .*must have required property 'email'/);
    expect(mismatches[1]).toBe('GET /api/my-bookings → 418: the status is not in the document');
  });
});

describe('the API reference at /api/docs', () => {
  it('is a page whose scripts and styles all come from the gateway itself, as its CSP requires', async () => {
    const res = await api()
      .get('/api/docs')
      .expect(200)
      .expect('content-type', /text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const html = res.text;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script: the CSP would block it
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\//);
      await api().get(asset).expect(200);
    }
    const init = await api()
      .get('/api/docs/init.js')
      .expect(200)
      .expect('content-type', /javascript/);
    expect(init.text).toContain("'/api/openapi.json'");
  });
});
