import type { Language } from '@lezioni/contracts';
import { renderLinkMail, SHARED_WORDS, type LinkMailContent, type LinkMailWords, type RenderedMail } from './mail-text';

/** The reset mail's words, in the teacher's voice: English with a touch of Italian, or Italian. */
const WORDS: Record<Language, LinkMailWords> = {
  en: {
    subject: 'Reset your password for your Italian lessons',
    greeting: SHARED_WORDS.en.greeting,
    before: [
      'someone (hopefully you!) asked to reset the password of your account for our Italian lessons.',
      'Choose a new one with this link. It works once, within one hour:',
    ],
    buttonLabel: 'Choose a new password',
    after: ["If you didn't ask for it, nessun problema: ignore this email and your password stays as it is."],
  },
  it: {
    subject: 'Reimposta la password delle tue lezioni di italiano',
    greeting: SHARED_WORDS.it.greeting,
    before: [
      'qualcuno (speriamo tu!) ha chiesto di reimpostare la password del tuo account per le nostre lezioni di italiano.',
      'Scegline una nuova con questo link. Funziona una volta sola, entro un’ora:',
    ],
    buttonLabel: 'Scegli una nuova password',
    after: ['Se non l’hai chiesto tu, nessun problema: ignora questa email e la tua password resta com’è.'],
  },
};

/** The reset mail, in the recipient's language. */
export function renderPasswordReset(mail: LinkMailContent, teacherName: string, language: Language): RenderedMail {
  return renderLinkMail(mail, teacherName, WORDS[language], language);
}
