import { formatEuroCents, type Language, type TransferOrderMail } from '@lezioni/contracts';
import { labelledLines, languageOfMail, paragraph, renderLetter, type RenderedMail } from './mail-text';

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
  const amount = formatEuroCents(mail.amountCents, language);
  const where = mail.account
    ? [
        paragraph(words.payTo),
        labelledLines([
          [words.accountHolder, mail.account.accountHolder],
          [words.iban, mail.account.iban],
          [words.bic, mail.account.bic],
          [words.amount, amount],
          [words.reference, mail.reference],
        ]),
      ]
    : [paragraph(words.askMe(amount, mail.reference))];
  const blocks = [paragraph(words.thanks(mail.packageName, mail.credits)), ...where, paragraph(words.after)];
  return {
    subject: words.subject(mail.packageName),
    ...renderLetter({ name: mail.name, language }, teacherName, blocks),
  };
}
