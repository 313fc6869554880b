import { escapeHtml, formatEuroCents, type Language, type TransferOrderMail } from '@lezioni/contracts';
import { firstName, htmlPage, languageOfMail, SHARED_WORDS, type RenderedMail } from './mail-text';

const WORDS = {
  en: {
    subject: (packageName: string) => `Your order: ${packageName}, to pay by bank transfer`,
    thanks: (packageName: string, credits: number) =>
      `thank you for ordering the ${packageName} (${credits} ${credits === 1 ? 'credit' : 'credits'}).`,
    payTo: 'Please make a bank transfer to:',
    askMe: (amount: string, reference: string) =>
      `Please pay ${amount} by bank transfer or in cash: ask me in the chat for the bank details, and write ${reference} on the transfer.`,
    accountHolder: 'Account holder',
    iban: 'IBAN',
    bic: 'BIC',
    amount: 'Amount',
    reference: 'Reference',
    after: 'Once I receive it, your credits appear on the Packages page and you can book.',
  },
  it: {
    subject: (packageName: string) => `Il tuo ordine: ${packageName}, da pagare con bonifico`,
    thanks: (packageName: string, credits: number) =>
      `grazie per aver ordinato il ${packageName} (${credits} ${credits === 1 ? 'credito' : 'crediti'}).`,
    payTo: 'Fai un bonifico a:',
    askMe: (amount: string, reference: string) =>
      `Paga ${amount} con bonifico o in contanti: chiedimi in chat le coordinate bancarie e scrivi ${reference} nella causale.`,
    accountHolder: 'Intestatario',
    iban: 'IBAN',
    bic: 'BIC',
    amount: 'Importo',
    reference: 'Causale',
    after: 'Appena lo ricevo, i tuoi crediti compaiono nella pagina dei pacchetti e puoi prenotare.',
  },
} satisfies Record<Language, unknown>;

/**
 * A transfer order just placed, in the student's language: where to pay (the operator's account,
 * the amount, the reference), or to ask the teacher in the chat when no account is configured.
 */
export function renderTransferOrder(mail: TransferOrderMail, teacherName: string): RenderedMail {
  const language = languageOfMail(mail);
  const words = WORDS[language];
  const shared = SHARED_WORDS[language];
  const amount = formatEuroCents(mail.amountCents, language);
  const greeting = `${shared.greeting} ${firstName(mail.name)},`;
  const lines: Array<[string, string]> = mail.account
    ? [
        [words.accountHolder, mail.account.accountHolder],
        [words.iban, mail.account.iban],
        [words.bic, mail.account.bic],
        [words.amount, amount],
        [words.reference, mail.reference],
      ]
    : [];
  const how = mail.account ? [words.payTo] : [words.askMe(amount, mail.reference)];
  const text = [
    greeting,
    '',
    words.thanks(mail.packageName, mail.credits),
    '',
    ...how,
    ...(lines.length > 0 ? ['', ...lines.map(([label, value]) => `${label}: ${value}`)] : []),
    '',
    words.after,
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
    `    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(words.thanks(mail.packageName, mail.credits))}</p>
    <p>${escapeHtml(how[0]!)}</p>
${rows ? `    <table cellpadding="6">\n${rows}\n    </table>\n` : ''}    <p>${escapeHtml(words.after)}</p>
    <p>${escapeHtml(shared.signOff)}<br />${escapeHtml(firstName(teacherName))}</p>`,
    language,
  );
  return { subject: words.subject(mail.packageName), text, html };
}
