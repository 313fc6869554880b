import { escapeHtml, type LessonReminderMail } from '@lezioni/contracts';
import { lessonInvitation } from './lesson-invitation';
import { firstName, htmlButton, htmlPage, type RenderedMail } from './mail-text';

const TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * "Thursday 3 December at 12:30 (New York time)": the zone's city reads better than an offset.
 * TidyCal names the zone the student booked in; an unknown one falls back to UTC rather than
 * failing the mail on every try.
 */
export function formatStart(startsAt: string, timezone: string): string {
  const start = new Date(startsAt);
  try {
    const local = new Intl.DateTimeFormat('en-GB', { ...TIME_OPTIONS, timeZone: timezone }).format(start);
    return `${local} (${timezone.split('/').at(-1)!.replaceAll('_', ' ')} time)`;
  } catch {
    return `${new Intl.DateTimeFormat('en-GB', { ...TIME_OPTIONS, timeZone: 'UTC' }).format(start)} (UTC)`;
  }
}

/** The day-before reminder of a lesson, with the time as the student reads it, the call's link and a calendar invitation. */
export function renderLessonReminder(mail: LessonReminderMail, teacherName: string): RenderedMail {
  const name = firstName(mail.name);
  const teacher = firstName(teacherName);
  const when = formatStart(mail.startsAt, mail.timezone);
  const lesson = `${mail.bookingTypeName} (${mail.durationMinutes} minutes)`;
  const subject = `Reminder: your Italian lesson on ${when}`;
  const text = [
    `Ciao ${name},`,
    '',
    `a quick reminder: your lesson ${lesson} starts on ${when}.`,
    ...(mail.meetingUrl
      ? ['Join the call with this link:', '', mail.meetingUrl]
      : ['The link to the call will be in your booking confirmation.']),
    '',
    'If you need to move it, please do so at least 24 hours ahead to keep your credit.',
    '',
    'A presto!',
    teacher,
  ].join('\n');
  const html = htmlPage(`    <p>Ciao ${escapeHtml(name)},</p>
    <p>a quick reminder: your lesson <strong>${escapeHtml(lesson)}</strong> starts on <strong>${escapeHtml(when)}</strong>.</p>
${mail.meetingUrl ? htmlButton(mail.meetingUrl, 'Join the lesson') : '    <p>The link to the call will be in your booking confirmation.</p>'}
    <p>If you need to move it, please do so at least 24 hours ahead to keep your credit.</p>
    <p>A presto!<br />${escapeHtml(teacher)}</p>`);
  return { subject, text, html, invitation: lessonInvitation(mail, teacherName, 'REQUEST') };
}
