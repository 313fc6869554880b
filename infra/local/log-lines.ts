/**
 * The services' JSON log lines as one readable line each, for a terminal (`npm start` with stdout on
 * a TTY): time, service, level, message, then the other fields as key=value. An access line reads as
 * the request itself. Anything that is not a JSON log line is returned as it is.
 */
const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const COLORS: Record<string, string> = { warn: '\x1b[33m', error: '\x1b[31m', fatal: '\x1b[31m', debug: '\x1b[90m' };
const RESET = '\x1b[0m';
/** Fields every line has, shown in their own places or not worth a terminal's width. */
const SHOWN_APART = new Set([
  'level',
  'time',
  'service',
  'name',
  'msg',
  'pid',
  'hostname',
  'req',
  'res',
  'responseTime',
]);
const SERVICE_WIDTH = 13;

type LogLine = {
  level?: number;
  time?: number;
  service?: string;
  msg?: string;
  req?: { id?: string; method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string } | string;
  [field: string]: unknown;
};

const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);

function valueText(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  if (value && typeof value === 'object' && 'message' in value)
    return JSON.stringify((value as { message: unknown }).message);
  return JSON.stringify(value);
}

export function readableLogLine(text: string, hasColor: boolean): string {
  if (!text.startsWith('{')) return text;
  let line: LogLine;
  try {
    line = JSON.parse(text) as LogLine;
  } catch {
    return text;
  }
  if (typeof line.level !== 'number' || typeof line.msg !== 'string') return text;
  const level = LEVELS[line.level] ?? String(line.level);
  const isAccess = line.req?.method !== undefined && line.res?.statusCode !== undefined;
  const message = isAccess
    ? `${line.req!.method} ${line.req!.url} ${line.res!.statusCode} ${line.responseTime ?? '?'} ms${line.msg === 'request aborted' ? ' (aborted)' : ''}`
    : line.msg;
  const fields = Object.entries(line)
    .filter(([key]) => !SHOWN_APART.has(key))
    .map(([key, value]) => `${key}=${valueText(value)}`);
  const stack =
    level === 'error' || level === 'fatal' ? (typeof line.err === 'object' ? line.err.stack : undefined) : undefined;
  const head = [
    line.time ? clock(line.time) : '',
    (line.service ?? '').padEnd(SERVICE_WIDTH),
    level.padEnd(5),
    [message, ...fields].join('  '),
  ].join(' ');
  const color = hasColor ? COLORS[level] : undefined;
  const shown = color ? `${color}${head}${RESET}` : head;
  return stack ? `${shown}\n${stack.replace(/^/gm, '    ')}` : shown;
}
