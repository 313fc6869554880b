import { openBrowser } from './support/browser';
import { visible } from './support/wait';

describe('a failing remote', () => {
  it('when the landing remote answers 500, then its region shows a fallback and the rest of the app works', async () => {
    const { page, close } = await openBrowser();
    try {
      await page.route('**/mfe/marketing/remoteEntry.js', (route) => route.fulfill({ status: 500, body: 'down' }));

      await page.goto('/');

      await visible(page.getByRole('heading', { name: 'The home page is unavailable right now' }));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
      await visible(page.getByRole('heading', { name: 'Welcome Back' }));
      await page.goto('/terms');
      await visible(page.getByRole('heading', { name: 'Terms of Service', level: 1 }));
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
