import itContracts from '@lezioni/contracts/locales/it.json';
import { LANGUAGE_COOKIE } from '@lezioni/contracts';
import { logInThroughUi, newStudent, openBrowser, type Session } from '@lezioni/local-platform/browser';
import { seriousAxeViolations } from './support/axe';
import { italian } from './support/texts';
import { visible } from '@lezioni/local-platform/wait';

const htmlLang = (session: Session) => session.page.locator('html').getAttribute('lang');

/** The site in Italian (issue 27), as an Italian reader and a student who chose Italian see it. */
describe('the site in Italian', () => {
  const account = newStudent();
  const dashboardHeading = italian('mfe-student', 'dashboard.greeting', { name: account.name.split(' ')[0]! });
  let italianBrowser: Session;

  beforeAll(async () => {
    italianBrowser = await openBrowser(undefined, { locale: 'it-IT' });
  });

  afterAll(() => italianBrowser?.close());

  it('when a visitor whose browser prefers Italian opens /, then the Italian landing page at /it/ greets them, names its English twin, and passes axe', async () => {
    const { page } = italianBrowser;
    const answer = await page.goto('/');

    expect(new URL(page.url()).pathname).toBe('/it/');
    expect(answer?.status()).toBe(200);
    expect(await htmlLang(italianBrowser)).toBe('it');
    await visible(page.getByRole('heading', { level: 1, name: italian('mfe-marketing', 'hero.title') }));
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toMatch(/\/$/);
    expect(await page.locator('link[rel="alternate"][hreflang="it"]').getAttribute('href')).toMatch(/\/it\/$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('when she registers in Italian, then the form tells her what is wrong in Italian, and her dashboard and the chat speak Italian', async () => {
    const { page } = italianBrowser;
    await page.goto('/register');
    expect(await htmlLang(italianBrowser)).toBe('it');

    await page.getByRole('button', { name: italian('shell', 'auth.register.submit') }).click();
    await visible(page.getByText(itContracts.validation.invalidEmail));
    await visible(page.getByText(itContracts.validation.mustAgreeToTerms));

    await page.getByLabel(italian('shell', 'auth.register.fullName')).fill(account.name);
    await page.getByLabel(italian('shell', 'auth.fields.email')).fill(account.email);
    await page.getByLabel(italian('shell', 'auth.fields.password'), { exact: true }).fill(account.password);
    await page.getByRole('checkbox', { name: /^Accetto i/ }).check();
    await page.getByRole('button', { name: italian('shell', 'auth.register.submit') }).click();
    await page.waitForURL('**/student-dashboard');

    await visible(page.getByRole('heading', { level: 1, name: dashboardHeading }));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto('/chat');
    expect(await htmlLang(italianBrowser)).toBe('it');
    await visible(page.getByRole('heading', { level: 1, name: italian('mfe-chat', 'page.title') }));
  });

  it('when she signs in from a browser set to English, then her pages follow her account into Italian; choosing English there follows her back to the first browser', async () => {
    const englishBrowser = await openBrowser();
    try {
      const { page } = englishBrowser;
      await logInThroughUi(page, account.email, account.password);
      await page.waitForURL('**/student-dashboard');
      await visible(page.getByRole('heading', { level: 1, name: dashboardHeading }));
      expect(await htmlLang(englishBrowser)).toBe('it');
      // The next page the server renders for this browser is Italian too: the cookie follows the account.
      await page.reload();
      expect(await htmlLang(englishBrowser)).toBe('it');
      await visible(page.getByRole('heading', { level: 1, name: dashboardHeading }));

      await page
        .getByRole('group', { name: italian('shell', 'language.label') })
        .getByRole('button', { name: 'English' })
        .click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.reload();
      expect(await htmlLang(englishBrowser)).toBe('en');
      expect((await englishBrowser.context.cookies()).find(({ name }) => name === LANGUAGE_COOKIE)?.value).toBe('en');
    } finally {
      await englishBrowser.close();
    }

    // The first browser still holds Italian; signing in again brings the account's English.
    const { page } = italianBrowser;
    await italianBrowser.context.clearCookies();
    await page.goto('/login');
    expect(await htmlLang(italianBrowser)).toBe('it');
    await page.getByLabel(italian('shell', 'auth.fields.email')).fill(account.email);
    await page.getByLabel(italian('shell', 'auth.fields.password'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: italian('shell', 'auth.login.submit') }).click();
    await page.waitForURL('**/student-dashboard');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  });
});
