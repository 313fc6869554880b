import { BOOKING_MESSAGES, type AdminOrder, type Order, type RefundOffer } from '@lezioni/contracts';
import { AppError, isUuid, notFound } from '@lezioni/service-kit';
import type { OrderRecord } from '../../credits/data/orders.repository';
import type { PaymentsDeps } from './deps';
import { findOwnOrder, readForTeacher, readOwnOrder, refundableUntil } from '../../credits/domain/orders';
import { packageNameOf } from '../../credits/domain/receipts';
import { computeRefund } from '../../credits/domain/refund-figures';

const refundNotAvailable = () => new AppError('refund_not_available', BOOKING_MESSAGES.refundNotAvailable);
const refundNotPending = () => new AppError('refund_not_pending', BOOKING_MESSAGES.refundNotPending);

const figuresOf = (record: OrderRecord): RefundOffer => computeRefund(record.payment!.amountCents, record.lot!);

/**
 * The student asks for their money back (within MONEY_BACK_DAYS of the payment, credits unused).
 * The teacher approves it, unless it is at most REFUND_AUTO_APPROVE_MAX_CENTS: then it is approved at once.
 */
export async function requestRefund(deps: PaymentsDeps, studentId: string, orderId: string): Promise<Order> {
  const now = new Date();
  const record = await findOwnOrder(deps, studentId, orderId);
  if (!refundableUntil(record, now)) throw refundNotAvailable();
  const figures = figuresOf(record);
  const isRequested = await deps.refunds.request({
    orderId,
    paymentId: record.payment!.id,
    studentId,
    ...figures,
    at: now,
  });
  if (!isRequested) throw refundNotAvailable();
  const autoMax = deps.cardPayments.autoApproveRefundMaxCents;
  if (autoMax > 0 && figures.amountCents <= autoMax) await approveRefund(deps, orderId);
  return readOwnOrder(deps, studentId, orderId);
}

/**
 * The student withdraws a refund request the teacher has not decided: it goes, as if never asked
 * (nothing was refunded, no credit taken: those happen at the approval), and a new one may be
 * asked within the same window. Held on the order's row, so an approval at the same moment comes
 * either before (409 here) or after (it finds no request).
 */
export async function withdrawRefund(deps: PaymentsDeps, studentId: string, orderId: string): Promise<Order> {
  await findOwnOrder(deps, studentId, orderId);
  await deps.inTransaction(async (data) => {
    await data.orders.lockById(orderId);
    if (!(await data.refunds.withdraw(orderId))) throw refundNotPending();
  });
  deps.logger.info({ orderId }, 'refund request withdrawn by the student');
  return readOwnOrder(deps, studentId, orderId);
}

/**
 * The teacher approves a refund. In one transaction holding the student's ledger (no lesson can
 * take a credit meanwhile) the figures are taken again, the refund is recorded and the lot's unused
 * credits are withdrawn. A card payment is then refunded through Stripe (retried by the
 * reconciliation if Stripe fails now); a transfer is marked for the teacher to send back.
 */
export async function approveRefund(deps: PaymentsDeps, orderId: string): Promise<AdminOrder> {
  if (!isUuid(orderId)) throw notFound();
  const now = new Date();
  const isCard = await deps.inTransaction(async (data, changed) => {
    const order = await data.orders.lockById(orderId);
    if (!order) throw notFound();
    await data.ledger.lockStudent(order.studentId);
    const record = (await data.orders.findById(orderId))!;
    if (record.order.refund?.status !== 'requested') throw refundNotPending();
    const figures = figuresOf(record);
    const isCardPayment = record.payment!.method === 'card';
    const status = !isCardPayment ? 'to_refund_by_transfer' : figures.amountCents > 0 ? 'processing' : 'refunded';
    await data.refunds.decide(orderId, { status, ...figures, at: now });
    const isWithdrawn =
      figures.creditsWithdrawn > 0 &&
      (await data.ledger.withdrawLot({
        studentId: order.studentId,
        lotId: record.lot!.id,
        credits: figures.creditsWithdrawn,
        at: now,
      }));
    if (isWithdrawn) changed(order.studentId);
    return isCardPayment && figures.amountCents > 0;
  });
  // A card refund is done once Stripe takes it; a transfer's once approved (the teacher sends it herself).
  if (isCard) await completeCardRefund(deps, orderId);
  else await mailRefund(deps, orderId);
  return readForTeacher(deps, orderId);
}

/** The teacher refuses a refund request: nothing is refunded or withdrawn. */
export async function rejectRefund(deps: PaymentsDeps, orderId: string): Promise<AdminOrder> {
  if (!isUuid(orderId)) throw notFound();
  const record = await deps.orders.findById(orderId);
  if (!record) throw notFound();
  if (record.order.refund?.status !== 'requested') throw refundNotPending();
  const { amountCents, lessonsUsed, creditsWithdrawn } = record.order.refund;
  const isDecided = await deps.refunds.decide(orderId, {
    status: 'rejected',
    amountCents,
    lessonsUsed,
    creditsWithdrawn,
    at: new Date(),
  });
  if (!isDecided) throw refundNotPending();
  return readForTeacher(deps, orderId);
}

/**
 * Sends an approved card refund to Stripe. The refund's id is the idempotency key, so a retry after
 * a lost answer is the same refund, never a second one. True when Stripe took it.
 */
async function completeCardRefund(deps: PaymentsDeps, orderId: string): Promise<boolean> {
  const record = await deps.orders.findById(orderId);
  const refund = record?.order.refund;
  const intent = record?.payment?.intent;
  if (!deps.cardPayments.stripe || !refund || refund.status !== 'processing' || !intent) return false;
  try {
    const stripeRefundId = await deps.cardPayments.stripe.refund({
      paymentIntent: intent,
      amountCents: refund.amountCents,
      idempotencyKey: `refund-${refund.id}`,
    });
    await deps.refunds.markRefunded(orderId, stripeRefundId);
    await mailRefund(deps, orderId);
    return true;
  } catch (err) {
    deps.logger.error({ err, orderId }, 'stripe refund failed: the reconciliation tries again');
    return false;
  }
}

/** Every approved card refund Stripe has not confirmed yet, tried again; how many went through. */
export async function completeCardRefunds(deps: PaymentsDeps): Promise<number> {
  let completed = 0;
  for (const orderId of await deps.refunds.processingOrderIds()) {
    if (await completeCardRefund(deps, orderId)) completed += 1;
  }
  return completed;
}

/**
 * Queues the mail that tells the student their refund is done, in their account's language (one job
 * id per order: a retry mails nothing more). The refund stands whatever happens here; a failure is logged.
 */
async function mailRefund(deps: PaymentsDeps, orderId: string): Promise<void> {
  try {
    const record = await deps.orders.findById(orderId);
    const refund = record?.order.refund;
    if (!record || !refund || refund.status === 'requested' || refund.status === 'rejected') return;
    const student = await deps.orders.studentOf(record.studentId);
    if (!student.email) return;
    const language = await deps.students.languageOf(record.studentId);
    await deps.mailQueue.enqueue(
      {
        kind: 'payment-refunded',
        to: student.email,
        name: student.name || student.email,
        packageName: packageNameOf(record.order.packageId, language),
        amountCents: refund.amountCents,
        creditsWithdrawn: refund.creditsWithdrawn,
        paymentMethod: record.order.paymentMethod,
        receiptNumber: record.order.receiptNumber,
        language,
      },
      `payment-refunded-${orderId}`,
    );
  } catch (err) {
    deps.logger.warn({ err, orderId }, 'refund mail not queued');
  }
}
