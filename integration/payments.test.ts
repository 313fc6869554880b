import { Queue } from 'bullmq';
import request from 'supertest';
import Stripe from 'stripe';
import {
  AdminOrdersResponseSchema,
  AnalyticsResponseSchema,
  BOOKING_MESSAGES,
  CreditRecordSchema,
  ErrorBodySchema,
  MAIL_QUEUE,
  OrderSchema,
  PACKAGES,
  PaymentMethodsSchema,
  STRIPE_WEBHOOK_PATH,
  type Order,
  type MailJob,
} from '@lezioni/contracts';
import { uniqueEmail, uniqueIp } from '@lezioni/service-kit/testing';
import { startStripeFake, type StripeFake } from '@lezioni/stripe-fake';
import { eventually, listen, sessionCookieOf, startPlatform, verifyEmailOf, type Platform } from './harness';

let stripe: StripeFake;
let platform: Platform;
beforeAll(async () => {
  stripe = await startStripeFake({ retryBaseMs: 50 });
  platform = await startPlatform({
    services: ['auth', 'booking-proxy'],
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      STRIPE_RECONCILE_INTERVAL_S: '1',
      TRANSFER_ACCOUNT_HOLDER: 'Chiara Lombardi',
      TRANSFER_IBAN: 'it60x0542811101000000123456',
      TRANSFER_BIC: 'BPPIITRRXXX',
    },
  });
  stripe.webhookUrl = `${platform.gatewayUrl}${STRIPE_WEBHOOK_PATH}`;
});
afterAll(async () => {
  await stripe.settled();
  await platform.stop();
  await stripe.close();
});

const api = () => request(platform.gateway);

async function signUp() {
  const email = uniqueEmail();
  const res = await api()
    .post('/api/register')
    .set('X-Forwarded-For', uniqueIp())
    .send({ name: 'Anna Bianchi', email, password: 'Secret123' })
    .expect(201);
  await verifyEmailOf(platform, email);
  return { email, cookie: sessionCookieOf(res) };
}

async function orderByCard(cookie: string, packageId = 'five'): Promise<{ order: Order; sessionId: string }> {
  const res = await api()
    .post('/api/packages/orders')
    .set('Cookie', cookie)
    .send({ packageId, paymentMethod: 'card', withdrawalConsent: true })
    .expect(201);
  const order = OrderSchema.parse(res.body);
  const session = [...stripe.sessions.values()].find((candidate) => candidate.client_reference_id === order.id)!;
  return { order, sessionId: session.id };
}

const creditsOf = async (cookie: string) => {
  const res = await api().get('/api/my-credits').set('Cookie', cookie).expect(200);
  return CreditRecordSchema.array()
    .parse(res.body)
    .reduce((sum, record) => sum + record.remainingCredits, 0);
};

/** The mails of `kind` waiting on the platform's queue (it runs no mailer) for `email`. */
async function mailsTo<K extends MailJob['kind']>(
  email: string,
  kind: K,
): Promise<Array<Extract<MailJob, { kind: K }>>> {
  const queue = new Queue(MAIL_QUEUE, {
    connection: { url: platform.env.REDIS_URL },
    prefix: platform.env.REDIS_PREFIX,
  });
  try {
    const jobs = await queue.getJobs(['waiting', 'delayed']);
    return jobs
      .map((job) => job.data as MailJob)
      .filter((mail): mail is Extract<MailJob, { kind: K }> => mail.kind === kind && mail.to === email.toLowerCase());
  } finally {
    await queue.close();
  }
}
const receiptMailsTo = (email: string) => mailsTo(email, 'payment-receipt');

const orderOf = async (cookie: string, orderId: string) =>
  OrderSchema.parse((await api().get(`/api/packages/orders/${orderId}`).set('Cookie', cookie).expect(200)).body);

describe('card checkout through the gateway', () => {
  it('when cards are configured, then anyone is told card payment is offered', async () => {
    const res = await api().get('/api/payments/methods').expect(200);

    expect(PaymentMethodsSchema.parse(res.body)).toEqual({ isCardAvailable: true, isDemoCard: false });
  });

  it('when a student pays, then the order carries its id to Stripe and the hosted page takes the package price in cents', async () => {
    const student = await signUp();

    const { order, sessionId } = await orderByCard(student.cookie, 'ten');

    const session = stripe.sessions.get(sessionId)!;
    expect(order).toMatchObject({ status: 'pending', paymentMethod: 'card', checkoutUrl: session.url });
    expect(session).toMatchObject({ amount_total: 20_000, currency: 'eur', metadata: { orderId: order.id } });
    expect(session.success_url).toContain(`/packages?paid=${order.id}`);
  });

  it('when Stripe sends each event three times at once and in reverse order, then the credits are granted once', async () => {
    const student = await signUp();
    const { order, sessionId } = await orderByCard(student.cookie);
    stripe.scriptNextDelivery({ copies: 3, isConcurrent: true, isReversed: true });

    await stripe.pay(sessionId);
    await stripe.settled();

    const sent = stripe.deliveries.filter((delivery) => stripe.events.some((event) => event.id === delivery.eventId));
    expect(sent.filter((delivery) => delivery.status === 200).length).toBeGreaterThanOrEqual(6);
    expect(await creditsOf(student.cookie)).toBe(5);
    expect(await orderOf(student.cookie, order.id)).toMatchObject({ status: 'confirmed', checkoutUrl: null });
    expect((await receiptMailsTo(student.email)).length).toBe(1);
  });

  it('when a payment is granted, then its receipt is mailed and printable from the orders list, to its student only', async () => {
    const student = await signUp();
    const stranger = await signUp();
    const { order, sessionId } = await orderByCard(student.cookie, 'five');
    await stripe.pay(sessionId);
    await stripe.settled();

    const page = await api().get(`/api/packages/orders/${order.id}/receipt`).set('Cookie', student.cookie).expect(200);
    const theirs = await api().get(`/api/packages/orders/${order.id}/receipt`).set('Cookie', stranger.cookie);

    const { receiptNumber } = await orderOf(student.cookie, order.id);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(`Receipt ${receiptNumber}`);
    expect(page.text).toContain('5-Lesson Package (5 credits)');
    expect(page.text).toContain('€100.00');
    expect(theirs.status).toBe(404);
    const [mail] = await receiptMailsTo(student.email);
    expect(mail).toMatchObject({ kind: 'payment-receipt', receipt: { number: receiptNumber, amountCents: 10_000 } });
  });

  it('when an event is replayed later, then it is acknowledged and changes nothing', async () => {
    const student = await signUp();
    const { sessionId } = await orderByCard(student.cookie, 'single');
    await stripe.pay(sessionId);
    await stripe.settled();
    const completed = stripe.events.find(
      (event) => event.type === 'checkout.session.completed' && (event.data.object as { id: string }).id === sessionId,
    )!;

    const status = await stripe.resend(completed.id);

    expect(status).toBe(200);
    expect(await creditsOf(student.cookie)).toBe(1);
  });

  it('when the signature is wrong, then 400 and nothing is granted', async () => {
    const student = await signUp();
    const { order, sessionId } = await orderByCard(student.cookie);
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...stripe.sessions.get(sessionId), status: 'complete', payment_status: 'paid' } },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_endpoints' });

    const res = await api()
      .post(STRIPE_WEBHOOK_PATH)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', forged)
      .send(payload);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: BOOKING_MESSAGES.badSignature, code: 'bad_signature' });
    expect((await orderOf(student.cookie, order.id)).status).toBe('pending');
    expect(await creditsOf(student.cookie)).toBe(0);
  });

  it('when the webhook is lost, then the reconciliation grants the credits', async () => {
    const student = await signUp();
    const { order, sessionId } = await orderByCard(student.cookie, 'single');
    stripe.scriptNextDelivery({ isLost: true });

    await stripe.pay(sessionId);

    await eventually(async () => (await orderOf(student.cookie, order.id)).status === 'confirmed', {
      timeoutMs: 15_000,
    });
    expect(await creditsOf(student.cookie)).toBe(1);
  });

  it('when the endpoint fails at first, then Stripe retries and the payment is granted once', async () => {
    const student = await signUp();
    const { sessionId } = await orderByCard(student.cookie, 'single');
    // The endpoint as Stripe reaches it: down (503) for the first delivery, then the platform's.
    let isDown = true;
    const endpoint = await listen((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (isDown) {
          isDown = false;
          return void res.writeHead(503).end();
        }
        void fetch(`${platform.gatewayUrl}${STRIPE_WEBHOOK_PATH}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Stripe-Signature': req.headers['stripe-signature'] as string,
          },
          body: Buffer.concat(chunks),
        }).then(async (answer) => res.writeHead(answer.status).end(await answer.text()));
      });
    });
    const realUrl = stripe.webhookUrl;
    stripe.webhookUrl = endpoint.url;

    await stripe.pay(sessionId);
    await stripe.settled();
    stripe.webhookUrl = realUrl;
    endpoint.server.close();

    expect(stripe.deliveries.filter((delivery) => delivery.status === 503)).toHaveLength(1);
    expect(await creditsOf(student.cookie)).toBe(1);
  });

  it('when a student cancels a card order, then its checkout is closed and it cannot be paid any more', async () => {
    const student = await signUp();
    const { order, sessionId } = await orderByCard(student.cookie, 'single');

    const res = await api().post(`/api/packages/orders/${order.id}/cancel`).set('Cookie', student.cookie).expect(200);

    expect(OrderSchema.parse(res.body).status).toBe('cancelled');
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
  });
});

/** Posts `event` to the webhook signed with the endpoint's own secret: what someone who learned the secret can send. */
function sendSigned(event: { id: string; type: string; data: { object: unknown } }) {
  const payload = JSON.stringify({ object: 'event', ...event });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret });
  return api()
    .post(STRIPE_WEBHOOK_PATH)
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
}

async function signInTeacher(): Promise<string> {
  const res = await api()
    .post('/api/login')
    .set('X-Forwarded-For', uniqueIp())
    .send({ email: platform.admin.email, password: platform.admin.password })
    .expect(200);
  return sessionCookieOf(res);
}

const paymentProblemsSeenBy = async (teacher: string) =>
  AdminOrdersResponseSchema.parse((await api().get('/api/admin/orders').set('Cookie', teacher).expect(200)).body)
    .paymentProblems;

describe('what a card payment may grant (issue 47)', () => {
  let teacher: string;
  beforeAll(async () => {
    teacher = await signInTeacher();
  });

  it('when a signed payment_intent.succeeded names a cancelled order it was not made for, then nothing is granted and the teacher sees it', async () => {
    const attacker = await signUp();
    const { order: cancelled } = await orderByCard(attacker.cookie, 'ten');
    await api().post(`/api/packages/orders/${cancelled.id}/cancel`).set('Cookie', attacker.cookie).expect(200);
    // A payment of the attacker's own cheaper order, relabelled with the cancelled order's id and price.
    const { sessionId: paidSessionId } = await orderByCard(attacker.cookie, 'single');
    const paid = await stripe.pay(paidSessionId);
    await stripe.settled();
    const intent = {
      id: paid.payment_intent,
      object: 'payment_intent',
      amount: 20_000,
      amount_received: 20_000,
      currency: 'eur',
      status: 'succeeded',
      metadata: { orderId: cancelled.id },
    };

    const res = await sendSigned({
      id: 'evt_forged_intent',
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });

    expect(res.status).toBe(200);
    expect(await orderOf(attacker.cookie, cancelled.id)).toMatchObject({ status: 'cancelled', receiptNumber: null });
    expect(await creditsOf(attacker.cookie)).toBe(1);
    // Only the single lesson they paid for has a receipt.
    expect((await receiptMailsTo(attacker.email)).map((mail) => mail.receipt.amountCents)).toEqual([
      PACKAGES.single.priceEur * 100,
    ]);
    expect(await paymentProblemsSeenBy(teacher)).toContainEqual(
      expect.objectContaining({
        orderId: cancelled.id,
        kind: 'not_its_checkout',
        reference: paid.payment_intent,
        amountCents: 20_000,
        student: expect.objectContaining({ email: attacker.email.toLowerCase() }),
      }),
    );
  });

  it("when its own checkout's completion comes for an order cancelled meanwhile, then nothing is granted, once, and the teacher sees it", async () => {
    const student = await signUp();
    const { order, sessionId } = await orderByCard(student.cookie, 'five');
    await api().post(`/api/packages/orders/${order.id}/cancel`).set('Cookie', student.cookie).expect(200);
    const session = { ...stripe.sessions.get(sessionId)!, status: 'complete', payment_status: 'paid' };
    const completed = { type: 'checkout.session.completed', data: { object: session } };

    await sendSigned({ id: 'evt_late_1', ...completed }).expect(200);
    await sendSigned({ id: 'evt_late_2', ...completed }).expect(200);

    expect((await orderOf(student.cookie, order.id)).status).toBe('cancelled');
    expect(await creditsOf(student.cookie)).toBe(0);
    const problems = (await paymentProblemsSeenBy(teacher)).filter((p) => p.orderId === order.id);
    expect(problems).toEqual([expect.objectContaining({ kind: 'not_awaiting_payment', reference: sessionId })]);
  });

  it.each([
    ['another amount', { amount_total: 2_500, currency: 'eur' }],
    ['another currency', { amount_total: 10_000, currency: 'usd' }],
  ])('when its checkout completes with %s, then the order stays pending and grants nothing', async (_label, paid) => {
    const student = await signUp();
    const { order, sessionId } = await orderByCard(student.cookie, 'five');
    const session = { ...stripe.sessions.get(sessionId)!, status: 'complete', payment_status: 'paid', ...paid };

    await sendSigned({
      id: `evt_amount_${order.id}`,
      type: 'checkout.session.completed',
      data: { object: session },
    }).expect(200);

    expect((await orderOf(student.cookie, order.id)).status).toBe('pending');
    expect(await creditsOf(student.cookie)).toBe(0);
    expect(await paymentProblemsSeenBy(teacher)).toContainEqual(
      expect.objectContaining({ orderId: order.id, kind: 'wrong_amount' }),
    );
  });
});

const pendingRefundsOf = async (teacher: string) =>
  AdminOrdersResponseSchema.parse((await api().get('/api/admin/orders').set('Cookie', teacher).expect(200)).body)
    .orders.filter((order) => order.refund?.status === 'requested')
    .map((order) => order.id);

describe('refunds and revenue through the gateway', () => {
  it('when a student withdraws a refund request the teacher has not decided, then the order stays paid with its credits, leaves her list, and may be asked again', async () => {
    const teacher = await signInTeacher();
    const student = await signUp();
    const stranger = await signUp();
    const { order, sessionId } = await orderByCard(student.cookie, 'five');
    await stripe.pay(sessionId);
    await stripe.settled();
    const offered = await orderOf(student.cookie, order.id);
    await api().post(`/api/packages/orders/${order.id}/refund`).set('Cookie', student.cookie).expect(200);
    const listedBefore = await pendingRefundsOf(teacher);

    await api().post(`/api/packages/orders/${order.id}/refund/withdraw`).set('Cookie', stranger.cookie).expect(404);
    const withdrawn = await api()
      .post(`/api/packages/orders/${order.id}/refund/withdraw`)
      .set('Cookie', student.cookie)
      .expect(200);

    expect(offered.refundOffer).toEqual({ amountCents: 10_000, lessonsUsed: 0, creditsWithdrawn: 5 });
    expect(listedBefore).toContain(order.id);
    expect(OrderSchema.parse(withdrawn.body)).toMatchObject({ status: 'confirmed', refund: null });
    expect(OrderSchema.parse(withdrawn.body).refundableUntil).not.toBeNull();
    expect(await creditsOf(student.cookie)).toBe(5);
    expect(await pendingRefundsOf(teacher)).not.toContain(order.id);
    await api().post(`/api/packages/orders/${order.id}/refund`).set('Cookie', student.cookie).expect(200);
    expect(await pendingRefundsOf(teacher)).toContain(order.id);
  });

  it('when the teacher has decided the request, then withdrawing it is refused with a clear 409 and the refund stands', async () => {
    const teacher = await signInTeacher();
    const student = await signUp();
    const { order, sessionId } = await orderByCard(student.cookie, 'single');
    await stripe.pay(sessionId);
    await stripe.settled();
    await api().post(`/api/packages/orders/${order.id}/refund`).set('Cookie', student.cookie).expect(200);
    await api().post(`/api/admin/orders/${order.id}/refund/approve`).set('Cookie', teacher).expect(200);

    const res = await api()
      .post(`/api/packages/orders/${order.id}/refund/withdraw`)
      .set('Cookie', student.cookie)
      .expect(409);

    expect(ErrorBodySchema.parse(res.body)).toMatchObject({
      code: 'refund_not_pending',
      error: BOOKING_MESSAGES.refundNotPending,
    });
    expect((await orderOf(student.cookie, order.id)).refund?.status).toBe('refunded');
  });

  it('when a card payment is refunded, then Stripe refunds it, the credits go, and the revenue card drops by the refund', async () => {
    const teacher = await signInTeacher();
    const revenue = async () =>
      AnalyticsResponseSchema.parse((await api().get('/api/admin/analytics').set('Cookie', teacher).expect(200)).body);
    const before = await revenue();
    const student = await signUp();
    const { order, sessionId } = await orderByCard(student.cookie, 'five');
    await stripe.pay(sessionId);
    await stripe.settled();
    const paid = await revenue();

    const asked = await api().post(`/api/packages/orders/${order.id}/refund`).set('Cookie', student.cookie).expect(200);
    const listed = AdminOrdersResponseSchema.parse(
      (await api().get('/api/admin/orders').set('Cookie', teacher).expect(200)).body,
    );
    await api().post(`/api/admin/orders/${order.id}/refund/approve`).set('Cookie', teacher).expect(200);

    expect(OrderSchema.parse(asked.body).refund).toMatchObject({ status: 'requested', amountCents: 10_000 });
    expect(listed.orders.find((candidate) => candidate.id === order.id)?.refund?.status).toBe('requested');
    expect(
      stripe.refunds.find((refund) => refund.payment_intent === stripe.sessions.get(sessionId)!.payment_intent),
    ).toMatchObject({ amount: 10_000 });
    expect((await orderOf(student.cookie, order.id)).refund).toMatchObject({ status: 'refunded', creditsWithdrawn: 5 });
    expect(await creditsOf(student.cookie)).toBe(0);
    expect(paid.monthlyRevenueCents - before.monthlyRevenueCents).toBe(10_000);
    expect((await revenue()).monthlyRevenueCents).toBe(before.monthlyRevenueCents);
    const tab = AdminOrdersResponseSchema.parse(
      (await api().get('/api/admin/orders').set('Cookie', teacher).expect(200)).body,
    );
    expect(tab.monthlyRevenueCents).toBe((await revenue()).monthlyRevenueCents);
    expect(await mailsTo(student.email, 'payment-refunded')).toEqual([
      expect.objectContaining({ amountCents: 10_000, creditsWithdrawn: 5, paymentMethod: 'card', language: 'en' }),
    ]);
  });

  it('when a transfer payment’s refund is approved, then the student is mailed that the teacher sends it back', async () => {
    const teacher = await signInTeacher();
    const student = await signUp();
    const placed = await api()
      .post('/api/packages/orders')
      .set('Cookie', student.cookie)
      .send({ packageId: 'single', paymentMethod: 'transfer' })
      .expect(201);
    const orderId = OrderSchema.parse(placed.body).id;
    await api().post(`/api/admin/orders/${orderId}/confirm`).set('Cookie', teacher).expect(200);
    await api().post(`/api/packages/orders/${orderId}/refund`).set('Cookie', student.cookie).expect(200);

    await api().post(`/api/admin/orders/${orderId}/refund/approve`).set('Cookie', teacher).expect(200);

    expect(await mailsTo(student.email, 'payment-refunded')).toEqual([
      expect.objectContaining({ amountCents: 2_000, creditsWithdrawn: 1, paymentMethod: 'transfer' }),
    ]);
  });
});

describe('bank transfer details (TRANSFER_*)', () => {
  it('when a student orders by transfer, then the order and its mail carry the account, the amount and the order’s reference', async () => {
    const student = await signUp();

    const placed = await api()
      .post('/api/packages/orders')
      .set('Cookie', student.cookie)
      .send({ packageId: 'five', paymentMethod: 'transfer' })
      .expect(201);

    const order = OrderSchema.parse(placed.body);
    const account = {
      accountHolder: 'Chiara Lombardi',
      iban: 'IT60 X054 2811 1010 0000 0123 456',
      bic: 'BPPIITRRXXX',
    };
    expect(order.bankTransfer).toEqual({ ...account, amountCents: 10_000, reference: expect.stringMatching(/^LEZ-/) });
    expect(await mailsTo(student.email, 'transfer-order')).toEqual([
      expect.objectContaining({ account, amountCents: 10_000, reference: order.bankTransfer!.reference }),
    ]);
  });
});
