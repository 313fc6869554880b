import {
  BOOKING_MESSAGES,
  PACKAGES,
  PRICING_OPTIONS,
  type Order,
  type PackageId,
  type PaymentMethods,
} from '@lezioni/contracts';
import { AppError, isUuid } from '@lezioni/service-kit';
import type { CheckoutSessionFacts, StripeEventFacts } from '../data/stripe.client';
import type { BookingDeps } from './deps';
import { inTransactionForStudents } from './freshness';
import { createPendingOrder, grantPaidOrder, readOwnOrder, settleAfterGrant } from './orders';
import { completeCardRefunds } from './refunds';

/** How far back the reconciliation looks for paid sessions whose webhook never came. */
export const RECONCILE_WINDOW_MS = 24 * 60 * 60_000;

export function paymentMethodsOf(deps: BookingDeps): PaymentMethods {
  return { isCardAvailable: deps.cardPayments.stripe !== null, isDemoCard: deps.cardPayments.isDemo };
}

/** What the teacher's Payments tab says about card payments: off, a demo, or nothing when Stripe is connected. */
export function cardPaymentsNotice(deps: BookingDeps): string | null {
  if (!deps.cardPayments.stripe) return BOOKING_MESSAGES.cardPaymentsOff;
  return deps.cardPayments.isDemo ? BOOKING_MESSAGES.demoCardPayments : null;
}

/**
 * A student orders a package paid by card: a pending card order and its Stripe Checkout Session
 * (the order's id as `client_reference_id` and `metadata.orderId`), whose hosted page the answer's
 * `checkoutUrl` opens. The credits come with Stripe's webhook, never with the return to our page.
 */
export async function startCardCheckout(
  deps: BookingDeps,
  studentId: string,
  packageId: PackageId,
  hasWithdrawalConsent: boolean,
): Promise<Order> {
  const stripe = deps.cardPayments.stripe;
  if (!stripe) throw new AppError('card_payments_unavailable', BOOKING_MESSAGES.cardPaymentsUnavailable, 409);
  if (!hasWithdrawalConsent)
    throw new AppError('withdrawal_consent_required', BOOKING_MESSAGES.withdrawalConsentRequired, 400);
  const orderId = await createPendingOrder(deps.orders, studentId, packageId, 'card', true);
  // Prefills Stripe's form; an account whose user event has not arrived yet types it there.
  const { email } = await deps.orders.studentOf(studentId);
  try {
    const session = await stripe.createCheckoutSession({
      orderId,
      productName: PRICING_OPTIONS.find((option) => option.id === packageId)!.name,
      amountCents: PACKAGES[packageId].priceEur * 100,
      customerEmail: email || undefined,
      successUrl: deps.cardPayments.returnUrl('paid', orderId),
      cancelUrl: deps.cardPayments.returnUrl('cancelled', orderId),
    });
    await deps.orders.attachCheckout(orderId, session.id, session.url);
  } catch (err) {
    // No session, nothing to pay: the order goes, so the student can try again at once.
    await deps.orders.decide(orderId, 'cancelled', new Date());
    deps.logger.error({ err, orderId }, 'stripe checkout session not created');
    throw new AppError('checkout_failed', BOOKING_MESSAGES.checkoutFailed, 502);
  }
  return readOwnOrder(deps, studentId, orderId);
}

type CardPayment = { orderId: string | null; paymentIntent: string | null; amountCents: number; currency: string };

/**
 * Grants a card payment's credits exactly once, whichever of its events (or the reconciliation)
 * comes first: the order's row is held while the payment is recorded, and the payment's unique
 * order, payment intent and event make every later arrival a no-op. A payment that does not match
 * its order (amount, currency, method) grants nothing and is logged for the operator.
 */
async function grantCardPayment(
  deps: BookingDeps,
  payment: CardPayment,
  eventId: string | null,
): Promise<'granted' | 'already' | 'unknown'> {
  const { orderId } = payment;
  if (!orderId || !isUuid(orderId)) return 'unknown';
  const now = new Date();
  const outcome = await inTransactionForStudents(deps, async (data, changed) => {
    const order = await data.orders.lockById(orderId);
    if (!order) return 'unknown' as const;
    const isMatch =
      order.paymentMethod === 'card' && payment.currency === 'eur' && payment.amountCents === order.priceEur * 100;
    if (!isMatch) {
      deps.logger.error({ orderId, eventId }, 'stripe payment does not match its order: no credits granted');
      return 'unknown' as const;
    }
    const method = {
      method: 'card' as const,
      amountCents: payment.amountCents,
      stripePaymentIntent: payment.paymentIntent,
      stripeEventId: eventId,
    };
    if (!(await grantPaidOrder(data, order, method, now))) return 'already' as const;
    changed(order.studentId);
    return 'granted' as const;
  });
  if (outcome === 'granted') {
    deps.logger.info({ orderId, eventId }, 'card payment received: credits granted');
    await settleAfterGrant(deps, orderId, now);
  }
  return outcome;
}

/** A session that closed unpaid: its order, still pending, is cancelled. True when this call cancelled it. */
async function cancelExpiredCheckout(deps: BookingDeps, session: CheckoutSessionFacts): Promise<boolean> {
  if (!session.orderId || !isUuid(session.orderId) || session.isPaid) return false;
  const order = await deps.orders.findById(session.orderId);
  if (order?.stripeSessionId !== session.id) return false;
  return (await deps.orders.decide(session.orderId, 'cancelled', new Date())) !== undefined;
}

/**
 * Applies one verified webhook event. Any event may come twice, late, before its twin or at the
 * same time as it: each change is written once (see grantCardPayment). An error reaches the
 * route as a 5xx, and Stripe sends the event again.
 */
export async function applyStripeEvent(deps: BookingDeps, event: StripeEventFacts): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A session completed with a delayed method (a bank debit) is paid only with its async event.
      if (event.session.isPaid) await grantCardPayment(deps, event.session, event.id);
      return;
    case 'payment_intent.succeeded':
      await grantCardPayment(deps, { ...event.paymentIntent, paymentIntent: event.paymentIntent.id }, event.id);
      return;
    case 'checkout.session.expired':
      await cancelExpiredCheckout(deps, event.session);
      return;
    case 'ignored':
      return;
  }
}

export type ReconcileCounts = { granted: number; cancelled: number; refundsCompleted: number };

/**
 * The safety net for lost webhooks, run on a schedule: asks Stripe for the sessions of the last
 * day and applies what they say (a paid one grants once, an expired one cancels its pending order),
 * then retries the card refunds Stripe has not confirmed.
 */
export async function reconcileCardPayments(deps: BookingDeps, now: Date): Promise<ReconcileCounts> {
  const counts: ReconcileCounts = { granted: 0, cancelled: 0, refundsCompleted: 0 };
  const stripe = deps.cardPayments.stripe;
  if (!stripe) return counts;
  for (const session of await stripe.listSessionsSince(new Date(now.getTime() - RECONCILE_WINDOW_MS))) {
    if (session.isPaid) {
      if ((await grantCardPayment(deps, session, null)) === 'granted') counts.granted += 1;
    } else if (session.status === 'expired' && (await cancelExpiredCheckout(deps, session))) {
      counts.cancelled += 1;
    }
  }
  counts.refundsCompleted = await completeCardRefunds(deps);
  return counts;
}
