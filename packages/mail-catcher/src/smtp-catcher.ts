/**
 * A small SMTP server for local runs and tests: it accepts every mail, keeps each as a `.eml` file
 * and reports the links in it, so a person (or a test) can follow a reset link without a real mailbox.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { file: string; to: string[]; subject: string; raw: string; links: string[] };

export type SmtpCatcher = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  mails: CaughtMail[];
  /** The `count`-th mail (default the first) to `address`, of those whose subject matches `subject` if given, now or within `timeoutMs`. */
  waitForMail(address: string, options?: { count?: number; subject?: RegExp; timeoutMs?: number }): Promise<CaughtMail>;
  close(): Promise<void>;
};

export async function startSmtpCatcher(options: {
  dir: string;
  /** 0 or unset: any free port. */
  port?: number;
  /** 127.0.0.1 unless given (the compose demo's catcher: every address). */
  host?: string;
  onMail?: (mail: CaughtMail) => void;
}): Promise<SmtpCatcher> {
  mkdirSync(options.dir, { recursive: true });
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise try to upgrade to a certificate we don't have.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const file = path.join(
          options.dir,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
        );
        writeFileSync(file, raw);
        const parsed = readMail(raw);
        const mail: CaughtMail = {
          file,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: parsed.headers.subject ?? '',
          raw,
          links: linksIn(parsed),
        };
        mails.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    async waitForMail(address, { count = 1, subject, timeoutMs = 10_000 } = {}) {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
        const mail = mails.filter(
          (candidate) => candidate.to.includes(address.toLowerCase()) && (!subject || subject.test(candidate.subject)),
        )[count - 1];
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail number ${count} to ${address} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail's headers, its text and HTML bodies, and the calendar invitation it carries (text/calendar), if any. */
export type ParsedMail = { headers: Record<string, string>; text?: string; html?: string; calendar?: string };

/**
 * Reads a raw RFC 5322 message: headers (lower-cased names) and the decoded text, HTML and calendar bodies,
 * through nested multiparts, quoted-printable (with its soft line breaks) and base64.
 */
export function readMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const result: ParsedMail = { headers };
  collectBodies(headers, body, result);
  return result;
}

/** Every distinct http(s) link of the text and HTML bodies, in order. */
export function linksIn(mail: ParsedMail): string[] {
  const fromText = mail.text?.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const fromHtml = [...(mail.html ?? '').matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&'),
  );
  return [...new Set([...fromText, ...fromHtml])];
}

function splitEntity(entity: string): { headers: Record<string, string>; body: string } {
  const normalized = entity.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
const BETWEEN_ENCODED_WORDS = /(\?=)\s+(?==\?[^?\s]+\?[BbQq]\?)/g;

/** The bytes of an encoded word's "Q" text: `=XX` is a byte, `_` a space, anything else itself. */
function qBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(text[index] === '_' ? 0x20 : text.charCodeAt(index) & 0xff);
  }
  return Buffer.from(bytes);
}

/**
 * RFC 2047 encoded words, as mailers write a header that is not ASCII (an Italian subject:
 * `=?UTF-8?Q?Promemoria:_la_tua_lezione_di_gioved=C3=AC?=`), back to text; the blanks between two
 * encoded words belong to neither. A charset Node does not know is left as it came.
 */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(BETWEEN_ENCODED_WORDS, '$1')
    .replace(ENCODED_WORD, (word, charset: string, encoding: string, text: string) => {
      const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qBytes(text);
      try {
        return new TextDecoder(charset).decode(bytes);
      } catch {
        return word;
      }
    });
}

function collectBodies(headers: Record<string, string>, body: string, into: ParsedMail): void {
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      // The line breaks around a boundary belong to the boundary, not to the parts.
      const entity = splitEntity(part.replace(/^\n/, '').replace(/\n$/, ''));
      collectBodies(entity.headers, entity.body, into);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding'] ?? '7bit');
  if (/^text\/html/i.test(contentType)) into.html ??= decoded;
  else if (/^text\/plain/i.test(contentType)) into.text ??= decoded;
  else if (/^text\/calendar/i.test(contentType)) into.calendar ??= decoded;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2045 quoted-printable: `=` at a line end is a soft break, `=XX` a byte (UTF-8 across several). */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/[ \t]+$/gm, '').replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
