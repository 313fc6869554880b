import {
  escapeHtml,
  localeOf,
  type Language,
  type LessonBookedMail,
  type LessonReminderMail,
} from '@lezioni/contracts';
import { lessonInvitation } from './lesson-invitation';
import { button, languageOfMail, paragraph, renderLetter, type MailBlock, type RenderedMail } from './mail-text';

const TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * How each language names the zone a time is said in. English names its city ("New York time"),
 * which reads better than an offset; Italian says it as Intl's Italian names it ("ora orientale
 * USA", "ora dell’Europa centrale"), since the zones' cities are English names.
 */
const ZONE_NAMES: Record<Language, (timezone: string) => string> = {
  en: (timezone) => `${timezone.split('/').at(-1)!.replaceAll('_', ' ')} time`,
  it: (timezone) => {
    const name =
      new Intl.DateTimeFormat('it-IT', { timeZone: timezone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')?.value ?? timezone;
    return name.charAt(0).toLocaleLowerCase('it-IT') + name.slice(1);
  },
};

/**
 * "Thursday 3 December at 12:30 (New York time)", "giovedì 3 dicembre alle ore 18:30 (ora
 * dell’Europa centrale)": the time as the student reads it, in their language. TidyCal names the
 * zone the student booked in; an unknown one falls back to UTC rather than failing the mail on every try.
 */
export function formatStart(startsAt: string, timezone: string, language: Language): string {
  const start = new Date(startsAt);
  const locale = localeOf(language);
  try {
    const local = new Intl.DateTimeFormat(locale, { ...TIME_OPTIONS, timeZone: timezone }).format(start);
    return `${local} (${ZONE_NAMES[language](timezone)})`;
  } catch {
    return `${new Intl.DateTimeFormat(locale, { ...TIME_OPTIONS, timeZone: 'UTC' }).format(start)} (UTC)`;
  }
}

/** The lesson as the mails name it: its type and length. */
export const lessonLabel = (mail: { bookingTypeName: string; durationMinutes: number }, language: Language) =>
  `${mail.bookingTypeName} (${mail.durationMinutes} ${language === 'it' ? 'minuti' : 'minutes'})`;

/** What a mail about an upcoming lesson says, in one language; the rest of it is the same for each. */
export type LessonMailWords = {
  subject: (when: string) => string;
  line: (lesson: string, when: string) => LessonSentence;
  joinWithLink: string;
  joinButton: string;
  /** Said instead of the link, when the mail has none. */
  noLink: string;
  moving: string;
};

/** A sentence naming a lesson and its time, in parts: those two are set in bold in HTML. */
export type LessonSentence = { before: string; lesson: string; middle: string; when: string; after: string };

/** The sentence as a paragraph, the lesson and its time in bold in HTML. */
export const lessonSentence = (line: LessonSentence): MailBlock => ({
  text: [`${line.before}${line.lesson}${line.middle}${line.when}${line.after}`],
  html: `    <p>${escapeHtml(line.before)}<strong>${escapeHtml(line.lesson)}</strong>${escapeHtml(line.middle)}<strong>${escapeHtml(line.when)}</strong>${escapeHtml(line.after)}</p>`,
});

/**
 * A mail about an upcoming lesson (its confirmation, its reminder) in the student's language: the
 * time as they read it, the call's link, and the lesson as a calendar invitation (METHOD:REQUEST).
 */
export function renderLessonMail(
  mail: LessonBookedMail | LessonReminderMail,
  teacherName: string,
  wordsByLanguage: Record<Language, LessonMailWords>,
): RenderedMail {
  const language = languageOfMail(mail);
  const words = wordsByLanguage[language];
  const when = formatStart(mail.startsAt, mail.timezone, language);
  const link = mail.meetingUrl
    ? [paragraph(words.joinWithLink), button(mail.meetingUrl, words.joinButton)]
    : [paragraph(words.noLink)];
  const blocks = [lessonSentence(words.line(lessonLabel(mail, language), when)), ...link, paragraph(words.moving)];
  return {
    subject: words.subject(when),
    ...renderLetter({ name: mail.name, language }, teacherName, blocks),
    invitation: lessonInvitation(mail, teacherName, 'REQUEST', language),
  };
}
