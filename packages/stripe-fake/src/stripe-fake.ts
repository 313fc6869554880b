import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';
import { parseStripeForm } from './form';
import { renderCheckoutPage } from './checkout-page';
import type { FakeCheckoutSession, FakeEvent, FakeRefund } from './stripe-objects';

/** One attempt to deliver an event to the webhook endpoint. */
export type FakeDelivery = { eventId: string; type: string; attempt: number; status: number };

/** How the next payment's events reach the endpoint, as Stripe may do on any day. */
export type DeliveryScript = {
  /** Never sent (a lost webhook: only reconciliation can find the payment). */
  isLost?: boolean;
  /** Each event is sent this many times (1 by default). */
  copies?: number;
  /** The copies are sent at once rather than one after the other. */
  isConcurrent?: boolean;
  /** `payment_intent.succeeded` goes first, before `checkout.session.completed`. */
  isReversed?: boolean;
};

export type StripeFakeOptions = {
  /** The secret key the fake accepts; a random `sk_test_…` by default. */
  secretKey?: string;
  /** The endpoint's signing secret; a random `whsec_…` by default. */
  webhookSecret?: string;
  /** Where events are POSTed; may be set later (`fake.webhookUrl = …`). */
  webhookUrl?: string;
  /** Wait before the first retry of a failed delivery; doubles with each (Stripe waits hours). */
  retryBaseMs?: number;
  /** Tries per event before the fake gives up (Stripe keeps trying for three days). */
  maxAttempts?: number;
  /** A JSON file the sessions and refunds are kept in, loaded at start and written at every change (npm start's demo). */
  stateFile?: string;
  /** Where it listens: 127.0.0.1 on any free port by default (the compose demo: every address, a fixed port). */
  host?: string;
  port?: number;
  /** The hosted checkout page's origin as browsers reach it, when not the address it listens on. */
  pageOrigin?: string;
};

export type StripeFake = {
  /** As STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string | undefined;
  sessions: Map<string, FakeCheckoutSession>;
  refunds: FakeRefund[];
  /** Every event made, oldest first. */
  events: FakeEvent[];
  /** Every delivery attempt, oldest first. */
  deliveries: FakeDelivery[];
  /** Applies to the next payment's events only. */
  scriptNextDelivery: (script: DeliveryScript) => void;
  /** Pays an open session as the hosted page's button does (events sent as scripted); returns it. */
  pay: (sessionId: string) => Promise<FakeCheckoutSession>;
  /** Sends an event already made once more, freshly signed (a replay). */
  resend: (eventId: string) => Promise<number>;
  /** Resolves with the first delivery (past or future) that `matches`. */
  waitForDelivery: (matches: (delivery: FakeDelivery) => boolean) => Promise<FakeDelivery>;
  /** Resolves once every delivery under way (retries included) has ended. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
};

const API_VERSION = '2026-10-28.endive';
const SESSION_LIFETIME_S = 24 * 60 * 60;
const MAX_BODY_BYTES = 100_000;

const nowS = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const asRecord = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

/**
 * A local HTTP server speaking the part of Stripe's API the platform uses, driven by the official
 * `stripe` SDK (`host`/`port`/`protocol`): form-encoded requests, bearer secret key, Stripe's error
 * shape; Checkout Sessions (create, retrieve, list by `created`, expire), refunds (with the
 * Idempotency-Key honoured), a hosted checkout page to pay or cancel on, and webhook events signed
 * as Stripe signs them (`t=…,v1=…`, made by the SDK's `generateTestHeaderString`), retried with
 * backoff while the endpoint fails, and duplicated, reordered or lost on demand. On 127.0.0.1 unless `host` says otherwise.
 */
export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const secretKey = options.secretKey ?? newId('sk');
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 8;
  const saved = options.stateFile && existsSync(options.stateFile) ? loadState(options.stateFile) : undefined;
  const sessions = new Map<string, FakeCheckoutSession>(saved?.sessions.map((session) => [session.id, session]));
  const refunds: FakeRefund[] = saved?.refunds ?? [];
  const save = () => {
    if (!options.stateFile) return;
    // Written whole and renamed into place: a stop mid-write never leaves half a state.
    writeFileSync(`${options.stateFile}.tmp`, JSON.stringify({ sessions: [...sessions.values()], refunds }, null, 2));
    renameSync(`${options.stateFile}.tmp`, options.stateFile);
  };
  const refundsByKey = new Map<string, FakeRefund>();
  const events: FakeEvent[] = [];
  const deliveries: FakeDelivery[] = [];
  const emitter = new EventEmitter();
  const underway = new Set<Promise<unknown>>();
  let nextScript: DeliveryScript = {};
  let origin = '';

  const fake: StripeFake = {
    url: '',
    secretKey,
    webhookSecret,
    webhookUrl: options.webhookUrl,
    sessions,
    refunds,
    events,
    deliveries,
    scriptNextDelivery: (script) => void (nextScript = script),
    pay,
    resend: (eventId) => {
      const event = events.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      return sendOnce(event, 1);
    },
    waitForDelivery: (matches) =>
      new Promise((resolve) => {
        const past = deliveries.find(matches);
        if (past) return resolve(past);
        const listener = (delivery: FakeDelivery) => {
          if (!matches(delivery)) return;
          emitter.off('delivery', listener);
          resolve(delivery);
        };
        emitter.on('delivery', listener);
      }),
    settled: async () => {
      while (underway.size > 0) await Promise.allSettled([...underway]);
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };

  function makeEvent(type: string, object: unknown): FakeEvent {
    const event: FakeEvent = {
      id: newId('evt'),
      object: 'event',
      type,
      created: nowS(),
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      data: { object: structuredClone(object) },
    };
    events.push(event);
    return event;
  }

  /** One POST of the event, signed now; the endpoint's status (0 when it could not be reached). */
  async function sendOnce(event: FakeEvent, attempt: number): Promise<number> {
    if (!fake.webhookUrl) return 0;
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const status = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature, 'User-Agent': 'Stripe/1.0' },
      body: payload,
      signal: AbortSignal.timeout(30_000),
    }).then(
      async (answer) => {
        await answer.arrayBuffer();
        return answer.status;
      },
      () => 0,
    );
    const delivery = { eventId: event.id, type: event.type, attempt, status };
    deliveries.push(delivery);
    emitter.emit('delivery', delivery);
    return status;
  }

  /** Sends until the endpoint answers 2xx, waiting longer after each failure, as Stripe does. */
  async function deliver(event: FakeEvent): Promise<void> {
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      const status = await sendOnce(event, attempt);
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, retryBaseMs * 2 ** (attempt - 1)));
    }
  }

  function track(work: Promise<unknown>): Promise<unknown> {
    underway.add(work);
    void work.finally(() => underway.delete(work));
    return work;
  }

  /** Delivers a payment's events as the script says, in the background (Stripe does not wait for the buyer). */
  function deliverAll(made: FakeEvent[], script: DeliveryScript): void {
    if (script.isLost) return;
    const ordered = script.isReversed ? [...made].reverse() : made;
    const copies = Math.max(1, script.copies ?? 1);
    void track(
      (async () => {
        for (const event of ordered) {
          const sends = Array.from({ length: copies }, () => () => deliver(event));
          if (script.isConcurrent) await Promise.all(sends.map((send) => send()));
          else for (const send of sends) await send();
        }
      })(),
    );
  }

  async function pay(sessionId: string): Promise<FakeCheckoutSession> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status !== 'open') return session;
    const paymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      created: nowS(),
      metadata: session.paymentIntentMetadata,
      livemode: false,
    };
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: paymentIntent.id, url: null });
    const made = [
      makeEvent('checkout.session.completed', session),
      makeEvent('payment_intent.succeeded', paymentIntent),
    ];
    save();
    const script = nextScript;
    nextScript = {};
    deliverAll(made, script);
    return session;
  }

  function expire(session: FakeCheckoutSession): void {
    Object.assign(session, { status: 'expired', url: null });
    save();
    deliverAll([makeEvent('checkout.session.expired', session)], {});
  }

  const stripeError = (status: number, message: string, type = 'invalid_request_error') => ({
    status,
    body: { error: { type, message } },
  });

  function answerApi(
    method: string,
    path: string,
    query: URLSearchParams,
    form: Record<string, unknown>,
    key?: string,
  ) {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lineItem = (form.line_items as Array<Record<string, unknown>> | undefined)?.[0];
      const priceData = lineItem?.price_data as Record<string, unknown> | undefined;
      const amount = Number(priceData?.unit_amount) * Number(lineItem?.quantity ?? 1);
      if (!Number.isInteger(amount) || amount <= 0 || typeof form.success_url !== 'string')
        return stripeError(400, 'Missing required param: line_items[0][price_data][unit_amount] or success_url.');
      const id = newId('cs');
      const created = nowS();
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency: String(priceData?.currency ?? 'eur'),
        client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
        customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
        metadata: asRecord(form.metadata),
        payment_intent: null,
        success_url: form.success_url,
        cancel_url: typeof form.cancel_url === 'string' ? form.cancel_url : null,
        url: `${origin}/checkout/${id}`,
        created,
        expires_at: created + SESSION_LIFETIME_S,
        livemode: false,
        productName: String(asRecord(priceData?.product_data).name ?? 'Payment'),
        paymentIntentMetadata: asRecord((form.payment_intent_data as Record<string, unknown> | undefined)?.metadata),
      };
      sessions.set(id, session);
      save();
      return { status: 200, body: session };
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const since = Number(query.get('created[gte]') ?? 0);
      const limit = Math.min(100, Number(query.get('limit') ?? 10));
      // Newest first, as Stripe lists; `starting_after` pages on.
      const all = [...sessions.values()].filter((session) => session.created >= since).reverse();
      const after = query.get('starting_after');
      const start = after ? all.findIndex((session) => session.id === after) + 1 : 0;
      const data = all.slice(start, start + limit);
      return {
        status: 200,
        body: { object: 'list', url: '/v1/checkout/sessions', data, has_more: start + limit < all.length },
      };
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      if (!session) return stripeError(404, `No such checkout.session: '${sessionPath[1]}'`);
      if (method === 'GET' && !sessionPath[2]) return { status: 200, body: session };
      if (method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open')
          return stripeError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
        expire(session);
        return { status: 200, body: session };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (key && refundsByKey.has(key)) return { status: 200, body: refundsByKey.get(key) };
      const paid = [...sessions.values()].find((session) => session.payment_intent === form.payment_intent);
      if (!paid) return stripeError(404, `No such payment_intent: '${String(form.payment_intent)}'`);
      const already = refunds
        .filter((refund) => refund.payment_intent === paid.payment_intent)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = form.amount === undefined ? paid.amount_total - already : Number(form.amount);
      if (!Number.isInteger(amount) || amount <= 0 || already + amount > paid.amount_total)
        return stripeError(400, `Refund amount (€${amount / 100}) is greater than unrefunded amount on charge.`);
      const refund: FakeRefund = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: paid.currency,
        payment_intent: paid.payment_intent!,
        status: 'succeeded',
        created: nowS(),
        metadata: asRecord(form.metadata),
      };
      refunds.push(refund);
      save();
      if (key) refundsByKey.set(key, refund);
      return { status: 200, body: refund };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const handler: http.RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES) req.destroy();
    });
    req.on('end', () => {
      const html = (status: number, page: string) =>
        void res
          .writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
          .end(page);
      const pagePath = /^\/checkout\/([\w-]+)(\/pay)?$/.exec(url.pathname);
      if (pagePath) {
        const session = sessions.get(pagePath[1]!);
        if (!session) return html(404, 'Not found');
        if (method === 'GET' && !pagePath[2]) return html(200, renderCheckoutPage(session));
        if (method === 'POST' && pagePath[2] && session.status === 'open') {
          return void pay(session.id).then((paid) => {
            // Post/redirect/get, to the platform's success address with the session's id filled in.
            res.writeHead(303, { Location: paid.success_url.replace('{CHECKOUT_SESSION_ID}', paid.id) }).end();
          });
        }
        return html(409, renderCheckoutPage(session));
      }
      const answer = ({ status, body: answerBody }: { status: number; body: unknown }) =>
        void res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answerBody));
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return answer(stripeError(401, 'Invalid API Key provided.', 'invalid_request_error'));
      const key = req.headers['idempotency-key'];
      answer(
        answerApi(method, url.pathname, url.searchParams, parseStripeForm(body), Array.isArray(key) ? key[0] : key),
      );
    });
  };

  const server = http.createServer(handler);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = options.pageOrigin ?? fake.url;
  // Sessions kept from an earlier run are paid on this run's page.
  for (const session of sessions.values())
    if (session.status === 'open') session.url = `${origin}/checkout/${session.id}`;
  return fake;
}

function loadState(file: string): { sessions: FakeCheckoutSession[]; refunds: FakeRefund[] } {
  return JSON.parse(readFileSync(file, 'utf8')) as { sessions: FakeCheckoutSession[]; refunds: FakeRefund[] };
}
