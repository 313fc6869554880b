import webPush from 'web-push';
import { startPushFake, type PushFake } from './push-fake';

const vapidKeys = webPush.generateVAPIDKeys();
const vapidDetails = { subject: 'mailto:teacher@example.com', ...vapidKeys };

describe('the loopback push service', () => {
  let fake: PushFake;
  beforeAll(async () => {
    fake = await startPushFake();
  });
  afterAll(() => fake.close());

  it('when web-push sends an encrypted push, then the fake checks its VAPID token and decrypts it with the subscription keys', async () => {
    const subscription = fake.subscribe();
    const details = webPush.generateRequestDetails(subscription, JSON.stringify({ title: 'Ciao' }), {
      vapidDetails,
      TTL: 60,
      contentEncoding: 'aes128gcm',
    });

    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      body: new Uint8Array(details.body),
    });

    expect(response.status).toBe(201);
    expect(fake.pushesTo(subscription.id)).toEqual([
      expect.objectContaining({
        json: { title: 'Ciao' },
        ttl: 60,
        vapidPublicKey: vapidKeys.publicKey,
        vapidSubject: 'mailto:teacher@example.com',
      }),
    ]);
  });

  it('when a push is signed by a key other than the one it names, then it is refused with 400', async () => {
    const subscription = fake.subscribe();
    const other = webPush.generateVAPIDKeys();
    const details = webPush.generateRequestDetails(subscription, 'x', { vapidDetails, contentEncoding: 'aes128gcm' });
    const forged = (details.headers.Authorization as string).replace(/k=.*$/, `k=${other.publicKey}`);

    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers: { ...(details.headers as Record<string, string>), Authorization: forged },
      body: new Uint8Array(details.body),
    });

    expect(response.status).toBe(400);
    expect(fake.pushesTo(subscription.id)).toEqual([]);
  });

  it('when a subscription is gone, then its pushes are answered 410', async () => {
    const subscription = fake.subscribe();
    fake.expire(subscription.id);
    const details = webPush.generateRequestDetails(subscription, 'x', { vapidDetails, contentEncoding: 'aes128gcm' });

    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      body: new Uint8Array(details.body),
    });

    expect(response.status).toBe(410);
  });
});
