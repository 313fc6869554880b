/** Stripe's objects as its API sends them: what the fake stores, answers and renders. */

/** A Checkout Session as Stripe's API sends it (the fields the platform reads, and a few more). */
export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not Stripe's: what the hosted page shows (the first line item's name). */
  productName: string;
  /** Not Stripe's: `payment_intent_data[metadata]`, which the payment intent carries once paid. */
  paymentIntentMetadata: Record<string, string>;
};

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
  metadata: Record<string, string>;
};

export type FakeEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  data: { object: unknown };
};
