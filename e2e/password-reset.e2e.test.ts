import {
  logInThroughUi,
  newStudent,
  openBrowser,
  registerThroughUi,
  type Session,
} from '@lezioni/local-platform/browser';
import { mailedLinkTo, tokenOf } from '@lezioni/local-platform/mail';
import { visible } from '@lezioni/local-platform/wait';

/** The reset link in the platform's caught mail to `email`. */
const resetLinkFor = (email: string) => mailedLinkTo(email, '/reset-password');

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
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    // Read, then dropped from the address bar once the app has taken the prerendered page over (at
    // the first interaction): it is not left in the history or shown to onlookers.
    await page.waitForURL((url) => !url.href.includes(tokenOf(link)));
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
