import { renderLinkMail, type LinkMailContent, type RenderedMail } from './mail-text';

/** The reset mail, in the teacher's voice: English with a touch of Italian. */
export function renderPasswordReset(mail: LinkMailContent, teacherName: string): RenderedMail {
  return renderLinkMail(mail, teacherName, {
    subject: 'Reset your password for your Italian lessons',
    greeting: 'Ciao',
    before: [
      'someone (hopefully you!) asked to reset the password of your account for our Italian lessons.',
      'Choose a new one with this link. It works once, within one hour:',
    ],
    buttonLabel: 'Choose a new password',
    after: ["If you didn't ask for it, nessun problema: ignore this email and your password stays as it is."],
  });
}
