import { z } from 'zod';
import { PaymentMethodSchema } from './booking';

/**
 * A payment's receipt: what the mail and the printable page (GET /api/packages/orders/{id}/receipt)
 * both say. Amounts are integer cents; `vat` is null when the business charges none (`vatNote` says why).
 */
export const ReceiptSchema = z.object({
  number: z.number().int().positive(),
  issuedAt: z.iso.datetime(),
  packageName: z.string(),
  credits: z.number().int().positive(),
  amountCents: z.number().int().positive(),
  paymentMethod: PaymentMethodSchema,
  vat: z.object({ ratePercent: z.number().int().positive(), amountCents: z.number().int().nonnegative() }).nullable(),
  vatNote: z.string(),
  business: z.object({ name: z.string(), address: z.string(), vatId: z.string() }),
  student: z.object({ name: z.string(), email: z.string() }),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** Integer cents as euros with their cents, without floating point: "€100.00". */
export function formatEuroCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}€${Math.trunc(whole / 100).toLocaleString('en-IE')}.${String(whole % 100).padStart(2, '0')}`;
}

/** The VAT inside a gross amount at `ratePercent`, rounded half up to the cent, in integers only. */
export function vatIncludedCents(grossCents: number, ratePercent: number): number {
  return Math.floor((2 * grossCents * ratePercent + 100 + ratePercent) / (2 * (100 + ratePercent)));
}

/** The receipt's lines, label and value, in the order both the mail and the page show them. */
export function receiptLines(receipt: Receipt): Array<[label: string, value: string]> {
  const day = new Date(receipt.issuedAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  });
  return [
    ['Receipt number', String(receipt.number)],
    ['Date', day],
    ['Billed to', `${receipt.student.name} <${receipt.student.email}>`],
    ['Package', `${receipt.packageName} (${receipt.credits} ${receipt.credits === 1 ? 'credit' : 'credits'})`],
    ['Paid by', receipt.paymentMethod === 'card' ? 'Card' : 'Bank transfer or cash'],
    ['Amount', formatEuroCents(receipt.amountCents)],
    receipt.vat
      ? [`of which VAT (${receipt.vat.ratePercent}%)`, formatEuroCents(receipt.vat.amountCents)]
      : ['VAT', receipt.vatNote],
    ['From', [receipt.business.name, receipt.business.address, receipt.business.vatId].filter(Boolean).join(', ')],
  ];
}
