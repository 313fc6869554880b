import type { Language, LessonCancelledMail } from '@lezioni/contracts';
import { lessonInvitation } from './lesson-invitation';
import { languageOfMail, paragraph, renderLetter, together, type RenderedMail } from './mail-text';
import { formatStart, lessonLabel, lessonSentence } from './lesson-mail';

const WORDS = {
  en: {
    subject: (when: string) => `Cancelled: your Italian lesson on ${when}`,
    cancelled: (lesson: string, when: string) => ({
      before: 'your lesson ',
      lesson,
      middle: ' on ',
      when,
      after: ' has been cancelled, and it is taken out of your calendar.',
    }),
    bookAgain: 'Book another time whenever you like.',
  },
  it: {
    subject: (when: string) => `Annullata: la tua lezione di italiano di ${when}`,
    cancelled: (lesson: string, when: string) => ({
      before: 'la tua lezione ',
      lesson,
      middle: ' di ',
      when,
      after: ' è stata annullata e viene tolta dal tuo calendario.',
    }),
    bookAgain: 'Prenota un altro orario quando vuoi.',
  },
} satisfies Record<Language, unknown>;

/**
 * A lesson whose reminder (and invitation) went out was cancelled: the mail says so in the student's
 * language, and its cancelling invitation (the same UID) takes the lesson out of their calendar.
 */
export function renderLessonCancelled(mail: LessonCancelledMail, teacherName: string): RenderedMail {
  const language = languageOfMail(mail);
  const words = WORDS[language];
  const when = formatStart(mail.startsAt, mail.timezone, language);
  const sentence = lessonSentence(words.cancelled(lessonLabel(mail, language), when));
  return {
    subject: words.subject(when),
    ...renderLetter({ name: mail.name, language }, teacherName, [together(sentence, paragraph(words.bookAgain))]),
    invitation: lessonInvitation(mail, teacherName, 'CANCEL', language),
  };
}
