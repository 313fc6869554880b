import { Queue } from 'bullmq';
import request from 'supertest';
import {
  ADMIN_SCHEDULE_API,
  AVAILABILITY_SLOTS_API,
  DELETE_ACCOUNT_PATH,
  LESSON_REQUESTS_API,
  MY_DATA_PATHS,
  OrderSchema,
  PUSH_QUEUE,
  PushDevicesResponseSchema,
  PushPayloadSchema,
  SlotsResponseSchema,
  type Schedule,
  type User,
} from '@lezioni/contracts';
import { createDb } from '@lezioni/service-kit';
import { uniqueEmail, uniqueIp } from '@lezioni/service-kit/testing';
import { startPushFake, type FakeSubscription, type PushFake, type ReceivedPush } from '@lezioni/push-fake';
import { eventually, ownDatabase, sessionCookieOf, startPlatform, verifyEmailOf, type Platform } from './harness';

// Issue 46's proof: pushes reach a device through a loopback push service speaking the Web Push
// protocol, which checks each push's VAPID signature and decrypts it with the subscription's keys,
// as a browser's push service and the browser do.

const DAY_MS = 24 * 60 * 60_000;
const PASSWORD = 'Secret123';
/** Every day from 08:00 to 20:00 in Rome. */
const EVERY_DAY: Schedule = {
  timeZone: 'Europe/Rome',
  bufferMinutes: 0,
  autoApproveReturning: false,
  week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
  dates: [],
};

let fake: PushFake;
let platform: Platform;
let database: Awaited<ReturnType<typeof ownDatabase>>;
beforeAll(async () => {
  fake = await startPushFake();
  // Its own: the teacher's week is one per database.
  database = await ownDatabase();
  platform = await startPlatform({
    services: ['auth', 'chat', 'booking-proxy'],
    env: {
      DATABASE_URL: database.url,
      PUSH_TEST_HOSTS: fake.host,
      TRANSFER_ACCOUNT_HOLDER: 'Chiara Lombardi',
      TRANSFER_IBAN: 'it60x0542811101000000123456',
      TRANSFER_BIC: 'BPPIITRRXXX',
    },
  });
}, 30_000);
afterAll(async () => {
  await platform.stop();
  await fake.close();
  await database.drop();
});

const api = () => request(platform.gateway);

async function signUp(name = 'Anna Bianchi') {
  const email = uniqueEmail();
  const res = await api()
    .post('/api/register')
    .set('X-Forwarded-For', uniqueIp())
    .send({ name, email, password: PASSWORD });
  expect(res.status).toBe(201);
  return { ...(res.body as { user: User }).user, email, cookie: sessionCookieOf(res) };
}

async function signIn(email: string, password = PASSWORD) {
  const res = await api().post('/api/login').send({ email, password }).expect(200);
  return sessionCookieOf(res);
}

/** A device of `cookie`'s session that opted in: the fake's subscription, stored. */
async function optIn(cookie: string, deviceLabel?: string): Promise<FakeSubscription> {
  const subscription = fake.subscribe();
  const { id: _id, ...json } = subscription;
  await api()
    .post('/api/push/subscriptions')
    .set('Cookie', cookie)
    .send({ ...json, deviceLabel })
    .expect(204);
  return subscription;
}

const devicesOf = async (cookie: string) =>
  PushDevicesResponseSchema.parse((await api().get('/api/push/subscriptions').set('Cookie', cookie).expect(200)).body)
    .devices;

/** The next push (here already, or to come) for the subscription, of the kind, decrypted and checked against the contract. */
async function pushTo(subscription: FakeSubscription, kind: string, after = 0) {
  const push = await fake.nextPush(
    (candidate: ReceivedPush) =>
      candidate.subscriptionId === subscription.id &&
      (candidate.json as { kind?: string } | undefined)?.kind === kind &&
      fake.received.indexOf(candidate) >= after,
  );
  return { push, payload: PushPayloadSchema.parse(push.json) };
}

async function startConversation(studentCookie: string): Promise<string> {
  const res = await api().post('/api/conversations').set('Cookie', studentCookie);
  return (res.body as { id: string }).id;
}

const say = (cookie: string, conversationId: string, content: string) =>
  api().post(`/api/conversations/${conversationId}/messages`).set('Cookie', cookie).send({ content }).expect(201);

let teacher: string;
beforeAll(async () => {
  teacher = await signIn(platform.admin.email, platform.admin.password);
  await api().put(ADMIN_SCHEDULE_API).set('Cookie', teacher).send(EVERY_DAY).expect(200);
});

describe('a device opts in (POST /api/push/subscriptions)', () => {
  it('when a student subscribes, then the device is theirs, this session’s, listed without its keys, and in their data export', async () => {
    const anna = await signUp();

    const subscription = await optIn(anna.cookie, 'Pixel 8');

    expect(await devicesOf(anna.cookie)).toEqual([
      {
        endpoint: subscription.endpoint,
        endpointHost: '127.0.0.1',
        deviceLabel: 'Pixel 8',
        isThisSession: true,
        createdAt: expect.any(String),
      },
    ]);
    const profile = await api().get(MY_DATA_PATHS.profile).set('Cookie', anna.cookie).expect(200);
    expect(profile.body.pushSubscriptions).toEqual([
      { endpointHost: '127.0.0.1', deviceLabel: 'Pixel 8', createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(profile.body)).not.toContain(subscription.keys.p256dh);
  });

  it.each([
    ['a host that is no push service', 'https://attacker.example/push/1'],
    ['a push service’s host spelled as its suffix', 'https://evilfcm.googleapis.com.attacker.example/x'],
    ['plain http to a push service', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another port of the push service', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['another loopback port', 'http://127.0.0.1:1/push/x'],
  ])('when the endpoint is %s, then 400 push_endpoint_not_allowed and nothing is stored', async (_case, endpoint) => {
    const anna = await signUp();

    const res = await api()
      .post('/api/push/subscriptions')
      .set('Cookie', anna.cookie)
      .send({ endpoint, keys: fake.subscribe().keys })
      .expect(400);

    expect(res.body).toMatchObject({ code: 'push_endpoint_not_allowed', error: expect.any(String) });
    expect(await devicesOf(anna.cookie)).toEqual([]);
  });

  it('when another site posts a subscription with the session cookie, then the gateway refuses it with 403', async () => {
    const anna = await signUp();
    const { id: _id, ...json } = fake.subscribe();

    const res = await api()
      .post('/api/push/subscriptions')
      .set('Cookie', anna.cookie)
      .set('Origin', 'https://attacker.example')
      .send(json)
      .expect(403);

    expect(res.body.code).toBe('cross_site_request');
    expect(await devicesOf(anna.cookie)).toEqual([]);
  });

  it('when the device label hides a direction override, or the keys are not keys, then 400 bad_input', async () => {
    const anna = await signUp();
    const { id: _id, ...json } = fake.subscribe();

    await api()
      .post('/api/push/subscriptions')
      .set('Cookie', anna.cookie)
      .send({ ...json, deviceLabel: 'Pixel \u202E8' })
      .expect(400);
    const res = await api()
      .post('/api/push/subscriptions')
      .set('Cookie', anna.cookie)
      .send({ ...json, keys: { p256dh: '<script>', auth: json.keys.auth } })
      .expect(400);

    expect(res.body.code).toBe('bad_input');
    expect(await devicesOf(anna.cookie)).toEqual([]);
  });

  it('when no one is signed in, then 401', async () => {
    const { id: _id, ...json } = fake.subscribe();
    await api().post('/api/push/subscriptions').send(json).expect(401);
  });

  it('when the page asks for the key to subscribe with, then it gets the VAPID public key every push is signed with', async () => {
    const anna = await signUp();
    const subscription = await optIn(anna.cookie);
    const { body } = await api().get('/api/push/public-key').expect(200);
    const conversation = await startConversation(anna.cookie);

    await say(teacher, conversation, 'Ciao!');

    const { push } = await pushTo(subscription, 'new-message');
    expect(push.vapidPublicKey).toBe(body.publicKey);
    expect(push.vapidSubject).toBe(`mailto:${platform.admin.email}`);
  });
});

describe('a message pushed', () => {
  it('when the teacher writes, then the student’s device gets who wrote, never the text, and a tap opens the chat', async () => {
    const anna = await signUp();
    const subscription = await optIn(anna.cookie);
    const conversation = await startConversation(anna.cookie);

    await say(teacher, conversation, 'Il compito per domani: pagina 12');

    const { push, payload } = await pushTo(subscription, 'new-message');
    expect(payload).toEqual({
      kind: 'new-message',
      title: 'Message from Chiara Lombardi',
      body: 'You have a new message from Chiara Lombardi.',
      url: '/chat',
    });
    expect(push.text).not.toContain('pagina 12');
    expect(push.ttl).toBeGreaterThan(0);
  });

  it('when the student allowed previews and reads Italian, then the push shows the text, in Italian', async () => {
    const anna = await signUp();
    const subscription = await optIn(anna.cookie);
    await api().put('/api/me/language').set('Cookie', anna.cookie).send({ language: 'it' }).expect(200);
    const preferences = await api().get('/api/push/preferences').set('Cookie', anna.cookie).expect(200);
    expect(preferences.body).toEqual({
      kinds: {
        'lesson-answers': true,
        'lesson-reminders': true,
        messages: true,
        'lesson-requests': true,
        'word-reviews': true,
      },
      showPreviews: false,
    });
    await api()
      .put('/api/push/preferences')
      .set('Cookie', anna.cookie)
      .send({ ...preferences.body, showPreviews: true })
      .expect(200);
    const conversation = await startConversation(anna.cookie);

    await say(teacher, conversation, 'A domani!');

    const { payload } = await pushTo(subscription, 'new-message');
    expect(payload).toMatchObject({ title: 'Messaggio da Chiara Lombardi', body: 'A domani!' });
  });

  it('when the student writes, then the teacher’s device gets it; when she turned messages off, then it does not', async () => {
    const anna = await signUp('Marta Neri');
    const teacherDevice = await optIn(teacher);
    const conversation = await startConversation(anna.cookie);

    await say(anna.cookie, conversation, 'Buongiorno');
    const { payload } = await pushTo(teacherDevice, 'new-message');
    expect(payload).toMatchObject({ title: 'Message from Marta Neri', url: '/chat' });

    const preferences = (await api().get('/api/push/preferences').set('Cookie', teacher).expect(200)).body;
    await api()
      .put('/api/push/preferences')
      .set('Cookie', teacher)
      .send({ ...preferences, kinds: { ...preferences.kinds, messages: false } })
      .expect(200);
    const before = fake.pushesTo(teacherDevice.id).length;
    await say(anna.cookie, conversation, 'Ci sei?');
    // The teacher's reply, pushed to the student, comes after the student's message is handled.
    const annaDevice = await optIn(anna.cookie);
    await say(teacher, conversation, 'Sì!');
    await pushTo(annaDevice, 'new-message');
    const queue = new Queue(PUSH_QUEUE, {
      connection: { url: platform.env.REDIS_URL },
      prefix: platform.env.REDIS_PREFIX,
    });
    try {
      await eventually(async () => {
        const counts = await queue.getJobCounts('waiting', 'active');
        return counts.waiting === 0 && counts.active === 0;
      });
    } finally {
      await queue.close();
    }
    expect(fake.pushesTo(teacherDevice.id)).toHaveLength(before);
    await api()
      .put('/api/push/preferences')
      .set('Cookie', teacher)
      .send({ ...preferences, kinds: { ...preferences.kinds, messages: true } })
      .expect(200);
    await api()
      .delete('/api/push/subscriptions')
      .set('Cookie', teacher)
      .send({ endpoint: teacherDevice.endpoint })
      .expect(204);
  });
});

/** A verified student holding five credits (a transfer order she confirmed). */
async function studentWithCredits() {
  const student = await signUp();
  await verifyEmailOf(platform, student.email);
  const order = OrderSchema.parse(
    (
      await api()
        .post('/api/packages/orders')
        .set('Cookie', student.cookie)
        .send({ packageId: 'five', paymentMethod: 'transfer', withdrawalConsent: true })
        .expect(201)
    ).body,
  );
  await api().post(`/api/admin/orders/${order.id}/confirm`).set('Cookie', teacher).expect(200);
  return student;
}

/** Asks for the first free time `days` ahead or later. */
async function askForLesson(cookie: string, days: number) {
  const from = new Date(Date.now() + days * DAY_MS);
  const slots = SlotsResponseSchema.parse(
    (
      await api()
        .get(AVAILABILITY_SLOTS_API)
        .query({ from: from.toISOString(), to: new Date(from.getTime() + DAY_MS).toISOString(), duration: 50 })
        .set('Cookie', cookie)
        .expect(200)
    ).body,
  ).slots;
  // booking-proxy learns of the confirmed address from auth's user events: refused (403) until then.
  let asked: { id: string; startsAt: string } | undefined;
  await eventually(async () => {
    const res = await api()
      .post(LESSON_REQUESTS_API)
      .set('Cookie', cookie)
      .send({ startsAt: slots[0]!.startsAt, durationMinutes: 50 });
    if (res.status !== 403) expect(res.status).toBe(201);
    asked = res.status === 201 ? (res.body as { id: string; startsAt: string }) : undefined;
    return asked !== undefined;
  });
  return asked!;
}

describe('lessons pushed', () => {
  it('when a student asks, then the teacher’s device is told; when she approves, then the student’s is; an hour before, the reminder', async () => {
    const anna = await studentWithCredits();
    const annaDevice = await optIn(anna.cookie);
    const teacherDevice = await optIn(teacher);

    const asked = await askForLesson(anna.cookie, 3);
    const told = await pushTo(teacherDevice, 'lesson-requested');
    expect(told.payload).toMatchObject({ title: 'New lesson request', url: '/admin-dashboard/bookings' });
    expect(told.payload.body).toContain('Anna Bianchi asks for a lesson on');

    await api().post(`/api/admin/lesson-requests/${asked.id}/approve`).set('Cookie', teacher).expect(200);
    const approved = await pushTo(annaDevice, 'lesson-approved');
    expect(approved.payload).toMatchObject({ title: 'Lesson confirmed', url: '/student-dashboard' });

    // The reminder waits on the queue until an hour before the lesson: it fires now.
    const queue = new Queue(PUSH_QUEUE, {
      connection: { url: platform.env.REDIS_URL },
      prefix: platform.env.REDIS_PREFIX,
    });
    try {
      const reminder = await queue.getJob(`lesson-reminder-push-${asked.id}-${Date.parse(asked.startsAt)}`);
      expect(await reminder!.getState()).toBe('delayed');
      expect(reminder!.opts.delay).toBeGreaterThan(Date.parse(asked.startsAt) - Date.now() - 61 * 60_000);
      await reminder!.promote();
    } finally {
      await queue.close();
    }
    const reminded = await pushTo(annaDevice, 'lesson-reminder');
    expect(reminded.payload).toMatchObject({ title: 'Your lesson starts soon', url: `/lesson/${asked.id}` });
    expect(reminded.push.urgency).toBe('high');
    await api()
      .delete('/api/push/subscriptions')
      .set('Cookie', teacher)
      .send({ endpoint: teacherDevice.endpoint })
      .expect(204);
  }, 20_000);

  it('when she declines, then the student’s device is told the credit is back', async () => {
    const anna = await studentWithCredits();
    const annaDevice = await optIn(anna.cookie);
    const asked = await askForLesson(anna.cookie, 4);

    await api().post(`/api/admin/lesson-requests/${asked.id}/decline`).set('Cookie', teacher).expect(200);

    const { payload } = await pushTo(annaDevice, 'lesson-declined');
    expect(payload).toMatchObject({ title: 'Lesson request declined', url: '/booking' });
  }, 20_000);
});

describe('subscriptions that end', () => {
  it('when the push service says a subscription is gone (410), then it is removed and the other devices still get pushes', async () => {
    const anna = await signUp();
    const gone = await optIn(anna.cookie, 'old phone');
    const kept = await optIn(anna.cookie, 'new phone');
    fake.expire(gone.id);
    const conversation = await startConversation(anna.cookie);

    await say(teacher, conversation, 'Ciao');

    await pushTo(kept, 'new-message');
    await eventually(async () => (await devicesOf(anna.cookie)).every((device) => device.endpoint !== gone.endpoint));
    expect((await devicesOf(anna.cookie)).map((device) => device.deviceLabel)).toEqual(['new phone']);
  });

  it('when a device signs out, then its subscription is deleted and the other device’s stays', async () => {
    const anna = await signUp();
    const phone = await optIn(anna.cookie, 'phone');
    const laptopCookie = await signIn(anna.email);
    await optIn(laptopCookie, 'laptop');

    await api().post('/api/logout').set('Cookie', anna.cookie).expect(204);

    const devices = await devicesOf(laptopCookie);
    expect(devices.map((device) => device.deviceLabel)).toEqual(['laptop']);
    expect(devices.map((device) => device.endpoint)).not.toContain(phone.endpoint);
  });

  it('when a student removes a device, then only their own is removed', async () => {
    const anna = await signUp();
    const luca = await signUp('Luca Verdi');
    const annas = await optIn(anna.cookie);

    await api()
      .delete('/api/push/subscriptions')
      .set('Cookie', luca.cookie)
      .send({ endpoint: annas.endpoint })
      .expect(204);
    expect(await devicesOf(anna.cookie)).toHaveLength(1);

    await api()
      .delete('/api/push/subscriptions')
      .set('Cookie', anna.cookie)
      .send({ endpoint: annas.endpoint })
      .expect(204);
    expect(await devicesOf(anna.cookie)).toEqual([]);
  });

  it('when the student deletes their account, then every subscription of theirs is deleted', async () => {
    const anna = await signUp();
    await optIn(anna.cookie);
    await optIn(await signIn(anna.email));

    await api().post(DELETE_ACCOUNT_PATH).set('Cookie', anna.cookie).send({ password: PASSWORD }).expect(204);

    const db = createDb<{ push_subscriptions: { user_id: string } }>({ url: database.url, schema: 'auth', max: 1 });
    try {
      const rows = await db.selectFrom('push_subscriptions').select('user_id').where('user_id', '=', anna.id).execute();
      expect(rows).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
