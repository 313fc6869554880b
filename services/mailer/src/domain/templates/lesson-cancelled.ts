import { escapeHtml, type LessonCancelledMail } from '@lezioni/contracts';
import { lessonInvitation } from './lesson-invitation';
import { firstName, htmlPage, type RenderedMail } from './mail-text';
import { formatStart } from './lesson-reminder';

/**
 * A lesson whose reminder (and invitation) went out was cancelled: the mail says so, and its
 * cancelling invitation (the same UID) takes the lesson out of the student's calendar.
 */
export function renderLessonCancelled(mail: LessonCancelledMail, teacherName: string): RenderedMail {
  const name = firstName(mail.name);
  const teacher = firstName(teacherName);
  const when = formatStart(mail.startsAt, mail.timezone);
  const lesson = `${mail.bookingTypeName} (${mail.durationMinutes} minutes)`;
  const subject = `Cancelled: your Italian lesson on ${when}`;
  const text = [
    `Ciao ${name},`,
    '',
    `your lesson ${lesson} on ${when} has been cancelled, and it is taken out of your calendar.`,
    'Book another time whenever you like.',
    '',
    'A presto!',
    teacher,
  ].join('\n');
  const html = htmlPage(`    <p>Ciao ${escapeHtml(name)},</p>
    <p>your lesson <strong>${escapeHtml(lesson)}</strong> on <strong>${escapeHtml(when)}</strong> has been cancelled, and it is taken out of your calendar.</p>
    <p>Book another time whenever you like.</p>
    <p>A presto!<br />${escapeHtml(teacher)}</p>`);
  return { subject, text, html, invitation: lessonInvitation(mail, teacherName, 'CANCEL') };
}
