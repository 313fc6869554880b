import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { linksIn, readMail } from '@lezioni/mail-catcher';
import { eventually } from '@lezioni/service-kit/testing';
import { visible } from './wait';

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through jest -c jest.e2e.config.js');
  return dir;
}

/**
 * The link to `page` (`/reset-password`, `/verify-email`) in the newest of the platform's caught
 * mails to `email` that has one, read from the .eml files as a mail client would; `count` waits
 * until that many such mails have arrived.
 */
export async function mailedLinkTo(email: string, page: string, count = 1): Promise<URL> {
  let links: string[] = [];
  await eventually(
    async () => {
      // The catcher names each file by the time it arrived: in name order, oldest first.
      links = readdirSync(mailDir())
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .map((file) => readMail(readFileSync(path.join(mailDir(), file), 'utf8')))
        .filter((mail) => mail.headers.to?.toLowerCase().includes(email))
        .flatMap((mail) => linksIn(mail).filter((href) => href.includes(`${page}#token=`)));
      return links.length >= count;
    },
    { what: `mail number ${count} to ${email} with a ${page} link` },
  );
  return new URL(links.at(-1)!);
}

/** The subject of the first of the platform's caught mails to `email` whose subject matches, once it arrived. */
export async function mailedSubjectTo(email: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await eventually(
    async () => {
      found = readdirSync(mailDir())
        .filter((name) => name.endsWith('.eml'))
        .map((file) => readMail(readFileSync(path.join(mailDir(), file), 'utf8')))
        .filter((mail) => mail.headers.to?.toLowerCase().includes(email))
        .map((mail) => mail.headers.subject ?? '')
        .find((candidate) => subject.test(candidate));
      return found !== undefined;
    },
    { what: `a mail to ${email} with a subject like ${subject}` },
  );
  return found!;
}

/** The token travels in the link's fragment, which the browser never sends to the server. */
export const tokenOf = (link: URL) => new URLSearchParams(link.hash.slice(1)).get('token')!;

/**
 * Follows the newest confirmation link mailed to `email` in `page`, as the student would from their
 * mailbox: their address is proven, and the lessons they book with it are theirs.
 */
export async function confirmEmailThroughMail(page: Page, email: string, count = 1): Promise<void> {
  const link = await mailedLinkTo(email, '/verify-email', count);
  // On the tests' own host: the mail's (APP_URL, localhost) holds none of this browser's cookies.
  await page.goto(`${link.pathname}${link.hash}`);
  await visible(page.getByRole('heading', { name: 'Email Address Confirmed' }));
}
