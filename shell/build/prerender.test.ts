import { PRERENDERED_PAGES } from '@lezioni/contracts';
import { prerenderPages } from './prerender';

// dist/index.html as html-webpack-plugin writes it, cut to what the prerender step replaces.
const TEMPLATE =
  '<!doctype html><html><head><script defer src="/main.js?abc"></script></head>' +
  '<body><noscript>Please enable JavaScript.</noscript><div id="root"></div></body></html>';
const START_SRC = '/page-start.1a2b3c4d.js';
const CONFIG = {
  teacherName: 'Chiara Lombardi',
  teacherAvatarUrl: '',
  videoId: 'abc',
  productionHost: 'lezioni.example',
};

// The landing page needs the marketing remote's server build; e2e/landing.test.ts covers it.
const VISITOR_PAGES = PRERENDERED_PAGES.filter(({ path }) => path !== '/');

describe('the prerendered sign-in screens and legal pages', () => {
  let files: Map<string, string>;
  beforeAll(async () => {
    files = await prerenderPages(TEMPLATE, { config: CONFIG }, START_SRC, VISITOR_PAGES);
  });

  it.each([
    ['/login', 'Welcome Back', ['email', 'password', 'rememberMe'], 'Sign In'],
    ['/register', 'Create Your Account', ['name', 'email', 'password', 'agreeToTerms'], 'Create Account'],
    ['/forgot-password', 'Forgot Password?', ['email'], 'Send Reset Link'],
    // As it shows with the token a reset link carries in its fragment, never seen by the build.
    ['/reset-password', 'Set a New Password', ['newPassword', 'confirmPassword'], 'Reset Password'],
    ['/privacy-policy', 'Privacy Policy', [], undefined],
    ['/terms', 'Terms of Service', [], undefined],
  ])(
    'when %s is prerendered, then its HTML has its heading and form, and its one script is the start script',
    (path, heading, fields, submit) => {
      const file = VISITOR_PAGES.find((page) => page.path === path)!.file;
      const html = files.get(file)!;

      expect(html).toContain(`<h1>${heading}</h1>`);
      expect([...html.matchAll(/<input[^>]* name="([^"]+)"/g)].map((match) => match[1])).toEqual(fields);
      if (submit) expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${submit}</button>`));
      // No form can be sent by the browser on its own: none names where to.
      expect(html).not.toMatch(/<form[^>]* action=/);
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts).toEqual([
        `<script defer src="${START_SRC}" data-app-src="/main.js?abc">`,
        '<script type="application/json" id="lz-prerender">',
      ]);
      expect(html).toContain(JSON.stringify({ config: CONFIG }));
      expect(html).not.toContain('<noscript>');
    },
  );

  it('when every page is prerendered, then each goes to its own file', () => {
    expect([...files.keys()].sort()).toEqual(VISITOR_PAGES.map((page) => page.file).sort());
  });
});
