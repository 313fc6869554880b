import type { Language } from '@lezioni/contracts';
import { renderLinkMail, type LinkMailContent, type LinkMailWords, type RenderedMail } from './mail-text';

const WORDS: Record<Language, LinkMailWords> = {
  en: {
    subject: 'Confirm your email address for your Italian lessons',
    greeting: 'Benvenuto/a',
    before: ['please confirm that this is your email address. The link works once, within 24 hours:'],
    buttonLabel: 'Confirm my email address',
    after: [
      'Once you confirm it, the lessons you book with this address and the credits they use appear on your dashboard.',
      "If you didn't create an account, just ignore this email: nothing is linked to this address.",
    ],
  },
  it: {
    subject: 'Conferma il tuo indirizzo email per le lezioni di italiano',
    greeting: 'Benvenuto/a',
    before: ['conferma che questo è il tuo indirizzo email. Il link funziona una volta sola, entro 24 ore:'],
    buttonLabel: 'Conferma il mio indirizzo email',
    after: [
      'Una volta confermato, le lezioni che prenoti con questo indirizzo e i crediti che usano compaiono nella tua area personale.',
      'Se non hai creato un account, ignora pure questa email: a questo indirizzo non è collegato nulla.',
    ],
  },
};

/** The address confirmation sent at registration (and on "Send the link again"), in the recipient's language. */
export function renderEmailVerification(mail: LinkMailContent, teacherName: string, language: Language): RenderedMail {
  return renderLinkMail(mail, teacherName, WORDS[language], language);
}
