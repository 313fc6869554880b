import { PRICING_OPTIONS, vatIncludedCents, type Receipt } from '@lezioni/contracts';
import { notFound } from '@lezioni/service-kit';
import type { OrderRecord, OrderStudent } from '../data/orders.repository';
import type { BookingDeps } from './deps';
import { findOwnOrder } from './own-orders';

/** The receipt of a paid order; null before it is paid. */
function receiptOf(deps: BookingDeps, record: OrderRecord, student: OrderStudent): Receipt | null {
  const { payment, order } = record;
  if (!payment || order.receiptNumber === null) return null;
  const rate = deps.receipts.vatRatePercent;
  return {
    number: order.receiptNumber,
    issuedAt: payment.paidAt.toISOString(),
    packageName: PRICING_OPTIONS.find((option) => option.id === order.packageId)?.name ?? order.packageId,
    credits: order.credits,
    amountCents: payment.amountCents,
    paymentMethod: payment.method,
    vat: rate > 0 ? { ratePercent: rate, amountCents: vatIncludedCents(payment.amountCents, rate) } : null,
    vatNote: deps.receipts.vatNote,
    business: deps.receipts.business,
    student: { name: student.name, email: student.email },
  };
}

/** GET /api/packages/orders/{id}/receipt: the student's own paid order's receipt; 404 otherwise. */
export async function readOwnReceipt(deps: BookingDeps, studentId: string, orderId: string): Promise<Receipt> {
  const record = await findOwnOrder(deps, studentId, orderId);
  const receipt = receiptOf(deps, record, await deps.orders.studentOf(studentId));
  if (!receipt) throw notFound();
  return receipt;
}

/**
 * Queues the receipt mail of an order just paid (one job id per order: a second call mails
 * nothing more). The payment is recorded whatever happens here; a failure is logged, and the
 * receipt stays on the student's orders list.
 */
export async function mailReceipt(deps: BookingDeps, orderId: string): Promise<void> {
  try {
    const record = await deps.orders.findById(orderId);
    if (!record) return;
    const student = await deps.orders.studentOf(record.studentId);
    const receipt = receiptOf(deps, record, student);
    if (!receipt || !student.email) return;
    await deps.mailQueue.enqueue(
      { kind: 'payment-receipt', to: student.email, name: student.name || student.email, receipt },
      `payment-receipt-${orderId}`,
    );
  } catch (err) {
    deps.logger.warn({ err, orderId }, 'receipt mail not queued');
  }
}
