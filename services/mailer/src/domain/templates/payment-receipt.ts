import { escapeHtml, receiptLines, type Language, type PaymentReceiptMail } from '@lezioni/contracts';
import { firstName, htmlPage, languageOfMail, SHARED_WORDS, type RenderedMail } from './mail-text';

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
  const shared = SHARED_WORDS[language];
  const lines = receiptLines(mail.receipt, language);
  const text = [
    `${shared.greeting} ${firstName(mail.name)},`,
    '',
    words.thanks,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    words.alsoOnPage,
    '',
    shared.signOff,
    firstName(teacherName),
  ].join('\n');
  const rows = lines
    .map(
      ([label, value]) =>
        `      <tr><th scope="row" align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = htmlPage(
    `    <p>${escapeHtml(shared.greeting)} ${escapeHtml(firstName(mail.name))},</p>
    <p>${escapeHtml(words.thanks)}</p>
    <table cellpadding="6">
${rows}
    </table>
    <p>${escapeHtml(words.alsoOnPage)}</p>
    <p>${escapeHtml(shared.signOff)}<br />${escapeHtml(firstName(teacherName))}</p>`,
    language,
  );
  return { subject: words.subject(mail.receipt.number, mail.receipt.packageName), text, html };
}
