import { escapeHtml, localeOf, type Language, type LessonReminderMail } from '@lezioni/contracts';
import { lessonInvitation } from './lesson-invitation';
import { firstName, htmlButton, htmlPage, languageOfMail, SHARED_WORDS, type RenderedMail } from './mail-text';

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

const WORDS = {
  en: {
    subject: (when: string) => `Reminder: your Italian lesson on ${when}`,
    startsAt: (lesson: string, when: string) => ({
      before: 'a quick reminder: your lesson ',
      lesson,
      middle: ' starts on ',
      when,
    }),
    joinWithLink: 'Join the call with this link:',
    joinButton: 'Join the lesson',
    linkInConfirmation: 'The link to the call will be in your booking confirmation.',
    moving: 'If you need to move it, please do so at least 24 hours ahead to keep your credit.',
  },
  it: {
    subject: (when: string) => `Promemoria: la tua lezione di italiano di ${when}`,
    startsAt: (lesson: string, when: string) => ({
      before: 'un breve promemoria: la tua lezione ',
      lesson,
      middle: ' inizia ',
      when,
    }),
    joinWithLink: 'Entra nella chiamata con questo link:',
    joinButton: 'Entra nella lezione',
    linkInConfirmation: 'Il link della chiamata sarà nella conferma della prenotazione.',
    moving: 'Se devi spostarla, fallo almeno 24 ore prima, così non perdi il credito.',
  },
} satisfies Record<Language, unknown>;

/**
 * The day-before reminder of a lesson in the student's language, with the time as they read it, the
 * call's link and a calendar invitation.
 */
export function renderLessonReminder(mail: LessonReminderMail, teacherName: string): RenderedMail {
  const language = languageOfMail(mail);
  const words = WORDS[language];
  const shared = SHARED_WORDS[language];
  const name = firstName(mail.name);
  const teacher = firstName(teacherName);
  const when = formatStart(mail.startsAt, mail.timezone, language);
  const starts = words.startsAt(lessonLabel(mail, language), when);
  const text = [
    `${shared.greeting} ${name},`,
    '',
    `${starts.before}${starts.lesson}${starts.middle}${starts.when}.`,
    ...(mail.meetingUrl ? [words.joinWithLink, '', mail.meetingUrl] : [words.linkInConfirmation]),
    '',
    words.moving,
    '',
    shared.signOff,
    teacher,
  ].join('\n');
  const html = htmlPage(
    `    <p>${escapeHtml(shared.greeting)} ${escapeHtml(name)},</p>
    <p>${escapeHtml(starts.before)}<strong>${escapeHtml(starts.lesson)}</strong>${escapeHtml(starts.middle)}<strong>${escapeHtml(starts.when)}</strong>.</p>
${mail.meetingUrl ? htmlButton(mail.meetingUrl, words.joinButton) : `    <p>${escapeHtml(words.linkInConfirmation)}</p>`}
    <p>${escapeHtml(words.moving)}</p>
    <p>${escapeHtml(shared.signOff)}<br />${escapeHtml(teacher)}</p>`,
    language,
  );
  return {
    subject: words.subject(when),
    text,
    html,
    invitation: lessonInvitation(mail, teacherName, 'REQUEST', language),
  };
}
