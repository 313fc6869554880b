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
  return { id: res.body.user.id as string, phone: await optIn(), laptop: await optIn() };
}

const messageTo = (userId: string) =>
  PushJobSchema.parse({ kind: 'new-message', to: userId, conversationId: 'c1', senderName: 'Chiara Lombardi' });

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

    const nothingYet = { isReached: () => false, onReached: async () => undefined };
    await expect(deliverPush(t.deps, messageTo(anna.id), nothingYet)).resolves.toEqual({
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
