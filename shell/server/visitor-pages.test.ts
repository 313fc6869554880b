import { PRERENDERED_NOT_FOUND, PRERENDERED_PAGES, prerenderedFileOf } from '@lezioni/contracts';
import { renderVisitorPages } from './visitor-pages';

// dist/index.html as html-webpack-plugin writes it, cut to what the prerender step replaces.
const TEMPLATE =
  '<!doctype html><html><head><title>Lezioni – Italian lessons online</title><script defer src="/main.js?abc"></script></head>' +
  '<body><noscript>Please enable JavaScript.</noscript><div id="root"></div></body></html>';
const START_SRC = '/page-start.1a2b3c4d.js';
const CONFIG = {
  teacherName: 'Chiara Lombardi',
  teacherAvatarUrl: '',
  videoId: 'abc',
  productionHost: 'lezioni.example',
};

// The landing page needs the marketing remote's server build; e2e/landing.test.ts covers it.
const VISITOR_PAGES = [...PRERENDERED_PAGES.filter(({ path }) => path !== '/'), PRERENDERED_NOT_FOUND];

describe('the visitor pages: sign-in screens, legal and error pages', () => {
  let files: Map<string, string>;
  beforeAll(async () => {
    files = await renderVisitorPages({
      template: TEMPLATE,
      config: CONFIG,
      startSrc: START_SRC,
      loader: () => Promise.reject(new Error('no remote is needed here')),
      pages: VISITOR_PAGES,
    });
  });

  it.each([
    ['/login', 'Welcome Back', 'Log in', ['email', 'password', 'rememberMe'], 'Sign In'],
    [
      '/register',
      'Create Your Account',
      'Create your account',
      ['name', 'email', 'password', 'agreeToTerms'],
      'Create Account',
    ],
    ['/forgot-password', 'Forgot Password?', 'Forgot your password', ['email'], 'Send Reset Link'],
    // As it shows with the token a reset link carries in its fragment, never seen by the build.
    [
      '/reset-password',
      'Set a New Password',
      'Choose a new password',
      ['newPassword', 'confirmPassword'],
      'Reset Password',
    ],
    ['/privacy-policy', 'Privacy Policy', 'Privacy Policy', [], undefined],
    ['/terms', 'Terms of Service', 'Terms of Service', [], undefined],
    ['/error/500', 'Something went wrong on our end', 'Something went wrong', [], undefined],
    ['/error/403', 'Access restricted', 'Something went wrong', [], undefined],
    [PRERENDERED_NOT_FOUND.path, 'Lost? This page does not exist', 'Page not found', [], undefined],
  ])(
    'when %s is prerendered, then its HTML has its heading, title and form, and its one script is the start script',
    (path, heading, title, fields, submit) => {
      const file = VISITOR_PAGES.find((page) => page.path === path)!.file;
      const html = files.get(file)!;

      expect(html).toContain('<html lang="en">');
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toContain(`<title>${title} – Lezioni</title>`);
      expect([...html.matchAll(/<input[^>]* name="([^"]+)"/g)].map((match) => match[1])).toEqual(fields);
      if (submit) expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${submit}</button>`));
      // No form can be sent by the browser on its own: none names where to.
      expect(html).not.toMatch(/<form[^>]* action=/);
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts).toEqual([
        `<script defer src="${START_SRC}" data-app-src="/main.js?abc">`,
        '<script type="application/json" id="lz-prerender">',
        '<script type="application/json" id="lz-texts">',
      ]);
      expect(html).toContain(JSON.stringify({ config: CONFIG }));
      expect(html).not.toContain('<noscript>');
    },
  );

  it('when every page is prerendered, then each goes to its own file, in each language', () => {
    expect([...files.keys()].sort()).toEqual(
      VISITOR_PAGES.flatMap((page) => [page.file, prerenderedFileOf(page.file, 'it')]).sort(),
    );
  });

  it('when a page is prerendered in Italian, then it is written in Italian, says so, and carries the texts it was rendered with', () => {
    const html = files.get(prerenderedFileOf('login.html', 'it'))!;

    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<title>Accedi – Lezioni</title>');
    expect(html).toContain('Bentornato/a');
    expect(html).toMatch(/<button type="submit"[^>]*>Accedi<\/button>/);
    const texts = JSON.parse(/<script type="application\/json" id="lz-texts">(.*?)<\/script>/s.exec(html)![1]!) as {
      language: string;
      texts: Record<string, { auth?: { login?: { title?: string } } }>;
    };
    expect(texts.language).toBe('it');
    expect(texts.texts.shell?.auth?.login?.title).toBe('Bentornato/a');
    // Only the namespaces the page used: the legal pages' texts are not in the sign-in screen.
    expect(Object.keys(texts.texts)).not.toContain('legal');
    expect(files.get(prerenderedFileOf('terms.html', 'it'))).toContain('<h1>Termini di servizio</h1>');
  });

  it('when the Lost page is prerendered, then it names the placeholder path, for the gateway to replace', () => {
    const html = files.get(PRERENDERED_NOT_FOUND.file)!;

    expect(html).toContain(`<code class="shell-missing-path">${PRERENDERED_NOT_FOUND.path}</code>`);
  });
});
