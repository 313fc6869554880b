import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseStripeForm } from './form';
import { startStripeFake, type StripeFake } from './stripe-fake';

/** An endpoint as the platform's: it verifies each event with the SDK, and remembers what it got. */
async function startEndpoint(secret: () => string) {
  const received: Array<{ id: string; type: string; isVerified: boolean }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      try {
        const event = Stripe.webhooks.constructEvent(body, String(req.headers['stripe-signature']), secret());
        received.push({ id: event.id, type: event.type, isVerified: true });
        res.writeHead(200).end('{}');
      } catch {
        received.push({ id: '', type: '', isVerified: false });
        res.writeHead(400).end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received, server };
}

let fake: StripeFake;
let endpoint: Awaited<ReturnType<typeof startEndpoint>>;
let stripe: Stripe;
beforeAll(async () => {
  fake = await startStripeFake({ retryBaseMs: 10 });
  endpoint = await startEndpoint(() => fake.webhookSecret);
  fake.webhookUrl = endpoint.url;
  const { port } = new URL(fake.url);
  stripe = new Stripe(fake.secretKey, {
    host: '127.0.0.1',
    port: Number(port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await fake.settled();
  await fake.close();
  endpoint.server.close();
});

const newSession = (orderId: string) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    client_reference_id: orderId,
    metadata: { orderId },
    line_items: [
      { quantity: 1, price_data: { currency: 'eur', unit_amount: 2_000, product_data: { name: 'Single' } } },
    ],
    success_url: 'http://127.0.0.1/packages?paid=x&session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1/packages?cancelled=x',
  });

describe('the Stripe fake, driven by the official SDK', () => {
  it('when a session is created and read back, then it carries the order, the amount and a hosted page', async () => {
    const created = await newSession('order-1');

    const read = await stripe.checkout.sessions.retrieve(created.id);

    expect(read).toMatchObject({ client_reference_id: 'order-1', amount_total: 2_000, status: 'open' });
    expect(read.metadata).toEqual({ orderId: 'order-1' });
    expect(read.url).toBe(`${fake.url}/checkout/${created.id}`);
  });

  it('when the key is wrong, then the SDK gets an authentication error', async () => {
    const { port } = new URL(fake.url);
    const stranger = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: Number(port), protocol: 'http' });

    await expect(stranger.checkout.sessions.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('when the hosted page is paid, then it redirects to the success URL and signed events reach the endpoint', async () => {
    const session = await newSession('order-2');

    const answer = await fetch(`${fake.url}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    await fake.settled();

    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`http://127.0.0.1/packages?paid=x&session=${session.id}`);
    const types = endpoint.received.filter((event) => fake.events.some((made) => made.id === event.id));
    expect(types.slice(-2)).toEqual([
      expect.objectContaining({ type: 'checkout.session.completed', isVerified: true }),
      expect.objectContaining({ type: 'payment_intent.succeeded', isVerified: true }),
    ]);
  });

  it("when told to, then it duplicates and reorders a payment's events, or loses them", async () => {
    const twice = await newSession('order-3');
    const lost = await newSession('order-4');
    const before = endpoint.received.length;

    fake.scriptNextDelivery({ copies: 2, isReversed: true });
    await fake.pay(twice.id);
    await fake.settled();
    fake.scriptNextDelivery({ isLost: true });
    await fake.pay(lost.id);
    await fake.settled();

    expect(endpoint.received.slice(before).map((event) => event.type)).toEqual([
      'payment_intent.succeeded',
      'payment_intent.succeeded',
      'checkout.session.completed',
      'checkout.session.completed',
    ]);
    const listed = await stripe.checkout.sessions.list({ created: { gte: 0 }, limit: 100 });
    expect(listed.data.find((session) => session.id === lost.id)?.payment_status).toBe('paid');
  });

  it('when a refund is asked twice with one idempotency key, then one refund is made', async () => {
    const session = await newSession('order-5');
    await fake.pay(session.id);
    const intent = fake.sessions.get(session.id)!.payment_intent!;

    const first = await stripe.refunds.create({ payment_intent: intent, amount: 1_500 }, { idempotencyKey: 'r-1' });
    const again = await stripe.refunds.create({ payment_intent: intent, amount: 1_500 }, { idempotencyKey: 'r-1' });
    const tooMuch = stripe.refunds.create({ payment_intent: intent, amount: 1_000 });

    expect(again.id).toBe(first.id);
    await expect(tooMuch).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent)).toHaveLength(1);
  });

  it('when a session is expired, then it cannot be paid and a second expiry is refused', async () => {
    const session = await newSession('order-6');

    await stripe.checkout.sessions.expire(session.id);

    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
    const page = await fetch(`${fake.url}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(page.status).toBe(409);
  });
});

describe('parseStripeForm', () => {
  it('when keys are nested in brackets, then objects and arrays come back', () => {
    expect(parseStripeForm('metadata[orderId]=o1&line_items[0][price_data][unit_amount]=2000&mode=payment')).toEqual({
      metadata: { orderId: 'o1' },
      line_items: [{ price_data: { unit_amount: '2000' } }],
      mode: 'payment',
    });
  });
});
