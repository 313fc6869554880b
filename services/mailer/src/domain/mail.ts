import type { Transporter } from 'nodemailer';
import type { LinkMail, MailJob } from '@lezioni/contracts';
import { openLink } from '@lezioni/service-kit';
import { renderEmailVerification } from './templates/email-verification';
import { renderLessonBooked } from './templates/lesson-booked';
import { renderLessonCancelled } from './templates/lesson-cancelled';
import { renderLessonReminder } from './templates/lesson-reminder';
import { renderLessonRequestEnded } from './templates/lesson-request-ended';
import { renderLessonRequested } from './templates/lesson-requested';
import { languageOfMail, type RenderedMail } from './templates/mail-text';
import { renderPasswordReset } from './templates/password-reset';
import { renderSeriesCreditsShort } from './templates/series-credits-short';
import { renderPaymentReceipt } from './templates/payment-receipt';
import { renderPaymentRefunded } from './templates/payment-refunded';
import { renderTransferOrder } from './templates/transfer-order';
import { renderWaitlistOffer } from './templates/waitlist-offer';

export type MailDeps = {
  transport: Transporter;
  from: string;
  teacherName: string;
  /** MAIL_LINK_PRIVATE_KEY: the one key that opens the links producers sealed. */
  linkPrivateKey: string;
};

/** A job whose link does not open can never be sent: the worker fails it at once, without retries. */
export class LinkNotOpened extends Error {
  override name = 'LinkNotOpened';
}

/** The live link, opened here only, as the mail is rendered: it exists in this process's memory and in the mail. */
function openMailLink(deps: MailDeps, mail: LinkMail): string {
  try {
    return openLink(deps.linkPrivateKey, mail.sealedLink, mail);
  } catch {
    // Never the sealed text itself: failed reasons are shown in the queue dashboard.
    throw new LinkNotOpened(
      `the ${mail.kind} link does not open with MAIL_LINK_PRIVATE_KEY (sealed with another key, or for another recipient)`,
    );
  }
}

function render(deps: MailDeps, mail: MailJob): RenderedMail {
  switch (mail.kind) {
    case 'password-reset':
      return renderPasswordReset(
        { name: mail.name, link: openMailLink(deps, mail) },
        deps.teacherName,
        languageOfMail(mail),
      );
    case 'email-verification':
      return renderEmailVerification(
        { name: mail.name, link: openMailLink(deps, mail) },
        deps.teacherName,
        languageOfMail(mail),
      );
    case 'lesson-booked':
      return renderLessonBooked(mail, deps.teacherName);
    case 'lesson-reminder':
      return renderLessonReminder(mail, deps.teacherName);
    case 'lesson-cancelled':
      return renderLessonCancelled(mail, deps.teacherName);
    case 'payment-receipt':
      return renderPaymentReceipt(mail, deps.teacherName);
    case 'payment-refunded':
      return renderPaymentRefunded(mail, deps.teacherName);
    case 'transfer-order':
      return renderTransferOrder(mail, deps.teacherName);
    case 'lesson-requested':
      return renderLessonRequested(mail);
    case 'lesson-request-ended':
      return renderLessonRequestEnded(mail, deps.teacherName);
    case 'waitlist-offer':
      return renderWaitlistOffer(mail, deps.teacherName);
    case 'series-credits-short':
      return renderSeriesCreditsShort(mail, deps.teacherName);
  }
}

/** Renders a mail in its recipient's language and hands it to the SMTP server; rejects when the server does not take it. */
export async function sendMail(deps: MailDeps, mail: MailJob): Promise<void> {
  const { subject, text, html, invitation } = render(deps, mail);
  await deps.transport.sendMail({
    from: deps.from,
    to: mail.to,
    subject,
    text,
    html,
    // A text/calendar alternative, and the same as an attachment: mail clients offer "Add to calendar".
    ...(invitation && {
      icalEvent: { method: invitation.method, filename: 'invitation.ics', content: invitation.content },
    }),
  });
}
