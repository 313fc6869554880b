import {
  escapeHtml,
  firstName,
  htmlLinkWithCopy,
  htmlPage,
  type LinkMailContent,
  type RenderedMail,
} from './mail-text';

/** The reset mail, in the teacher's voice: English with a touch of Italian. */
export function renderPasswordReset(mail: LinkMailContent, teacherName: string): RenderedMail {
  const name = firstName(mail.name);
  const teacher = firstName(teacherName);
  const subject = 'Reset your password for your Italian lessons';
  const text = [
    `Ciao ${name},`,
    '',
    'someone (hopefully you!) asked to reset the password of your account for our Italian lessons.',
    'Choose a new one with this link. It works once, within one hour:',
    '',
    mail.link,
    '',
    "If you didn't ask for it, nessun problema: ignore this email and your password stays as it is.",
    '',
    'A presto!',
    teacher,
  ].join('\n');
  const html = htmlPage(`    <p>Ciao ${escapeHtml(name)},</p>
    <p>someone (hopefully you!) asked to reset the password of your account for our Italian lessons.
      Choose a new one with this link. It works once, within one hour:</p>
${htmlLinkWithCopy(mail.link, 'Choose a new password')}
    <p>If you didn't ask for it, <em>nessun problema</em>: ignore this email and your password stays as it is.</p>
    <p>A presto!<br />${escapeHtml(teacher)}</p>`);
  return { subject, text, html };
}
