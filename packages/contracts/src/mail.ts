import { z } from 'zod';
import { LanguageSchema } from './entities';
import { PaymentMethodSchema } from './booking';
import { ReceiptSchema } from './receipt';

/** The BullMQ queue auth and booking-proxy enqueue on and the mailer works off (ARCHITECTURE D10). */
export const MAIL_QUEUE = 'mail';

/** Backoff type the mailer's worker implements, so the mailer alone decides how long to wait between tries. */
const MAIL_BACKOFF = 'mail';

/**
 * Options every mail job is added with. Twenty tries span about two hours of SMTP outage at the
 * mailer's default backoff; a job that still fails is kept for an operator to retry, never dropped.
 * A sent job is deleted at once: its address and name are of no use any more.
 */
export const MAIL_JOB_OPTIONS: {
  attempts: number;
  backoff: { type: string };
  removeOnComplete: true;
  removeOnFail: false;
} = {
  attempts: 20,
  backoff: { type: MAIL_BACKOFF },
  removeOnComplete: true,
  removeOnFail: false,
};

/**
 * A link that grants something (a password reset, an address confirmation), sealed by its producer
 * with the mailer's public key (service-kit's `sealLink`): Redis, the queue dashboard and auth's
 * outbox hold ciphertext only, and it opens only in a mail of its kind to its recipient.
 */
const SealedLinkSchema = z.string().min(1).max(4096);

/**
 * The language of the recipient's account, which the mail is written in. Jobs queued before mails
 * had languages have none: English, as they were written then.
 */
const MailLanguageSchema = LanguageSchema.optional();

const PasswordResetMailSchema = z.object({
  kind: z.literal('password-reset'),
  to: z.email(),
  /** The recipient's name, to greet them. */
  name: z.string().min(1),
  sealedLink: SealedLinkSchema,
  language: MailLanguageSchema,
});
export type PasswordResetMail = z.infer<typeof PasswordResetMailSchema>;

/** Sent at registration and on "Send the link again": proves the student owns the address. */
const EmailVerificationMailSchema = PasswordResetMailSchema.extend({ kind: z.literal('email-verification') });
export type EmailVerificationMail = z.infer<typeof EmailVerificationMailSchema>;

/** The mails whose link is sealed. */
export type LinkMail = PasswordResetMail | EmailVerificationMail;

/** Sent LESSON_REMINDER_HOURS before a scheduled lesson, as a delayed job booking-proxy keeps in step with the calendar. */
const LessonReminderMailSchema = z.object({
  kind: z.literal('lesson-reminder'),
  to: z.email(),
  name: z.string().min(1),
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int().positive(),
  bookingTypeName: z.string(),
  meetingUrl: z.url().nullable(),
  /** The IANA time zone the student booked in, to say the time as they read it. */
  timezone: z.string(),
  /**
   * What the mail's calendar invitation needs besides the above: the lesson's UID (as in the
   * calendar feeds) and the teacher as organiser. Jobs queued before it came have none.
   */
  invitation: z
    .object({
      uid: z.string().min(1),
      organizer: z.object({ name: z.string().min(1), email: z.email() }),
      /** How often the lesson changed (moved, cancelled): the event's SEQUENCE. Jobs queued before it came have none. */
      sequence: z.number().int().nonnegative().optional(),
    })
    .optional(),
  language: MailLanguageSchema,
});
export type LessonReminderMail = z.infer<typeof LessonReminderMailSchema>;

/**
 * Sent once when booking-proxy's sync first sees a new upcoming lesson of a verified student: the
 * booking confirmed, with the lesson as an invitation (the same UID as the feeds and the reminder).
 */
const LessonBookedMailSchema = LessonReminderMailSchema.extend({ kind: z.literal('lesson-booked') });
export type LessonBookedMail = z.infer<typeof LessonBookedMailSchema>;

/**
 * Sent when a lesson whose confirmation or reminder (with its invitation) went out is cancelled: a cancelling
 * invitation (METHOD:CANCEL, the same UID) takes it out of the student's calendar.
 */
const LessonCancelledMailSchema = LessonReminderMailSchema.omit({ kind: true, invitation: true }).extend({
  kind: z.literal('lesson-cancelled'),
  invitation: LessonReminderMailSchema.shape.invitation.unwrap(),
});
export type LessonCancelledMail = z.infer<typeof LessonCancelledMailSchema>;

/** Sent once per payment, card or transfer, when its credits are granted. */
const PaymentReceiptMailSchema = z.object({
  kind: z.literal('payment-receipt'),
  to: z.email(),
  name: z.string().min(1),
  receipt: ReceiptSchema,
  language: MailLanguageSchema,
});
export type PaymentReceiptMail = z.infer<typeof PaymentReceiptMailSchema>;

/**
 * Sent once per refund, when it is done: a card refund once Stripe took it, a transfer refund once
 * the teacher approved it (she sends the money back herself). Amounts are integer cents.
 */
const PaymentRefundedMailSchema = z.object({
  kind: z.literal('payment-refunded'),
  to: z.email(),
  name: z.string().min(1),
  /** The package's name in the mail's language. */
  packageName: z.string(),
  amountCents: z.number().int().nonnegative(),
  creditsWithdrawn: z.number().int().nonnegative(),
  /** How the money goes back: to the card paid with, or by the teacher's bank transfer. */
  paymentMethod: PaymentMethodSchema,
  /** The receipt the refund is of. */
  receiptNumber: z.number().int().positive().nullable(),
  language: MailLanguageSchema,
});
export type PaymentRefundedMail = z.infer<typeof PaymentRefundedMailSchema>;

/**
 * Sent when a student orders a package paid by bank transfer: the amount and the reference to
 * write on the transfer, and the account (TRANSFER_*), or, with none configured, to ask the teacher.
 */
const TransferOrderMailSchema = z.object({
  kind: z.literal('transfer-order'),
  to: z.email(),
  name: z.string().min(1),
  packageName: z.string(),
  credits: z.number().int().positive(),
  amountCents: z.number().int().positive(),
  reference: z.string().min(1),
  account: z.object({ accountHolder: z.string(), iban: z.string(), bic: z.string() }).nullable(),
  language: MailLanguageSchema,
});
export type TransferOrderMail = z.infer<typeof TransferOrderMailSchema>;

/**
 * Sent to the teacher (ADMIN_EMAIL) when a student asks for one of her free times (issue 44): who,
 * when on her clock, until when she can answer, and where.
 */
const LessonRequestedMailSchema = z.object({
  kind: z.literal('lesson-requested'),
  to: z.email(),
  /** The teacher's name: she is greeted. */
  name: z.string().min(1),
  studentName: z.string().min(1),
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int().positive(),
  /** Her week's zone, to say the time as she reads it. */
  timezone: z.string(),
  /** When the request lapses unanswered, and the student's credit goes back. */
  answerBy: z.iso.datetime(),
  /** Where she answers: her dashboard's bookings. */
  dashboardUrl: z.url(),
  /** For a request to move a lesson: its start now. */
  movingFrom: z.iso.datetime().optional(),
  /** For a weekly series (issue 44): the lesson asked for is its first, repeated every week at that time. */
  weekly: z.boolean().optional(),
  language: MailLanguageSchema,
});
export type LessonRequestedMail = z.infer<typeof LessonRequestedMailSchema>;

/** Sent to the student when a request ends unapproved: declined, or expired unanswered. Their credit is back. */
const LessonRequestEndedMailSchema = z.object({
  kind: z.literal('lesson-request-ended'),
  to: z.email(),
  name: z.string().min(1),
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int().positive(),
  /** The zone of the student's visits, to say the time as they read it. */
  timezone: z.string(),
  outcome: z.enum(['declined', 'expired']),
  /** Where they choose another time. */
  bookingUrl: z.url(),
  language: MailLanguageSchema,
});
export type LessonRequestEndedMail = z.infer<typeof LessonRequestEndedMailSchema>;

/** Sent to a student on the waitlist when a time frees within her hours: held for her until `heldUntil`. */
const WaitlistOfferMailSchema = z.object({
  kind: z.literal('waitlist-offer'),
  to: z.email(),
  name: z.string().min(1),
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int().positive(),
  /** The zone of the student's visits, to say the times as they read them. */
  timezone: z.string(),
  heldUntil: z.iso.datetime(),
  /** Where they take it: the booking page. */
  bookingUrl: z.url(),
  language: MailLanguageSchema,
});
export type WaitlistOfferMail = z.infer<typeof WaitlistOfferMailSchema>;

/**
 * Sent to the student when the next lesson of their weekly series, a few days ahead, cannot be
 * booked: they have no credit left. Once per week's lesson.
 */
const SeriesCreditsShortMailSchema = z.object({
  kind: z.literal('series-credits-short'),
  to: z.email(),
  name: z.string().min(1),
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int().positive(),
  /** The zone of the student's visits, to say the time as they read it. */
  timezone: z.string(),
  /** Where they buy credits. */
  packagesUrl: z.url(),
  language: MailLanguageSchema,
});
export type SeriesCreditsShortMail = z.infer<typeof SeriesCreditsShortMailSchema>;

/** The payload of a job on the mail queue: one kind of mail per member. */
export const MailJobSchema = z.discriminatedUnion('kind', [
  PasswordResetMailSchema,
  EmailVerificationMailSchema,
  LessonBookedMailSchema,
  LessonReminderMailSchema,
  LessonCancelledMailSchema,
  PaymentReceiptMailSchema,
  PaymentRefundedMailSchema,
  TransferOrderMailSchema,
  LessonRequestedMailSchema,
  LessonRequestEndedMailSchema,
  WaitlistOfferMailSchema,
  SeriesCreditsShortMailSchema,
]);
export type MailJob = z.infer<typeof MailJobSchema>;
