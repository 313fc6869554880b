import type { PasswordResetMail } from '@lezioni/contracts';

export type RenderedMail = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Names come from sign-up forms: never let one become markup. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The reset mail, in the teacher's voice: English with a touch of Italian. */
export function renderPasswordReset(mail: PasswordResetMail, teacherName: string): RenderedMail {
  const name = firstName(mail.name);
  const teacher = firstName(teacherName);
  const subject = 'Reset your password for your Italian lessons';
  const text = [
    `Ciao ${name},`,
    '',
    'someone (hopefully you!) asked to reset the password of your account for our Italian lessons.',
    'Choose a new one with this link. It works once, within one hour:',
    '',
    mail.resetUrl,
    '',
    "If you didn't ask for it, nessun problema: ignore this email and your password stays as it is.",
    '',
    'A presto!',
    teacher,
  ].join('\n');
  const url = escapeHtml(mail.resetUrl);
  const html = `<!doctype html>
<html lang="en">
  <body style="font-family: Georgia, serif; color: #1f2937; line-height: 1.6; max-width: 560px; margin: 0 auto; padding: 24px">
    <p>Ciao ${escapeHtml(name)},</p>
    <p>someone (hopefully you!) asked to reset the password of your account for our Italian lessons.
      Choose a new one with this link. It works once, within one hour:</p>
    <p style="margin: 28px 0">
      <a href="${url}" style="background: #15803d; color: #ffffff; padding: 12px 22px; border-radius: 6px; text-decoration: none">Choose a new password</a>
    </p>
    <p style="font-size: 14px; color: #4b5563">Or copy this address into your browser:<br /><a href="${url}">${url}</a></p>
    <p>If you didn't ask for it, <em>nessun problema</em>: ignore this email and your password stays as it is.</p>
    <p>A presto!<br />${escapeHtml(teacher)}</p>
  </body>
</html>
`;
  return { subject, text, html };
}
