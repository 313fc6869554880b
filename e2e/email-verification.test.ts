import { SERVER_MESSAGES, UI_MESSAGES } from '@lezioni/contracts';
import { newStudent, openBrowser, registerThroughUi } from '@lezioni/local-platform/browser';
import { confirmEmailThroughMail, mailedLinkTo, tokenOf } from '@lezioni/local-platform/mail';
import { hidden, visible } from '@lezioni/local-platform/wait';

describe('confirming the email address', () => {
  it('when a student registers, then the dashboard asks to confirm, and the mailed link makes the note go', async () => {
    const student = newStudent();
    const session = await openBrowser();
    try {
      const { page } = session;
      await registerThroughUi(page, student);
      const note = page.getByRole('heading', { name: UI_MESSAGES.confirmEmailTitle });
      await visible(note);
      // The first mail is in (a resend at the same moment could be delivered before it).
      await mailedLinkTo(student.email, '/verify-email');

      await page.getByRole('button', { name: UI_MESSAGES.sendLinkAgain }).click();
      await visible(page.getByRole('status').filter({ hasText: SERVER_MESSAGES.verificationEmailSent }));
      // The second mail's link is the live one; the token is read from the fragment, then dropped.
      const link = await mailedLinkTo(student.email, '/verify-email', 2);
      await confirmEmailThroughMail(page, student.email, 2);
      expect(page.url()).not.toContain(tokenOf(link));
      await page.getByRole('link', { name: 'Go to Your Dashboard' }).click();
      await page.waitForURL('**/student-dashboard');
      await visible(page.getByRole('heading', { name: 'Your Lessons' }));

      await hidden(note);
    } finally {
      await session.close();
    }
  });
});
