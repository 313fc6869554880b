import { escapeHtml, receiptLines, type PaymentReceiptMail } from '@lezioni/contracts';
import { firstName, htmlPage, type RenderedMail } from './mail-text';

/** The receipt of a payment: every line of contracts' receiptLines, as text and as a table. */
export function renderPaymentReceipt(mail: PaymentReceiptMail, teacherName: string): RenderedMail {
  const lines = receiptLines(mail.receipt);
  const subject = `Your receipt ${mail.receipt.number}: ${mail.receipt.packageName}`;
  const text = [
    `Ciao ${firstName(mail.name)},`,
    '',
    'thank you for your payment: your credits are ready to book lessons with.',
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    'The receipt is also under Your Orders on the Packages page.',
    '',
    'A presto!',
    firstName(teacherName),
  ].join('\n');
  const rows = lines
    .map(
      ([label, value]) =>
        `      <tr><th scope="row" align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = htmlPage(`    <p>Ciao ${escapeHtml(firstName(mail.name))},</p>
    <p>thank you for your payment: your credits are ready to book lessons with.</p>
    <table cellpadding="6">
${rows}
    </table>
    <p>The receipt is also under Your Orders on the Packages page.</p>
    <p>A presto!<br />${escapeHtml(firstName(teacherName))}</p>`);
  return { subject, text, html };
}
