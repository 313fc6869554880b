import pino, { type Logger } from 'pino';

/**
 * Lines are gathered up to this many bytes, or this long, before one write: under load the gateway
 * writes a line per request, and on these machines each write (and the supervisor's read of it) is
 * a costly system call. Whatever is gathered is written when the process exits, crash included.
 */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 250;

/** JSON logs, one line each, tagged with the service name. Secrets in headers are redacted. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const options = {
    name: service,
    level,
    base: { service },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  if (level === 'silent') return pino(options);
  return pino(
    options,
    pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS }),
  );
}
export type { Logger };
