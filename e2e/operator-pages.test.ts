import type { Page } from 'playwright-core';
import { ADMIN, logInThroughUi, openBrowser, type Session } from '@lezioni/local-platform/browser';
import { visible } from '@lezioni/local-platform/wait';

type Violation = { directive: string; blockedUri: string };

/** Keeps every CSP violation the page reports, from its first script on. */
async function recordCspViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blockedUri: event.blockedURI });
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
}

/** The pages for operators and the teacher, rendered by Chromium under the gateway's CSP. */
describe('the API reference and the queue dashboard in a browser', () => {
  let teacher: Session;
  beforeAll(async () => {
    teacher = await openBrowser();
  });
  afterAll(async () => {
    await teacher?.close();
  });

  it('when anyone opens /api/docs, then the reference lists the calls with nothing blocked by the CSP', async () => {
    const violations = await recordCspViolations(teacher.page);
    await teacher.page.goto('/api/docs');
    await visible(teacher.page.getByRole('heading', { name: /lezioni API/ }));
    await visible(teacher.page.getByText('/api/conversations/{id}/messages').first());
    expect(await violations()).toEqual([]);
  });

  it('when the teacher opens /admin/queues, then the dashboard shows the mail and sync queues, its scripts all allowed', async () => {
    await logInThroughUi(teacher.page, ADMIN.email, ADMIN.password);
    await teacher.page.waitForURL('**/admin-dashboard');
    const violations = await recordCspViolations(teacher.page);
    await teacher.page.goto('/admin/queues');
    await visible(teacher.page.getByRole('link', { name: 'mail', exact: true }).first());
    await visible(teacher.page.getByRole('link', { name: 'tidycal-sync', exact: true }).first());
    // bull-board's page links a web font stylesheet on another origin: the CSP blocks that one
    // request (the page falls back to local fonts) and nothing else.
    const blocked = await violations();
    expect(blocked.filter((violation) => !violation.blockedUri.startsWith('https://fonts.googleapis.com/'))).toEqual(
      [],
    );
  });
});
