import { formatEuroCents, REFUND_BUSINESS_DAYS, type Language, type PaymentRefundedMail } from '@lezioni/contracts';
import { languageOfMail, paragraph, renderLetter, type RenderedMail } from './mail-text';

const { min, max } = REFUND_BUSINESS_DAYS;

const WORDS = {
  en: {
    subject: (amount: string, packageName: string) => `Refunded: ${amount} for your ${packageName}`,
    refunded: (amount: string, packageName: string, receipt: number | null) =>
      `your refund of ${amount} for the ${packageName}${receipt === null ? '' : ` (receipt ${receipt})`} is approved.`,
    card: `It goes back to the card you paid with: banks take ${min} to ${max} business days to show it.`,
    transfer: `I send it back by bank transfer: allow ${min} to ${max} business days.`,
    withdrawn: (count: number) =>
      `The ${count} unused ${count === 1 ? 'credit' : 'credits'} of the package ${count === 1 ? 'was' : 'were'} withdrawn.`,
    alsoOnPage: 'The order shows as refunded under Your Orders on the Packages page.',
  },
  it: {
    subject: (amount: string, packageName: string) => `Rimborsato: ${amount} per il tuo ${packageName}`,
    refunded: (amount: string, packageName: string, receipt: number | null) =>
      `il tuo rimborso di ${amount} per il ${packageName}${receipt === null ? '' : ` (ricevuta ${receipt})`} è approvato.`,
    card: `Torna sulla carta con cui hai pagato: le banche impiegano da ${min} a ${max} giorni lavorativi per mostrarlo.`,
    transfer: `Te lo restituisco con un bonifico: calcola da ${min} a ${max} giorni lavorativi.`,
    withdrawn: (count: number) =>
      count === 1
        ? 'Il credito non usato del pacchetto è stato ritirato.'
        : `I ${count} crediti non usati del pacchetto sono stati ritirati.`,
    alsoOnPage: 'L’ordine risulta rimborsato tra i tuoi ordini, nella pagina dei pacchetti.',
  },
} satisfies Record<Language, unknown>;

/** A refund done, in the student's language: how much, how it comes back, and the credits it took. */
export function renderPaymentRefunded(mail: PaymentRefundedMail, teacherName: string): RenderedMail {
  const language = languageOfMail(mail);
  const words = WORDS[language];
  const amount = formatEuroCents(mail.amountCents, language);
  const paragraphs = [
    words.refunded(amount, mail.packageName, mail.receiptNumber),
    ...(mail.amountCents > 0 ? [mail.paymentMethod === 'card' ? words.card : words.transfer] : []),
    ...(mail.creditsWithdrawn > 0 ? [words.withdrawn(mail.creditsWithdrawn)] : []),
    words.alsoOnPage,
  ];
  return {
    subject: words.subject(amount, mail.packageName),
    ...renderLetter(
      { name: mail.name, language },
      teacherName,
      paragraphs.map((line) => paragraph(line)),
    ),
  };
}
