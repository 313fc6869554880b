import { openBrowser } from '@lezioni/local-platform/browser';
import { hydrateByGesture, visible } from '@lezioni/local-platform/wait';

describe('a failing remote', () => {
  it('when the landing remote answers 500, then the page stays as it arrived and the rest of the app works', async () => {
    const { page, close } = await openBrowser();
    try {
      await page.route('**/mfe/marketing/remoteEntry.js', (route) => route.fulfill({ status: 500, body: 'down' }));
      const regionFailed = page.waitForEvent('console', (message) => message.text().includes('region failed'));

      await page.goto('/');
      // The prerendered page needs no remote to be read; the app (and the remote) start at the first gesture.
      await page.mouse.move(20, 300);
      await regionFailed;

      // The visitor keeps the page they were reading, not a notice in its place.
      await visible(page.getByRole('heading', { level: 1 }));
      await visible(page.getByRole('link', { name: 'Book Your First Lesson' }).first());
      expect(await page.getByRole('heading', { name: /unavailable right now/ }).count()).toBe(0);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
      await visible(page.getByRole('heading', { name: 'Welcome Back' }));
      await page.goto('/terms');
      await visible(page.getByRole('heading', { name: 'Terms of Service', level: 1 }));
    } finally {
      await close();
    }
  });

  it('when the landing remote is down and the page did not arrive prerendered, then its region shows the unavailable notice', async () => {
    const { page, close } = await openBrowser();
    try {
      await page.route('**/mfe/marketing/remoteEntry.js', (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.goto('/terms');
      await visible(page.getByRole('heading', { name: 'Terms of Service', level: 1 }));
      // /terms arrives prerendered too: the app takes it over at the first gesture.
      await hydrateByGesture(page);

      // In-app navigation: the shell renders the landing route itself, with nothing prerendered to keep.
      await page.getByRole('link', { name: 'Lezioni' }).first().click();

      await visible(page.getByRole('heading', { name: 'The home page is unavailable right now' }));
    } finally {
      await close();
    }
  });

  it('when the student remote is down, then the dashboard region falls back while the top bar still works', async () => {
    const { page, close } = await openBrowser();
    try {
      await page.route('**/mfe/student/**', (route) => route.abort());

      await page.goto('/student-dashboard');

      await visible(page.getByRole('heading', { name: 'Your dashboard is unavailable right now' }));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
      await visible(page.getByRole('heading', { name: 'Create Your Account' }));
    } finally {
      await close();
    }
  });
});
