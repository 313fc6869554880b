/**
 * The `demo` compose service: npm start's stand-ins for the third parties, in one process, so a
 * platform on containers can be tried whole without accounts (infra/docker/compose.ts says which
 * ones the platform uses: each only while its real one is not configured).
 * - the mail catcher: SMTP on 1025, each mail kept in DEMO_DATA_DIR/mail, listed on 8025
 *   (`/` for people, `/mails.json` for tests; mail caught since the container started);
 * - the demo calendar: TidyCal's API and booking page on 8026, kept in DEMO_DATA_DIR;
 * - the demo checkout: Stripe's API and hosted page on 8027, kept in DEMO_DATA_DIR, its webhooks
 *   sent to DEMO_WEBHOOK_URL.
 * `/readyz` on 8025 answers 200 once all three listen.
 */
import http from 'node:http';
import path from 'node:path';
import { escapeHtml } from '@lezioni/contracts/values';
import { startSmtpCatcher } from '@lezioni/mail-catcher';
import { startStripeFake } from '@lezioni/stripe-fake';
import { startTidyCalFake } from '@lezioni/tidycal-fake';

const PORTS = { smtp: 1025, mailList: 8025, calendar: 8026, checkout: 8027 } as const;
/** The demo booking page's lesson "in 5 minutes", as under npm start (infra/local/demo-calendar.ts). */
const SOON_LESSON_MINUTES = 5;

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

async function main(): Promise<void> {
  const dataDir = process.env.DEMO_DATA_DIR ?? '/data';
  const catcher = await startSmtpCatcher({ dir: path.join(dataDir, 'mail'), host: '0.0.0.0', port: PORTS.smtp });
  await startTidyCalFake({
    host: '0.0.0.0',
    port: PORTS.calendar,
    token: required('DEMO_CALENDAR_TOKEN'),
    stateFile: path.join(dataDir, 'demo-calendar.json'),
    soonLessonMinutes: SOON_LESSON_MINUTES,
  });
  await startStripeFake({
    host: '0.0.0.0',
    port: PORTS.checkout,
    secretKey: required('DEMO_STRIPE_SECRET_KEY'),
    webhookSecret: required('DEMO_STRIPE_WEBHOOK_SECRET'),
    webhookUrl: required('DEMO_WEBHOOK_URL'),
    pageOrigin: required('DEMO_CHECKOUT_ORIGIN'),
    stateFile: path.join(dataDir, 'demo-payments.json'),
  });

  const mailList = http.createServer((req, res) => {
    const mails = catcher.mails.map(({ to, subject, links }) => ({ to, subject, links }));
    if (req.url === '/readyz') return void res.writeHead(200).end('ok');
    if (req.url === '/mails.json')
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(mails));
    if (req.url !== '/') return void res.writeHead(404).end();
    const items = mails
      .toReversed()
      .map(
        (mail) =>
          `<li><strong>${escapeHtml(mail.subject)}</strong> to ${escapeHtml(mail.to.join(', '))}<ul>${mail.links
            .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
            .join('')}</ul></li>`,
      )
      .join('');
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Caught mail</title><h1>Caught mail</h1><ul>${items}</ul></html>`,
      );
  });
  await new Promise<void>((resolve) => mailList.listen(PORTS.mailList, '0.0.0.0', resolve));
  console.log(JSON.stringify({ level: 'info', msg: 'demo third parties ready', ports: PORTS }));
  // Compose stops it with SIGTERM; nothing is half-written (each state file is renamed into place).
  process.on('SIGTERM', () => process.exit(0));
}

main().catch((err: unknown) => {
  console.error(JSON.stringify({ level: 'error', msg: `demo failed to start: ${(err as Error).message}` }));
  process.exit(1);
});
