import { renderLinkMail, type LinkMailContent, type RenderedMail } from './mail-text';

/** The address confirmation sent at registration (and on "Send the link again"). */
export function renderEmailVerification(mail: LinkMailContent, teacherName: string): RenderedMail {
  return renderLinkMail(mail, teacherName, {
    subject: 'Confirm your email address for your Italian lessons',
    greeting: 'Benvenuto/a',
    before: ['please confirm that this is your email address. The link works once, within 24 hours:'],
    buttonLabel: 'Confirm my email address',
    after: [
      'Once you confirm it, the lessons you book with this address and the credits they use appear on your dashboard.',
      "If you didn't create an account, just ignore this email: nothing is linked to this address.",
    ],
  });
}
