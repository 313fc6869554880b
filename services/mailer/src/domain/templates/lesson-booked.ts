import type { Language, LessonBookedMail } from '@lezioni/contracts';
import { renderLessonMail, type LessonMailWords } from './lesson-mail';
import type { RenderedMail } from './mail-text';

const WORDS = {
  en: {
    subject: (when: string) => `Your Italian lesson is booked: ${when}`,
    line: (lesson: string, when: string) => ({
      before: 'your lesson ',
      lesson,
      middle: ' is booked for ',
      when,
      after: '.',
    }),
    joinWithLink: 'When it is time, join the call with this link:',
    joinButton: 'Join the lesson',
    noLink: 'The link to the call will come with your reminder the day before.',
    moving: 'If you need to move it, please do so at least 24 hours ahead to keep your credit.',
  },
  it: {
    subject: (when: string) => `La tua lezione di italiano è prenotata: ${when}`,
    line: (lesson: string, when: string) => ({
      before: 'la tua lezione ',
      lesson,
      middle: ' è prenotata per ',
      when,
      after: '.',
    }),
    joinWithLink: "All'ora della lezione, entra nella chiamata con questo link:",
    joinButton: 'Entra nella lezione',
    noLink: 'Il link della chiamata arriverà con il promemoria del giorno prima.',
    moving: 'Se devi spostarla, fallo almeno 24 ore prima, così non perdi il credito.',
  },
} satisfies Record<Language, LessonMailWords>;

/**
 * The confirmation of a newly booked lesson in the student's language: its time as they read it,
 * the call's link, and the lesson as a calendar invitation (the same event the reminder updates and
 * a cancellation takes out).
 */
export const renderLessonBooked = (mail: LessonBookedMail, teacherName: string): RenderedMail =>
  renderLessonMail(mail, teacherName, WORDS);
