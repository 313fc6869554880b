import {
  BOOKING_MESSAGES,
  MONEY_BACK_DAYS,
  PACKAGES,
  type AdminOrder,
  type BankTransfer,
  type Language,
  type Order,
  type PackageId,
  type Receipt,
} from '@lezioni/contracts';
import { AppError, isUuid, notFound } from '@lezioni/service-kit';
import type { OrderRecord, OrdersRepository } from '../data/orders.repository';
import type { CreditsData } from './deps';
import type { CreditsDeps } from './deps';
import { addCalendarMonths } from '../../shared/domain/clock';
import { settleLedger } from './ledger';
import { mailReceipt, packageNameOf, receiptOf } from './receipts';
import { computeRefund } from './refund-figures';

/** How many decided orders the teacher's Payments tab lists below the pending ones. */
export const ADMIN_DECIDED_ORDERS = 20;

const DAY_MS = 24 * 60 * 60_000;

export const orderNotPending = () => new AppError('order_not_pending', BOOKING_MESSAGES.orderNotPending);

/**
 * Until when a refund may be asked (spec §9's 14-day money-back guarantee): a paid order without a
 * refund, within MONEY_BACK_DAYS of the payment, while its lot still holds credits. Null otherwise.
 */
export function refundableUntil(record: OrderRecord, now: Date): Date | null {
  if (record.order.status !== 'confirmed' || !record.payment || record.order.refund || !record.lot) return null;
  const until = new Date(record.payment.paidAt.getTime() + MONEY_BACK_DAYS * DAY_MS);
  return now < until && record.lot.balance > 0 && record.lot.expiresAt > now ? until : null;
}

/** What a student writes on a transfer so the teacher can match it to the order: short, and the order's own. */
const transferReferenceOf = (orderId: string) => `LEZ-${orderId.slice(0, 8).toUpperCase()}`;

/** Where a transfer order awaiting payment is paid, when the operator configured the account (TRANSFER_*). */
function bankTransferOf(deps: CreditsDeps, order: OrderRecord['order']): BankTransfer | null {
  if (!deps.bankAccount || order.status !== 'pending' || order.paymentMethod !== 'transfer') return null;
  return { ...deps.bankAccount, amountCents: order.priceCents, reference: transferReferenceOf(order.id) };
}

export function toOrder(deps: CreditsDeps, record: OrderRecord, now: Date): Order {
  const until = refundableUntil(record, now);
  return {
    ...record.order,
    refundableUntil: until?.toISOString() ?? null,
    refundOffer: until ? computeRefund(record.payment!.amountCents, record.lot!) : null,
    bankTransfer: bankTransferOf(deps, record.order),
  };
}

/**
 * A student orders a package paid by bank transfer or cash; it waits for the teacher to confirm the
 * payment. One pending order at a time.
 */
export async function placeTransferOrder(
  deps: CreditsDeps,
  studentId: string,
  packageId: PackageId,
  hasWithdrawalConsent: boolean,
): Promise<Order> {
  const orderId = await createPendingOrder(deps.orders, studentId, packageId, 'transfer', hasWithdrawalConsent);
  const order = toOrder(deps, (await deps.orders.findById(orderId))!, new Date());
  await mailTransferOrder(deps, studentId, order);
  return order;
}

/**
 * Queues the mail of a transfer order just placed: where to pay it, the amount and the reference
 * (one job id per order). The order stands whatever happens here; a failure is logged, and the
 * same details are on the student's orders list.
 */
async function mailTransferOrder(deps: CreditsDeps, studentId: string, order: Order): Promise<void> {
  try {
    const student = await deps.orders.studentOf(studentId);
    if (!student.email) return;
    const language = await deps.students.languageOf(studentId);
    await deps.mailQueue.enqueue(
      {
        kind: 'transfer-order',
        to: student.email,
        name: student.name || student.email,
        packageName: packageNameOf(order.packageId, language),
        credits: order.credits,
        amountCents: order.priceCents,
        reference: transferReferenceOf(order.id),
        account: deps.bankAccount,
        language,
      },
      `transfer-order-${order.id}`,
    );
  } catch (err) {
    deps.logger.warn({ err, orderId: order.id }, 'transfer order mail not queued');
  }
}

/** The new pending order's id; 409 while another awaits payment. */
export async function createPendingOrder(
  orders: OrdersRepository,
  studentId: string,
  packageId: PackageId,
  paymentMethod: 'card' | 'transfer',
  hasWithdrawalConsent: boolean,
): Promise<string> {
  const { credits, priceEur } = PACKAGES[packageId];
  const orderId = await orders.createPending({
    studentId,
    packageId,
    credits,
    priceEur,
    paymentMethod,
    withdrawalConsentAt: hasWithdrawalConsent ? new Date() : null,
  });
  if (!orderId) throw new AppError('order_already_pending', BOOKING_MESSAGES.orderAlreadyPending);
  return orderId;
}

export async function listOrdersOf(deps: CreditsDeps, studentId: string): Promise<Order[]> {
  const now = new Date();
  return (await deps.orders.listOfStudent(studentId)).map((record) => toOrder(deps, record, now));
}

/** The student's order `orderId`; malformed, unknown and other students' ids are the same 404, so no one learns which ids exist. */
export async function findOwnOrder(deps: CreditsDeps, studentId: string, orderId: string): Promise<OrderRecord> {
  const found = isUuid(orderId) ? await deps.orders.findById(orderId) : undefined;
  if (!found || found.studentId !== studentId) throw notFound();
  return found;
}

export async function readOwnOrder(deps: CreditsDeps, studentId: string, orderId: string): Promise<Order> {
  return toOrder(deps, await findOwnOrder(deps, studentId, orderId), new Date());
}

/**
 * GET /api/packages/orders/{id}/receipt: the student's own paid order's receipt, in the language of
 * the visit that asks for it; 404 otherwise.
 */
export async function readOwnReceipt(
  deps: CreditsDeps,
  studentId: string,
  orderId: string,
  language: Language,
): Promise<Receipt> {
  const record = await findOwnOrder(deps, studentId, orderId);
  const receipt = receiptOf(deps, record, await deps.orders.studentOf(studentId), language);
  if (!receipt) throw notFound();
  return receipt;
}

export async function listOrdersForTeacher(deps: CreditsDeps): Promise<AdminOrder[]> {
  const now = new Date();
  const records = await deps.orders.listForTeacher(ADMIN_DECIDED_ORDERS);
  return records.map((record) => ({ ...toOrder(deps, record, now), student: record.student }));
}

/**
 * Records a payment and grants its order's credits, in the caller's transaction: the order
 * confirmed, the payment row with its receipt's number, the credit lot and its `grant` row commit
 * together. False (nothing written, no number taken) when the order already has a payment. True:
 * the student's credits changed (the transaction's `changed`).
 */
export async function grantPaidOrder(
  data: CreditsData,
  order: { id: string; studentId: string; packageId: PackageId; credits: number },
  payment: {
    method: 'card' | 'transfer';
    amountCents: number;
    stripePaymentIntent: string | null;
    stripeEventId: string | null;
  },
  now: Date,
): Promise<boolean> {
  const isRecorded = await data.payments.record({
    ...payment,
    orderId: order.id,
    studentId: order.studentId,
    paidAt: now,
  });
  if (!isRecorded) return false;
  await data.receiptNumbers.issue(order.id, now);
  await data.orders.markPaid(order.id, now);
  await data.ledger.grantLot({
    studentId: order.studentId,
    orderId: order.id,
    credits: order.credits,
    grantedAt: now,
    expiresAt: addCalendarMonths(now, PACKAGES[order.packageId].validityMonths),
  });
  return true;
}

/** After credits were granted: the receipt is mailed, and the student's lessons waiting for a credit are charged. */
export async function settleAfterGrant(deps: CreditsDeps, orderId: string, now: Date): Promise<void> {
  await mailReceipt(deps, orderId);
  // The credits are granted whatever happens next; the next sync's settlement charges what this one could not.
  await settleLedger(deps, now).catch((err: unknown) =>
    deps.logger.warn({ err, orderId }, 'ledger not settled after granting an order'),
  );
}

/**
 * The teacher confirms a transfer or cash payment: the order, its payment, its credit lot and the
 * lot's `grant` row commit together. A card order is confirmed by Stripe's webhook alone.
 */
export async function confirmOrder(deps: CreditsDeps, orderId: string): Promise<AdminOrder> {
  if (!isUuid(orderId)) throw notFound();
  const now = new Date();
  await deps.inTransaction(async (data, changed) => {
    const order = await data.orders.lockById(orderId);
    if (!order) throw notFound();
    if (order.status !== 'pending' || order.paymentMethod !== 'transfer') throw orderNotPending();
    const payment = {
      method: 'transfer' as const,
      amountCents: order.priceEur * 100,
      stripePaymentIntent: null,
      stripeEventId: null,
    };
    if (!(await grantPaidOrder(data, order, payment, now))) throw orderNotPending();
    changed(order.studentId);
  });
  await settleAfterGrant(deps, orderId, now);
  return readForTeacher(deps, orderId);
}

/** The teacher rejects a transfer order (no payment came): it is cancelled. */
export async function rejectOrder(deps: CreditsDeps, orderId: string): Promise<AdminOrder> {
  if (!isUuid(orderId)) throw notFound();
  const found = await deps.orders.findById(orderId);
  if (!found) throw notFound();
  if (found.order.paymentMethod !== 'transfer' || !(await deps.orders.decide(orderId, 'cancelled', new Date())))
    throw orderNotPending();
  return readForTeacher(deps, orderId);
}

/** Payments received this month minus refunds approved this month, in cents: the card's and the Payments tab's figure. */
export function readMonthlyRevenueCents(deps: CreditsDeps, now: Date): Promise<number> {
  return deps.payments.revenueThisMonthCents(now);
}

export async function readForTeacher(deps: CreditsDeps, orderId: string): Promise<AdminOrder> {
  const record = await deps.orders.findById(orderId);
  if (!record) throw notFound();
  return { ...toOrder(deps, record, new Date()), student: await deps.orders.studentOf(record.studentId) };
}
