import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { newStudent, openStudentAndTeacher, type Session } from '@lezioni/local-platform/browser';
import { confirmEmailThroughMail, mailedSubjectTo } from '@lezioni/local-platform/mail';
import { reloadUntil, visible } from '@lezioni/local-platform/wait';

/**
 * Back from the checkout page: Stripe sends the browser to APP_URL (localhost), whose cookies this
 * browser does not hold; the student's own host is the tests' one, as for mailed links.
 */
async function followBackFromCheckout(page: Page, query: RegExp): Promise<void> {
  await page.waitForURL(query);
  const back = new URL(page.url());
  await page.goto(`${back.pathname}${back.search}`);
}

/** From /packages to the checkout page of `packageName`, the withdrawal consent given. */
async function openCardCheckout(page: Page, packageName: string): Promise<void> {
  await page.goto('/packages');
  await page.getByRole('checkbox', { name: /withdrawal period/ }).check();
  await page.getByRole('button', { name: `Pay by card: ${packageName}` }).click();
  await visible(page.getByRole('heading', { name: packageName }));
}

/**
 * A student pays by card on the demo checkout (npm start's stand-in for Stripe, reached as Stripe
 * would be: its signed webhook grants the credits), asks for the money back, and the teacher
 * approves it: the receipt and the refund show on both sides.
 */
describe('card payment, receipt and refund between a student and the teacher', () => {
  let student: Session;
  let teacher: Session;
  const account = newStudent();
  beforeAll(async () => {
    ({ student, teacher } = await openStudentAndTeacher(account));
    await confirmEmailThroughMail(student.page, account.email);
  });
  afterAll(async () => {
    await Promise.all([student?.close(), teacher?.close()]);
  });

  it('when the student leaves the checkout without paying, then the page says the payment was not completed', async () => {
    await student.page.goto('/packages');
    await visible(student.page.getByText(/^Demo checkout:/));
    await openCardCheckout(student.page, 'Single Lesson');

    await student.page.getByRole('link', { name: 'Cancel and go back' }).click();
    await followBackFromCheckout(student.page, /\/packages\?cancelled=/);

    await visible(student.page.getByText('Payment not completed'));
    await student.page.getByRole('button', { name: 'Cancel Order' }).click();
    await visible(
      student.page.getByRole('region', { name: 'Your Orders' }).getByRole('article').getByText('Cancelled'),
    );
  });

  it('when the student pays by card, then back on the platform the credits are ready and a receipt is listed', async () => {
    await openCardCheckout(student.page, '5-Lesson Package');

    await student.page.getByRole('button', { name: 'Pay €100.00' }).click();
    await followBackFromCheckout(student.page, /\/packages\?paid=/);

    await visible(student.page.getByText('Payment received, your 5 credits are ready'));
    await visible(student.page.getByText(/^You have 5 credits/));
    const receiptLink = await visible(student.page.getByRole('link', { name: /^Receipt \d+$/ }));
    expect(await seriousAxeViolations(student.page)).toEqual([]);
    const [receipt] = await Promise.all([student.context.waitForEvent('page'), receiptLink.click()]);
    await visible(receipt.getByRole('heading', { name: /^Receipt \d+$/ }));
    await visible(receipt.getByText('€100.00'));
    await receipt.close();
  });

  it('when the student asks for a refund, then it asks first, and a request the teacher has not decided can be withdrawn', async () => {
    await student.page.goto('/packages');
    await student.page.getByRole('button', { name: 'Request a refund' }).click();
    const question = await visible(student.page.getByRole('group', { name: 'Ask for a refund of €100?' }));
    await visible(
      question.getByText(/€100 goes back to your card and your unused credits \(5 credits\) are withdrawn/),
    );
    expect(await seriousAxeViolations(student.page)).toEqual([]);
    await question.getByRole('button', { name: 'Yes, ask for a refund' }).click();
    await visible(
      student.page.getByText(/^Refund requested: waiting for the teacher: €100, 5 credits to be withdrawn/),
    );

    await student.page.getByRole('button', { name: 'Withdraw request' }).click();
    await student.page.getByRole('button', { name: 'Yes, withdraw it' }).click();

    await visible(student.page.getByRole('button', { name: 'Request a refund' }));
    await visible(student.page.getByText(/^You have 5 credits/));
  });

  it('when the student asks for a refund and the teacher approves it, then the refund shows on both sides, the credits are gone and the student is mailed', async () => {
    await student.page.goto('/packages');
    await student.page.getByRole('button', { name: 'Request a refund' }).click();
    await student.page.getByRole('button', { name: 'Yes, ask for a refund' }).click();
    await visible(student.page.getByText(/^Refund requested: waiting for the teacher/));

    await teacher.page.goto('/admin-dashboard/payments');
    const row = teacher.page
      .getByRole('table', { name: 'Orders awaiting payment' })
      .getByRole('row')
      .filter({ hasText: account.email });
    await visible(row.getByText(/^Refund asked: €100/));
    expect(await seriousAxeViolations(teacher.page)).toEqual([]);
    await row.getByRole('button', { name: 'Approve refund' }).click();
    await (await visible(teacher.page.getByRole('button', { name: 'Yes, refund' }))).click();
    await visible(
      teacher.page
        .getByRole('table', { name: 'Decided orders' })
        .getByRole('row')
        .filter({ hasText: account.email })
        .filter({ hasText: '5-Lesson Package' })
        .getByText('Refunded €100', { exact: true }),
    );

    const newestOrder = student.page.getByRole('region', { name: 'Your Orders' }).getByRole('article').first();
    await reloadUntil(student.page, newestOrder, /Refunded: €100/);
    await visible(newestOrder.getByText('Refunded €100', { exact: true }));
    await visible(student.page.getByText(/^You have 0 credits/));
    expect(await mailedSubjectTo(account.email, /^Refunded:/)).toBe('Refunded: €100.00 for your 5-Lesson Package');
  });
});
