import Stripe from 'stripe';

/** A Checkout Session as the use cases need it. */
export type CheckoutSessionFacts = {
  id: string;
  /** Ours, from `client_reference_id` or `metadata.orderId`. */
  orderId: string | null;
  status: 'open' | 'complete' | 'expired';
  isPaid: boolean;
  paymentIntent: string | null;
  amountCents: number;
  currency: string;
};

/** A verified webhook event, reduced to what the platform acts on. */
export type StripeEventFacts =
  | {
      id: string;
      type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' | 'checkout.session.expired';
      session: CheckoutSessionFacts;
    }
  | {
      id: string;
      type: 'payment_intent.succeeded';
      paymentIntent: { id: string; orderId: string | null; amountCents: number; currency: string };
    }
  | { id: string; type: 'ignored' };

const SESSION_STATUSES: ReadonlyArray<CheckoutSessionFacts['status']> = ['open', 'complete', 'expired'];

const toSessionFacts = (session: Stripe.Checkout.Session): CheckoutSessionFacts => ({
  id: session.id,
  orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
  status: SESSION_STATUSES.find((status) => status === session.status) ?? 'open',
  isPaid: session.payment_status === 'paid',
  paymentIntent:
    typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
  amountCents: session.amount_total ?? 0,
  currency: session.currency ?? '',
});

/**
 * Stripe through its official SDK. `apiUrl` (STRIPE_API_URL) points it elsewhere than Stripe's own
 * API, as `host`/`port`/`protocol`: the local fake in tests and npm start's demo.
 */
export function createStripeClient(options: {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string;
  timeoutMs: number;
}) {
  const url = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    ...(url && {
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      protocol: url.protocol === 'https:' ? 'https' : 'http',
    }),
    // The SDK retries network failures and 409/5xx with an idempotency key of its own.
    maxNetworkRetries: 2,
    timeout: options.timeoutMs,
  });

  return {
    /** A hosted checkout for one order; the order's id is the idempotency key, so a retried call makes no second session. */
    async createCheckoutSession(input: {
      orderId: string;
      productName: string;
      amountCents: number;
      customerEmail: string | undefined;
      successUrl: string;
      cancelUrl: string;
    }): Promise<{ id: string; url: string }> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.orderId,
          metadata: { orderId: input.orderId },
          payment_intent_data: { metadata: { orderId: input.orderId } },
          customer_email: input.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: input.amountCents,
                product_data: { name: input.productName },
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `checkout-${input.orderId}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },

    /** Every session created since `since`, newest first (all pages). */
    async listSessionsSince(since: Date): Promise<CheckoutSessionFacts[]> {
      const sessions: CheckoutSessionFacts[] = [];
      const created = { gte: Math.floor(since.getTime() / 1000) };
      for await (const session of stripe.checkout.sessions.list({ created, limit: 100 })) {
        sessions.push(toSessionFacts(session));
      }
      return sessions;
    },

    async retrieveSession(id: string): Promise<CheckoutSessionFacts> {
      return toSessionFacts(await stripe.checkout.sessions.retrieve(id));
    },

    /** Closes an open session so it can no longer be paid; false when it is not open (paid or expired already). */
    async expireSession(id: string): Promise<boolean> {
      try {
        await stripe.checkout.sessions.expire(id);
        return true;
      } catch (err) {
        // Stripe answers 400 for a session that is no longer open: the caller reads it again to see why.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return false;
        throw err;
      }
    },

    /** Refunds part or all of a payment; `idempotencyKey` makes a retried refund the same refund. */
    async refund(input: { paymentIntent: string; amountCents: number; idempotencyKey: string }): Promise<string> {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntent, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      return refund.id;
    },

    /**
     * Verifies the `Stripe-Signature` header on the body's bytes (and its timestamp, 5 minutes), then
     * reads the event; null when it does not verify: nothing of such a body may be believed.
     */
    readEvent(rawBody: Buffer, signature: string | undefined): StripeEventFacts | null {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        return null;
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.expired':
          return { id: event.id, type: event.type, session: toSessionFacts(event.data.object) };
        case 'payment_intent.succeeded': {
          const intent = event.data.object;
          return {
            id: event.id,
            type: event.type,
            paymentIntent: {
              id: intent.id,
              orderId: intent.metadata?.orderId ?? null,
              amountCents: intent.amount_received ?? intent.amount,
              currency: intent.currency,
            },
          };
        }
        default:
          return { id: event.id, type: 'ignored' };
      }
    },
  };
}
export type StripeClient = ReturnType<typeof createStripeClient>;
