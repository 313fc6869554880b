import {
  escapeHtml,
  firstName,
  htmlLinkWithCopy,
  htmlPage,
  type LinkMailContent,
  type RenderedMail,
} from './mail-text';

/** The address confirmation sent at registration (and on "Send the link again"). */
export function renderEmailVerification(mail: LinkMailContent, teacherName: string): RenderedMail {
  const name = firstName(mail.name);
  const teacher = firstName(teacherName);
  const subject = 'Confirm your email address for your Italian lessons';
  const why =
    'Once you confirm it, the lessons you book with this address and the credits they use appear on your dashboard.';
  const text = [
    `Benvenuto/a ${name},`,
    '',
    'please confirm that this is your email address. The link works once, within 24 hours:',
    '',
    mail.link,
    '',
    why,
    "If you didn't create an account, just ignore this email: nothing is linked to this address.",
    '',
    'A presto!',
    teacher,
  ].join('\n');
  const html = htmlPage(`    <p>Benvenuto/a ${escapeHtml(name)},</p>
    <p>please confirm that this is your email address. The link works once, within 24 hours:</p>
${htmlLinkWithCopy(mail.link, 'Confirm my email address')}
    <p>${escapeHtml(why)}</p>
    <p>If you didn't create an account, just ignore this email: nothing is linked to this address.</p>
    <p>A presto!<br />${escapeHtml(teacher)}</p>`);
  return { subject, text, html };
}
