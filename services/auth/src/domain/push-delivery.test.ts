import request from 'supertest';
import { PushJobSchema } from '@lezioni/contracts';
import { uniqueEmail, uniqueIp } from '@lezioni/service-kit/testing';
import { startPushFake, type FakeSubscription, type PushFake } from '@lezioni/push-fake';
import { openAuthTestApp } from '../testing/auth-test-app';
import { PushNotDelivered, deliverPush } from './push-delivery';

let fake: PushFake;
let t: Awaited<ReturnType<typeof openAuthTestApp>>;
beforeAll(async () => {
  fake = await startPushFake();
  t = await openAuthTestApp({ PUSH_TEST_HOSTS: fake.host });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A student with two devices opted in. */
async function studentWithTwoDevices() {
  const res = await request(t.app)
    .post('/api/register')
    .set('X-Forwarded-For', uniqueIp())
    .send({ name: 'Anna Bianchi', email: uniqueEmail(), password: 'Secret123' })
    .expect(201);
  const cookie = String(res.headers['set-cookie']![0]).split(';')[0]!;
  const optIn = async () => {
    const { id: _id, ...json } = fake.subscribe();
    await request(t.app).post('/api/push/subscriptions').set('Cookie', cookie).send(json).expect(204);
    return { ...json, id: _id } as FakeSubscription;
  };
  return { id: res.body.user.id as string, cookie, phone: await optIn(), laptop: await optIn() };
}

const messageTo = (userId: string) =>
  PushJobSchema.parse({ kind: 'new-message', to: userId, conversationId: 'c1', senderName: 'Chiara Lombardi' });
const wordsDueTo = (userId: string) => PushJobSchema.parse({ kind: 'words-due', to: userId, count: 3 });
const nothingYet = () => ({ isReached: () => false, onReached: async () => undefined });

describe('delivering a push to every device of its reader', () => {
  it('when one push service is away, then the try fails and the next one reaches that device only', async () => {
    const anna = await studentWithTwoDevices();
    fake.answerNext(anna.phone.id, 503);
    const reached = new Set<string>();
    const progress = {
      isReached: (endpoint: string) => reached.has(endpoint),
      onReached: async (endpoint: string) => void reached.add(endpoint),
    };

    await expect(deliverPush(t.deps, messageTo(anna.id), progress)).rejects.toBeInstanceOf(PushNotDelivered);
    expect(fake.pushesTo(anna.phone.id)).toHaveLength(0);
    expect(fake.pushesTo(anna.laptop.id)).toHaveLength(1);

    await expect(deliverPush(t.deps, messageTo(anna.id), progress)).resolves.toEqual({ sent: 1 });
    expect(fake.pushesTo(anna.phone.id)).toHaveLength(1);
    expect(fake.pushesTo(anna.laptop.id)).toHaveLength(1);
  });

  it('when a push service refuses a push (400), then it is not tried again and the device is kept', async () => {
    const anna = await studentWithTwoDevices();
    fake.answerNext(anna.phone.id, 400);

    await expect(deliverPush(t.deps, messageTo(anna.id), nothingYet())).resolves.toEqual({
      sent: 1,
    });
    expect((await t.deps.push.listOf(anna.id)).map((device) => device.endpoint)).toEqual([
      anna.phone.endpoint,
      anna.laptop.endpoint,
    ]);
  });

  it('when the reader has more devices than allowed, then the least recently renewed goes', async () => {
    const anna = await studentWithTwoDevices();
    const now = Date.now();
    for (let index = 0; index < 10; index += 1) {
      const { endpoint, keys } = fake.subscribe();
      await t.deps.push.upsert(
        { userId: anna.id, sessionId: 's', endpoint, p256dh: keys.p256dh, authSecret: keys.auth, deviceLabel: null },
        10,
        new Date(now + (index + 1) * 1000),
      );
    }

    const endpoints = (await t.deps.push.listOf(anna.id)).map((device) => device.endpoint);
    expect(endpoints).toHaveLength(10);
    expect(endpoints).not.toContain(anna.phone.endpoint);
    expect(endpoints).not.toContain(anna.laptop.endpoint);
  });
});

describe('the push about words due for review', () => {
  it('when a student has not chosen, then it reaches each of their devices, in their language, opening the review', async () => {
    const anna = await studentWithTwoDevices();

    await expect(deliverPush(t.deps, wordsDueTo(anna.id), nothingYet())).resolves.toEqual({ sent: 2 });

    for (const device of [anna.phone, anna.laptop])
      expect(fake.pushesTo(device.id).map((push) => push.json)).toEqual([
        { kind: 'words-due', title: 'Words to review', body: 'You have 3 words to review.', url: '/review' },
      ]);
  });

  it('when the student turned words to review off, then none is sent, and their messages still are', async () => {
    const anna = await studentWithTwoDevices();
    const preferences = await request(t.app).get('/api/push/preferences').set('Cookie', anna.cookie).expect(200);
    expect(preferences.body.kinds['word-reviews']).toBe(true);
    await request(t.app)
      .put('/api/push/preferences')
      .set('Cookie', anna.cookie)
      .send({ ...preferences.body, kinds: { ...preferences.body.kinds, 'word-reviews': false } })
      .expect(200);

    await expect(deliverPush(t.deps, wordsDueTo(anna.id), nothingYet())).resolves.toEqual({ sent: 0 });
    await expect(deliverPush(t.deps, messageTo(anna.id), nothingYet())).resolves.toEqual({ sent: 2 });

    expect(fake.pushesTo(anna.phone.id).map((push) => push.json)).toEqual([
      expect.objectContaining({ kind: 'new-message' }),
    ]);
  });
});
