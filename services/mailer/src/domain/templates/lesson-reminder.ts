import type { Language, LessonReminderMail } from '@lezioni/contracts';
import { renderLessonMail, type LessonMailWords } from './lesson-mail';
import type { RenderedMail } from './mail-text';

const WORDS = {
  en: {
    subject: (when: string) => `Reminder: your Italian lesson on ${when}`,
    line: (lesson: string, when: string) => ({
      before: 'a quick reminder: your lesson ',
      lesson,
      middle: ' starts on ',
      when,
      after: '.',
    }),
    joinWithLink: 'Join the call with this link:',
    joinButton: 'Join the lesson',
    noLink: 'The link to the call will be in your booking confirmation.',
    moving: 'If you need to move it, please do so at least 24 hours ahead to keep your credit.',
  },
  it: {
    subject: (when: string) => `Promemoria: la tua lezione di italiano di ${when}`,
    line: (lesson: string, when: string) => ({
      before: 'un breve promemoria: la tua lezione ',
      lesson,
      middle: ' inizia ',
      when,
      after: '.',
    }),
    joinWithLink: 'Entra nella chiamata con questo link:',
    joinButton: 'Entra nella lezione',
    noLink: 'Il link della chiamata sarà nella conferma della prenotazione.',
    moving: 'Se devi spostarla, fallo almeno 24 ore prima, così non perdi il credito.',
  },
} satisfies Record<Language, LessonMailWords>;

/**
 * The day-before reminder of a lesson in the student's language, with the time as they read it, the
 * call's link and a calendar invitation.
 */
export const renderLessonReminder = (mail: LessonReminderMail, teacherName: string): RenderedMail =>
  renderLessonMail(mail, teacherName, WORDS);
