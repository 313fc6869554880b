import {
  BOOKING_MESSAGES,
  PACKAGES,
  PRICING_OPTIONS,
  type Order,
  type PackageId,
  type PaymentMethod,
  type PaymentMethods,
  type PaymentProblem,
} from '@lezioni/contracts';
import { AppError, isUuid } from '@lezioni/service-kit';
import type { PaymentProblemKind } from '../../shared/data/db';
import type { CheckoutSessionFacts, StripeEventFacts } from '../data/stripe.client';
import type { PaymentsDeps } from './deps';
import {
  createPendingOrder,
  findOwnOrder,
  grantPaidOrder,
  orderNotPending,
  readOwnOrder,
  settleAfterGrant,
} from '../../credits/domain/orders';
import { completeCardRefunds } from './refunds';

/** How far back the reconciliation looks for paid sessions whose webhook never came. */
export const RECONCILE_WINDOW_MS = 24 * 60 * 60_000;

export function paymentMethodsOf(deps: PaymentsDeps): PaymentMethods {
  return { isCardAvailable: deps.cardPayments.stripe !== null, isDemoCard: deps.cardPayments.isDemo };
}

/** What the teacher's Payments tab says about card payments: off, a demo, or nothing when Stripe is connected. */
export function cardPaymentsNotice(deps: PaymentsDeps): string | null {
  if (!deps.cardPayments.stripe) return BOOKING_MESSAGES.cardPaymentsOff;
  return deps.cardPayments.isDemo ? BOOKING_MESSAGES.demoCardPayments : null;
}

/**
 * A student orders a package paid by card: a pending card order and its Stripe Checkout Session
 * (the order's id as `client_reference_id` and `metadata.orderId`), whose hosted page the answer's
 * `checkoutUrl` opens. The credits come with Stripe's webhook, never with the return to our page.
 */
export async function startCardCheckout(
  deps: PaymentsDeps,
  studentId: string,
  packageId: PackageId,
  hasWithdrawalConsent: boolean,
): Promise<Order> {
  const stripe = deps.cardPayments.stripe;
  if (!stripe) throw new AppError('card_payments_unavailable', BOOKING_MESSAGES.cardPaymentsUnavailable);
  if (!hasWithdrawalConsent)
    throw new AppError('withdrawal_consent_required', BOOKING_MESSAGES.withdrawalConsentRequired);
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
    throw new AppError('checkout_failed', BOOKING_MESSAGES.checkoutFailed);
  }
  return readOwnOrder(deps, studentId, orderId);
}

/**
 * The student cancels an order awaiting payment. A card order's checkout is closed at Stripe first:
 * one already paid cannot be closed, and is not cancelled (its payment grants the credits).
 */
export async function cancelOwnOrder(deps: PaymentsDeps, studentId: string, orderId: string): Promise<Order> {
  const found = await findOwnOrder(deps, studentId, orderId);
  if (found.order.status !== 'pending') throw orderNotPending();
  if (found.order.paymentMethod === 'card' && found.stripeSessionId) {
    if (!deps.cardPayments.stripe)
      throw new AppError('card_payments_unavailable', BOOKING_MESSAGES.cardPaymentsUnavailable);
    const isClosed = await deps.cardPayments.stripe.expireSession(found.stripeSessionId);
    const session = isClosed ? undefined : await deps.cardPayments.stripe.retrieveSession(found.stripeSessionId);
    if (session?.isPaid) throw orderNotPending();
  }
  if (!(await deps.orders.decide(orderId, 'cancelled', new Date()))) throw orderNotPending();
  return readOwnOrder(deps, studentId, orderId);
}

/** How many refused payments the teacher's Payments tab lists. */
const PAYMENT_PROBLEMS_SHOWN = 20;

/** The latest Stripe payments the grant rule refused, each with its order's student, for the Payments tab. */
export async function listPaymentProblems(deps: PaymentsDeps): Promise<PaymentProblem[]> {
  const problems = await deps.paymentProblems.latest(PAYMENT_PROBLEMS_SHOWN);
  const students = new Map(
    await Promise.all(
      [...new Set(problems.map((problem) => problem.studentId))].map(
        async (id) => [id, await deps.orders.studentOf(id)] as const,
      ),
    ),
  );
  return problems.map(({ studentId, ...problem }) => ({ ...problem, student: students.get(studentId)! }));
}

/** What a Stripe payment says of itself: the order it names, and the checkout it was made through. */
type CardPayment = {
  orderId: string | null;
  /** The Checkout Session, when the event or the reconciliation is about one; null for a payment intent's event. */
  sessionId: string | null;
  paymentIntent: string | null;
  amountCents: number;
  currency: string;
};

/** Grant it, it was granted already (a replay or its twin event), or why it grants nothing. */
export type GrantDecision = 'grant' | 'already' | PaymentProblemKind;

/**
 * The one rule for a card payment's credits, for the webhook and the reconciliation alike (issue 47):
 * a payment grants only through the checkout created for its order (its session, or the payment
 * intent that session names), for the order's amount in euros, while the order awaits payment. One
 * the order already has is `already`; anything else is a problem the teacher is shown.
 */
export function decideCardGrant(
  order: { paymentMethod: PaymentMethod; status: Order['status']; priceEur: number; stripeSessionId: string | null },
  payment: CardPayment,
  known: { paidIntent: string | null; checkoutIntent: string | null },
): GrantDecision {
  if (order.paymentMethod !== 'card') return 'not_card_order';
  const isItsCheckout =
    payment.sessionId !== null
      ? payment.sessionId === order.stripeSessionId
      : payment.paymentIntent !== null &&
        (payment.paymentIntent === known.checkoutIntent || payment.paymentIntent === known.paidIntent);
  if (!isItsCheckout) return 'not_its_checkout';
  if (payment.currency !== 'eur' || payment.amountCents !== order.priceEur * 100) return 'wrong_amount';
  if (order.status === 'pending') return 'grant';
  return known.paidIntent !== null && order.status === 'confirmed' ? 'already' : 'not_awaiting_payment';
}

/**
 * The payment intent of the order's own checkout, asked of Stripe (which no webhook sender can
 * forge), when a payment intent's event must be matched to it; null when there is nothing to ask.
 */
async function checkoutIntentOf(deps: PaymentsDeps, payment: CardPayment, orderId: string): Promise<string | null> {
  const stripe = deps.cardPayments.stripe;
  if (payment.sessionId !== null || !stripe) return null;
  const order = await deps.orders.findById(orderId);
  if (order?.order.paymentMethod !== 'card' || !order.stripeSessionId) return null;
  if (order.payment?.intent && order.payment.intent === payment.paymentIntent) return order.payment.intent;
  return (await stripe.retrieveSession(order.stripeSessionId)).paymentIntent;
}

/**
 * Grants a card payment's credits exactly once, whichever of its events (or the reconciliation)
 * comes first, when `decideCardGrant` says so: the order's row is held while the payment is
 * recorded, and the payment's unique order, payment intent and event make every later arrival a
 * no-op. A payment the rule refuses grants nothing and is recorded for the teacher.
 */
async function grantCardPayment(
  deps: PaymentsDeps,
  payment: CardPayment,
  eventId: string | null,
): Promise<GrantDecision | 'unknown'> {
  const { orderId } = payment;
  if (!orderId || !isUuid(orderId)) return 'unknown';
  const checkoutIntent = await checkoutIntentOf(deps, payment, orderId);
  const now = new Date();
  const outcome = await deps.inTransaction(async (data, changed) => {
    if (!(await data.orders.lockById(orderId))) return 'unknown' as const;
    const { order, studentId, payment: paid, stripeSessionId } = (await data.orders.findById(orderId))!;
    const decision = decideCardGrant({ ...order, stripeSessionId }, payment, {
      paidIntent: paid?.intent ?? null,
      checkoutIntent,
    });
    if (decision === 'already') return decision;
    if (decision !== 'grant') {
      const isNew = await data.paymentProblems.record({
        orderId,
        reference: payment.paymentIntent ?? payment.sessionId ?? eventId ?? 'unknown',
        kind: decision,
        amountCents: payment.amountCents,
        currency: payment.currency,
        stripeEventId: eventId,
        recordedAt: now,
      });
      // The reconciliation finds a refused session again every run: one line when it is first seen.
      if (isNew)
        deps.logger.warn(
          { orderId, eventId, decision },
          'stripe payment refused by the grant rule: no credits granted',
        );
      return decision;
    }
    const method = {
      method: 'card' as const,
      amountCents: payment.amountCents,
      stripePaymentIntent: payment.paymentIntent,
      stripeEventId: eventId,
    };
    if (!(await grantPaidOrder(data, { ...order, studentId }, method, now))) return 'already' as const;
    changed(studentId);
    return decision;
  });
  if (outcome === 'unknown')
    deps.logger.warn({ orderId, eventId }, 'stripe payment for an unknown order: nothing granted');
  if (outcome === 'grant') {
    deps.logger.info({ orderId, eventId }, 'card payment received: credits granted');
    await settleAfterGrant(deps, orderId, now);
  }
  return outcome;
}

const sessionPayment = (session: CheckoutSessionFacts): CardPayment => ({ ...session, sessionId: session.id });

/** A session that closed unpaid: its order, still pending, is cancelled. True when this call cancelled it. */
async function cancelExpiredCheckout(deps: PaymentsDeps, session: CheckoutSessionFacts): Promise<boolean> {
  if (!session.orderId || !isUuid(session.orderId) || session.isPaid) return false;
  const order = await deps.orders.findById(session.orderId);
  if (order?.stripeSessionId !== session.id) return false;
  return (await deps.orders.decide(session.orderId, 'cancelled', new Date())) !== undefined;
}

/** The card payment an event tells of, when it may grant credits; null for any other event. */
function paymentOf(event: StripeEventFacts): CardPayment | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A session completed with a delayed method (a bank debit) is paid only with its async event.
      return event.session.isPaid ? sessionPayment(event.session) : null;
    case 'payment_intent.succeeded':
      return { ...event.paymentIntent, sessionId: null, paymentIntent: event.paymentIntent.id };
    default:
      return null;
  }
}

/**
 * Applies one verified webhook event: an expired checkout cancels its order, a payment grants its
 * credits. Any event may come twice, late, before its twin or at the same time as it: each change
 * is written once (see grantCardPayment). An error reaches the route as a 5xx, and Stripe sends the
 * event again.
 */
export async function applyStripeEvent(deps: PaymentsDeps, event: StripeEventFacts): Promise<void> {
  if (event.type === 'checkout.session.expired') {
    await cancelExpiredCheckout(deps, event.session);
    return;
  }
  const payment = paymentOf(event);
  if (payment) await grantCardPayment(deps, payment, event.id);
}

export type ReconcileCounts = { granted: number; cancelled: number; refundsCompleted: number };

/**
 * The safety net for lost webhooks, run on a schedule: asks Stripe for the sessions of the last
 * day and applies what they say (a paid one grants once, an expired one cancels its pending order),
 * then retries the card refunds Stripe has not confirmed.
 */
export async function reconcileCardPayments(deps: PaymentsDeps, now: Date): Promise<ReconcileCounts> {
  const counts: ReconcileCounts = { granted: 0, cancelled: 0, refundsCompleted: 0 };
  const stripe = deps.cardPayments.stripe;
  if (!stripe) return counts;
  for (const session of await stripe.listSessionsSince(new Date(now.getTime() - RECONCILE_WINDOW_MS))) {
    if (session.isPaid) {
      if ((await grantCardPayment(deps, sessionPayment(session), null)) === 'grant') counts.granted += 1;
    } else if (session.status === 'expired' && (await cancelExpiredCheckout(deps, session))) {
      counts.cancelled += 1;
    }
  }
  counts.refundsCompleted = await completeCardRefunds(deps);
  return counts;
}
