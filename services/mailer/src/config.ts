import { z } from 'zod';
import { parseEnv } from '@lezioni/service-kit';

const positive = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const MailerEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Health and metrics only; the work comes from the queue. */
    PORT: z.coerce.number().int().default(4005),
    REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
    /** Redis key prefix of the BullMQ queues; auth must use the same. */
    BULLMQ_PREFIX: z.string().min(1).default('bull'),
    /** smtp://user:pass@host:port or smtps://…; may hold credentials, so no default (`npm start` points it at its catcher). */
    SMTP_URL: z.url({ error: 'SMTP_URL is required (smtp://host:port; `npm start` starts a local catcher)' }),
    MAIL_FROM: z.string().min(3).optional(),
    /** Who signs the mails; the same keys the pages' teacher name comes from. */
    TEACHER_NAME: z.string().min(1).optional(),
    ADMIN_NAME: z.string().min(1).default('Chiara Lombardi'),
    MAIL_CONCURRENCY: positive(4),
    /** Wait before the second try; doubles each try up to the maximum. */
    MAIL_RETRY_BASE_MS: positive(5_000),
    MAIL_RETRY_MAX_MS: positive(10 * 60_000),
  })
  .transform(({ TEACHER_NAME, ADMIN_NAME, MAIL_FROM, ...env }) => {
    const teacherName = TEACHER_NAME ?? ADMIN_NAME;
    return { ...env, TEACHER_NAME: teacherName, MAIL_FROM: MAIL_FROM ?? `"${teacherName}" <no-reply@lezioni.example>` };
  });
export type MailerConfig = z.infer<typeof MailerEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<MailerConfig> => parseEnv(MailerEnv, env);
