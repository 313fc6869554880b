import { z } from 'zod';
import {
  BASE_ENV,
  REDIS_ENV,
  TEACHER_ENV,
  parseEnv,
  pemEnv,
  portEnv,
  positiveIntEnv,
  teacherNameOf,
} from '@lezioni/service-kit';

export const MailerEnv = z
  .object({
    ...BASE_ENV,
    ...REDIS_ENV,
    ...TEACHER_ENV,
    /** Health and metrics only; the work comes from the queue. */
    PORT: portEnv(4005),
    /** smtp://user:pass@host:port or smtps://…; may hold credentials, so no default (`npm start` points it at its catcher). */
    SMTP_URL: z.url({ error: 'SMTP_URL is required (smtp://host:port; `npm start` starts a local catcher)' }),
    MAIL_FROM: z.string().min(3).optional(),
    /** Opens the reset and confirmation links producers sealed with its public key (MAIL_LINK_PUBLIC_KEY, auth's). */
    MAIL_LINK_PRIVATE_KEY: pemEnv('MAIL_LINK_PRIVATE_KEY'),
    MAIL_CONCURRENCY: positiveIntEnv(4),
    /** Wait before the second try; doubles each try up to the maximum. */
    MAIL_RETRY_BASE_MS: positiveIntEnv(5_000),
    MAIL_RETRY_MAX_MS: positiveIntEnv(10 * 60_000),
  })
  .transform(({ MAIL_FROM, ...env }) => {
    const teacherName = teacherNameOf(env);
    return { ...env, TEACHER_NAME: teacherName, MAIL_FROM: MAIL_FROM ?? `"${teacherName}" <no-reply@lezioni.example>` };
  });
export type MailerConfig = z.infer<typeof MailerEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<MailerConfig> => parseEnv(MailerEnv, env);
