import type { Language, LessonRequestEndedMail } from '@lezioni/contracts';
import { button, languageOfMail, paragraph, renderLetter, type RenderedMail } from './mail-text';
import { formatStart } from './lesson-mail';

type Outcome = LessonRequestEndedMail['outcome'];

const WORDS = {
  en: {
    subject: (when: string) => `Your lesson request for ${when}`,
    ended: {
      declined: (minutes: number, when: string) => `I can’t take your ${minutes}-minute lesson on ${when}, sorry.`,
      expired: (minutes: number, when: string) =>
        `I could not answer your request for a ${minutes}-minute lesson on ${when} in time, sorry.`,
    } satisfies Record<Outcome, unknown>,
    creditBack: 'Your credit is back: choose another time that suits you.',
    choose: 'Choose another time',
  },
  it: {
    subject: (when: string) => `La tua richiesta di lezione per ${when}`,
    ended: {
      declined: (minutes: number, when: string) =>
        `purtroppo non posso fare la lezione di ${minutes} minuti che mi hai chiesto per ${when}.`,
      expired: (minutes: number, when: string) =>
        `purtroppo non sono riuscita a rispondere in tempo alla tua richiesta di una lezione di ${minutes} minuti per ${when}.`,
    } satisfies Record<Outcome, unknown>,
    creditBack: 'Il tuo credito è tornato disponibile: scegli un altro orario che ti va bene.',
    choose: 'Scegli un altro orario',
  },
} satisfies Record<Language, unknown>;

/**
 * A request of the student's ended unapproved (issue 44): the teacher declined it, or it lapsed
 * unanswered. In their language and zone: which lesson, that the credit is back, where to choose again.
 */
export function renderLessonRequestEnded(mail: LessonRequestEndedMail, teacherName: string): RenderedMail {
  const language = languageOfMail(mail);
  const words = WORDS[language];
  const when = formatStart(mail.startsAt, mail.timezone, language);
  const blocks = [
    paragraph(words.ended[mail.outcome](mail.durationMinutes, when)),
    paragraph(words.creditBack),
    button(mail.bookingUrl, words.choose),
  ];
  return {
    subject: words.subject(when),
    ...renderLetter({ name: mail.name, language }, teacherName, blocks),
  };
}
