import type { Language, WaitlistOfferMail } from '@lezioni/contracts';
import { button, languageOfMail, paragraph, renderLetter, type RenderedMail } from './mail-text';
import { formatStart } from './lesson-mail';

const WORDS = {
  en: {
    subject: (when: string) => `A time has freed up: ${when}`,
    freed: (minutes: number, when: string) =>
      `a ${minutes}-minute lesson on ${when} has freed up, within the hours you are waiting for.`,
    held: (until: string) => `I am holding it for you until ${until}. After that it goes to the next student waiting.`,
    take: 'Take this time',
  },
  it: {
    subject: (when: string) => `Si è liberato un orario: ${when}`,
    freed: (minutes: number, when: string) =>
      `si è liberata una lezione di ${minutes} minuti per ${when}, nelle ore per cui sei in attesa.`,
    held: (until: string) => `Te la tengo fino a ${until}. Dopo passa al prossimo studente in attesa.`,
    take: 'Prendi questo orario',
  },
} satisfies Record<Language, unknown>;

/**
 * A time has freed within hours the student waits for (issue 44's waitlist): which lesson, how long
 * it is held for them, where to take it. In their language and zone.
 */
export function renderWaitlistOffer(mail: WaitlistOfferMail, teacherName: string): RenderedMail {
  const language = languageOfMail(mail);
  const words = WORDS[language];
  const when = formatStart(mail.startsAt, mail.timezone, language);
  const blocks = [
    paragraph(words.freed(mail.durationMinutes, when)),
    paragraph(words.held(formatStart(mail.heldUntil, mail.timezone, language))),
    button(mail.bookingUrl, words.take),
  ];
  return {
    subject: words.subject(when),
    ...renderLetter({ name: mail.name, language }, teacherName, blocks),
  };
}
