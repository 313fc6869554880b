import { z } from 'zod';
import { PaymentMethodSchema } from './booking';
import { DEFAULT_LANGUAGE, localeOf, type Language } from './languages';

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

/**
 * Integer cents as euros with their cents, without floating point, as the language writes them:
 * "€1,234.05" in English, "1234,05 €" in Italian (a no-break space before the sign, as Intl's own).
 */
export function formatEuroCents(cents: number, language: Language = DEFAULT_LANGUAGE): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  const fraction = String(whole % 100).padStart(2, '0');
  if (language === 'it') return `${sign}${Math.trunc(whole / 100).toLocaleString('it-IT')},${fraction}\u00a0€`;
  return `${sign}€${Math.trunc(whole / 100).toLocaleString('en-IE')}.${fraction}`;
}

/** The VAT inside a gross amount at `ratePercent`, rounded half up to the cent, in integers only. */
export function vatIncludedCents(grossCents: number, ratePercent: number): number {
  return Math.floor((2 * grossCents * ratePercent + 100 + ratePercent) / (2 * (100 + ratePercent)));
}

/** The words of a receipt in each language; the values are the receipt's own. */
const RECEIPT_WORDS = {
  en: {
    number: 'Receipt number',
    date: 'Date',
    billedTo: 'Billed to',
    package: 'Package',
    credits: (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'}`,
    paidBy: 'Paid by',
    card: 'Card',
    transfer: 'Bank transfer or cash',
    amount: 'Amount',
    vatIncluded: (ratePercent: number) => `of which VAT (${ratePercent}%)`,
    vat: 'VAT',
    from: 'From',
  },
  it: {
    number: 'Numero ricevuta',
    date: 'Data',
    billedTo: 'Intestata a',
    package: 'Pacchetto',
    credits: (count: number) => `${count} ${count === 1 ? 'credito' : 'crediti'}`,
    paidBy: 'Pagamento',
    card: 'Carta',
    transfer: 'Bonifico o contanti',
    amount: 'Importo',
    vatIncluded: (ratePercent: number) => `di cui IVA (${ratePercent}%)`,
    vat: 'IVA',
    from: 'Emessa da',
  },
} satisfies Record<Language, unknown>;

/**
 * The receipt's lines, label and value, in the order both the mail and the page show them, in
 * `language` (labels, the day, the amounts; the package's name and the VAT note come as they are).
 */
export function receiptLines(
  receipt: Receipt,
  language: Language = DEFAULT_LANGUAGE,
): Array<[label: string, value: string]> {
  const words = RECEIPT_WORDS[language];
  const day = new Date(receipt.issuedAt).toLocaleDateString(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  });
  const euros = (cents: number) => formatEuroCents(cents, language);
  return [
    [words.number, String(receipt.number)],
    [words.date, day],
    [words.billedTo, `${receipt.student.name} <${receipt.student.email}>`],
    [words.package, `${receipt.packageName} (${words.credits(receipt.credits)})`],
    [words.paidBy, receipt.paymentMethod === 'card' ? words.card : words.transfer],
    [words.amount, euros(receipt.amountCents)],
    receipt.vat
      ? [words.vatIncluded(receipt.vat.ratePercent), euros(receipt.vat.amountCents)]
      : [words.vat, receipt.vatNote],
    [words.from, [receipt.business.name, receipt.business.address, receipt.business.vatId].filter(Boolean).join(', ')],
  ];
}
