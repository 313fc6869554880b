import pino, { type Logger } from 'pino';

/** JSON logs, one line each, tagged with the service name. Secrets in headers are redacted. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
}
export type { Logger };
