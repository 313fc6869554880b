import type { Language, LessonRequestedMail } from '@lezioni/contracts';
import { button, languageOfMail, paragraph, renderLetter, type RenderedMail } from './mail-text';
import { formatStart } from './lesson-mail';

const WORDS = {
  en: {
    subject: (student: string, when: string) => `Lesson request: ${student}, ${when}`,
    asks: (student: string, minutes: number, when: string) =>
      `${student} asks for a ${minutes}-minute lesson on ${when}. The time and one of their credits are held until you answer.`,
    asksToMove: (student: string, minutes: number, from: string, when: string) =>
      `${student} asks to move their ${minutes}-minute lesson from ${from} to ${when}. It stays where it is until you approve.`,
    weekly: 'It is the first of a weekly series: the same time every week, booked as their credits allow.',
    answerBy: (when: string) => `If you have not answered by ${when}, the request lapses and the credit goes back.`,
    answer: 'Approve or decline',
    signature: 'Your booking calendar',
  },
  it: {
    subject: (student: string, when: string) => `Richiesta di lezione: ${student}, ${when}`,
    asks: (student: string, minutes: number, when: string) =>
      `${student} chiede una lezione di ${minutes} minuti per ${when}. L’orario e uno dei suoi crediti restano bloccati finché non rispondi.`,
    asksToMove: (student: string, minutes: number, from: string, when: string) =>
      `${student} chiede di spostare la sua lezione di ${minutes} minuti da ${from} a ${when}. Resta dov’è finché non approvi.`,
    weekly: 'È la prima di una serie settimanale: lo stesso orario ogni settimana, prenotato finché ci sono crediti.',
    answerBy: (when: string) => `Se non rispondi entro ${when}, la richiesta scade e il credito torna allo studente.`,
    answer: 'Approva o rifiuta',
    signature: 'Il tuo calendario delle lezioni',
  },
} satisfies Record<Language, unknown>;

/**
 * A student asked for one of the teacher's free times (issue 44), for a new lesson (perhaps weekly) or to move one:
 * to her, in her language and on her clock, who asks, when, and until when she can answer, with her dashboard a click away. Signed by
 * the calendar, not by her: she is the one it writes to.
 */
export function renderLessonRequested(mail: LessonRequestedMail): RenderedMail {
  const language = languageOfMail(mail);
  const words = WORDS[language];
  const when = formatStart(mail.startsAt, mail.timezone, language);
  const asks = mail.movingFrom
    ? words.asksToMove(
        mail.studentName,
        mail.durationMinutes,
        formatStart(mail.movingFrom, mail.timezone, language),
        when,
      )
    : words.asks(mail.studentName, mail.durationMinutes, when);
  const blocks = [
    paragraph(asks),
    ...(mail.weekly ? [paragraph(words.weekly)] : []),
    paragraph(words.answerBy(formatStart(mail.answerBy, mail.timezone, language))),
    button(mail.dashboardUrl, words.answer),
  ];
  return {
    subject: words.subject(mail.studentName, when),
    ...renderLetter({ name: mail.name, language }, words.signature, blocks),
  };
}
