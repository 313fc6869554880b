import { receiptLines, type Language, type PaymentReceiptMail } from '@lezioni/contracts';
import { labelledLines, languageOfMail, paragraph, renderLetter, type RenderedMail } from './mail-text';

const WORDS = {
  en: {
    subject: (number: number, packageName: string) => `Your receipt ${number}: ${packageName}`,
    thanks: 'thank you for your payment: your credits are ready to book lessons with.',
    alsoOnPage: 'The receipt is also under Your Orders on the Packages page.',
  },
  it: {
    subject: (number: number, packageName: string) => `La tua ricevuta ${number}: ${packageName}`,
    thanks: 'grazie per il pagamento: i tuoi crediti sono pronti per prenotare le lezioni.',
    alsoOnPage: 'Trovi la ricevuta anche tra i tuoi ordini, nella pagina dei pacchetti.',
  },
} satisfies Record<Language, unknown>;

/**
 * The receipt of a payment in the student's language: every line of contracts' receiptLines, as
 * text and as a table (booking-proxy wrote the package's name in that language too).
 */
export function renderPaymentReceipt(mail: PaymentReceiptMail, teacherName: string): RenderedMail {
  const language = languageOfMail(mail);
  const words = WORDS[language];
  const blocks = [
    paragraph(words.thanks),
    labelledLines(receiptLines(mail.receipt, language)),
    paragraph(words.alsoOnPage),
  ];
  return {
    subject: words.subject(mail.receipt.number, mail.receipt.packageName),
    ...renderLetter({ name: mail.name, language }, teacherName, blocks),
  };
}
