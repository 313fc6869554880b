import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { linksIn, readMail } from '@lezioni/mail-catcher';
import { logInThroughUi, newStudent, openBrowser, registerThroughUi, type Session } from './support/browser';
import { eventually, visible } from './support/wait';

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through jest -c jest.e2e.config.js');
  return dir;
}

/** The reset link in the platform's caught mail to `email`, read from the .eml file as a mail client would. */
async function resetLinkFor(email: string): Promise<URL> {
  let link: string | undefined;
  await eventually(async () => {
    for (const file of readdirSync(mailDir()).filter((name) => name.endsWith('.eml'))) {
      const mail = readMail(readFileSync(path.join(mailDir(), file), 'utf8'));
      if (mail.headers.to?.toLowerCase().includes(email))
        link = linksIn(mail).find((href) => href.includes('/reset-password#token='));
    }
    return link !== undefined;
  }, `the reset mail to ${email}`);
  return new URL(link!);
}

/** The token travels in the link's fragment, which the browser never sends to the server. */
const tokenOf = (link: URL) => new URLSearchParams(link.hash.slice(1)).get('token')!;

describe('password reset', () => {
  let session: Session;
  beforeEach(async () => (session = await openBrowser()));
  afterEach(() => session.close());

  it('when a student asks for a link and follows it, then the new password signs in and the old password and session do not', async () => {
    const { page } = session;
    const student = newStudent();
    const newPassword = 'Nuova2025';
    await registerThroughUi(page, student);

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await visible(page.getByRole('heading', { name: 'Check Your Email' }));
    await visible(page.getByText(student.email));
    const link = await resetLinkFor(student.email);
    expect(link.pathname).toBe('/reset-password');
    expect(link.port).toBe(new URL(process.env.E2E_BASE_URL!).port);

    await page.goto(link.href);
    await visible(page.getByLabel('New Password', { exact: true }));
    // Read, then dropped from the address bar: it is not left in the history or shown to onlookers.
    expect(page.url()).not.toContain(tokenOf(link));
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await visible(page.getByRole('heading', { name: 'Password Reset Complete' }));
    await page.getByRole('link', { name: 'Go to Login Now' }).click();
    await page.waitForURL('**/login');

    expect((await page.request.get('/api/me')).status()).toBe(401);
    await logInThroughUi(page, student.email, student.password);
    await visible(page.getByRole('alert').filter({ hasText: 'Login Failed' }));
    await logInThroughUi(page, student.email, newPassword);
    await page.waitForURL('**/student-dashboard');
  });

  it('when the link was already used, then the page says it is invalid', async () => {
    const { page } = session;
    const student = newStudent();
    await registerThroughUi(page, student);
    await page.request.post('/api/forgot-password', { data: { email: student.email } });
    const link = await resetLinkFor(student.email);
    const used = await page.request.post('/api/reset-password', {
      data: { token: tokenOf(link), newPassword: 'Nuova2025' },
    });
    expect(used.status()).toBe(200);

    await page.goto(`/reset-password${link.hash}`);
    await page.getByLabel('New Password', { exact: true }).fill('Altra2025x');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Altra2025x');
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await visible(page.getByRole('alert').filter({ hasText: 'This reset link is invalid. Please request a new one.' }));
  });
});
