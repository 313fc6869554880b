import type { Transporter } from 'nodemailer';
import type { MailJob } from '@lezioni/contracts';
import { renderLessonReminder } from './templates/lesson-reminder';
import type { RenderedMail } from './templates/mail-text';
import { renderPasswordReset } from './templates/password-reset';

export type MailDeps = { transport: Transporter; from: string; teacherName: string };

function render(mail: MailJob, teacherName: string): RenderedMail {
  switch (mail.kind) {
    case 'password-reset':
      return renderPasswordReset(mail, teacherName);
    case 'lesson-reminder':
      return renderLessonReminder(mail, teacherName);
  }
}

/** Renders a mail and hands it to the SMTP server; rejects when the server does not take it. */
export async function sendMail(deps: MailDeps, mail: MailJob): Promise<void> {
  const { subject, text, html } = render(mail, deps.teacherName);
  await deps.transport.sendMail({ from: deps.from, to: mail.to, subject, text, html });
}
