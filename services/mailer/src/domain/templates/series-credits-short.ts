import type { Language, SeriesCreditsShortMail } from '@lezioni/contracts';
import { button, languageOfMail, paragraph, renderLetter, type RenderedMail } from './mail-text';
import { formatStart } from './lesson-mail';

const WORDS = {
  en: {
    subject: (when: string) => `Your weekly lesson on ${when} is not booked yet`,
    short: (minutes: number, when: string) =>
      `Your weekly ${minutes}-minute lesson on ${when} cannot be booked yet: you have no lesson credits left.`,
    buy: 'Buy a package before it is too late, and the lesson is booked at the next run of the calendar.',
    packages: 'Buy lesson credits',
  },
  it: {
    subject: (when: string) => `La tua lezione settimanale di ${when} non è ancora prenotata`,
    short: (minutes: number, when: string) =>
      `la tua lezione settimanale di ${minutes} minuti di ${when} non si può ancora prenotare: non hai più crediti.`,
    buy: 'Acquista un pacchetto in tempo e la lezione verrà prenotata al prossimo aggiornamento del calendario.',
    packages: 'Acquista crediti',
  },
} satisfies Record<Language, unknown>;

/**
 * The next lesson of the student's weekly series (issue 44) cannot be booked for want of a credit:
 * in their language and zone, which lesson, and where to buy credits while there is time.
 */
export function renderSeriesCreditsShort(mail: SeriesCreditsShortMail, teacherName: string): RenderedMail {
  const language = languageOfMail(mail);
  const words = WORDS[language];
  const when = formatStart(mail.startsAt, mail.timezone, language);
  const blocks = [
    paragraph(words.short(mail.durationMinutes, when)),
    paragraph(words.buy),
    button(mail.packagesUrl, words.packages),
  ];
  return {
    subject: words.subject(when),
    ...renderLetter({ name: mail.name, language }, teacherName, blocks),
  };
}
