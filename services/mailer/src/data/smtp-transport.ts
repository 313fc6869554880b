import nodemailer from 'nodemailer';

/**
 * The SMTP client. Timeouts are short so that a hanging server fails a try (BullMQ tries again
 * later) instead of holding a worker slot, and a try fits in the shutdown grace.
 */
export function createSmtpTransport(url: string) {
  return nodemailer.createTransport({ url, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 8_000 });
}
export type SmtpTransport = ReturnType<typeof createSmtpTransport>;
