import { PRICING_OPTIONS, vatIncludedCents, type Language, type PackageId, type Receipt } from '@lezioni/contracts';
import italianPackages from '@lezioni/contracts/locales/packages.it.json';
import type { OrderRecord, OrderStudent } from '../data/orders.repository';
import type { CreditsDeps } from './deps';

/** What a receipt says when no VAT is charged and the operator wrote no note of their own (RECEIPT_VAT_NOTE). */
const NO_VAT_NOTE: Record<Language, string> = { en: 'No VAT charged', it: 'IVA non applicata' };

/** A package's name in `language`: the pages' own words for it (contracts' catalogues). */
export function packageNameOf(packageId: PackageId, language: Language): string {
  const italian = (italianPackages as Partial<Record<string, { name?: string }>>)[packageId]?.name;
  if (language === 'it' && italian) return italian;
  return PRICING_OPTIONS.find((option) => option.id === packageId)?.name ?? packageId;
}

/** The receipt of a paid order, written in `language` (the student's); null before it is paid. */
export function receiptOf(
  deps: CreditsDeps,
  record: OrderRecord,
  student: OrderStudent,
  language: Language,
): Receipt | null {
  const { payment, order } = record;
  if (!payment || order.receiptNumber === null) return null;
  const rate = deps.receipts.vatRatePercent;
  return {
    number: order.receiptNumber,
    issuedAt: payment.paidAt.toISOString(),
    packageName: packageNameOf(order.packageId, language),
    credits: order.credits,
    amountCents: payment.amountCents,
    paymentMethod: payment.method,
    vat: rate > 0 ? { ratePercent: rate, amountCents: vatIncludedCents(payment.amountCents, rate) } : null,
    vatNote: deps.receipts.vatNote ?? NO_VAT_NOTE[language],
    business: deps.receipts.business,
    student: { name: student.name, email: student.email },
  };
}

/**
 * Queues the receipt mail of an order just paid, in the language of the student's account (one job
 * id per order: a second call mails nothing more). The payment is recorded whatever happens here; a
 * failure is logged, and the receipt stays on the student's orders list.
 */
export async function mailReceipt(deps: CreditsDeps, orderId: string): Promise<void> {
  try {
    const record = await deps.orders.findById(orderId);
    if (!record) return;
    const student = await deps.orders.studentOf(record.studentId);
    const language = await deps.students.languageOf(record.studentId);
    const receipt = receiptOf(deps, record, student, language);
    if (!receipt || !student.email) return;
    await deps.mailQueue.enqueue(
      { kind: 'payment-receipt', to: student.email, name: student.name || student.email, receipt, language },
      `payment-receipt-${orderId}`,
    );
  } catch (err) {
    deps.logger.warn({ err, orderId }, 'receipt mail not queued');
  }
}
