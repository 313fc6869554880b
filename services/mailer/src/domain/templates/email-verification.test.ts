import { renderEmailVerification } from './email-verification';

const LINK = 'https://lezioni.example/verify-email#token=abc_DEF-123';

describe('the address confirmation mail', () => {
  it('when rendered, then both bodies greet by first name, carry the link, say how long it works and why', () => {
    const mail = renderEmailVerification({ name: 'Anna Bianchi', link: LINK }, 'Chiara Lombardi');

    expect(mail.subject).toMatch(/confirm your email address/i);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Anna,');
      expect(body).toMatch(/24 hours/);
      expect(body).toMatch(/lessons you book with this address/);
      expect(body).toMatch(/Chiara(<\/p>|$)/);
    }
    expect(mail.text).toContain(`\n${LINK}\n`);
    expect(mail.html).toContain(`href="${LINK}"`);
  });

  it('when the name holds markup, then the HTML shows it as text', () => {
    const mail = renderEmailVerification({ name: '<b>Anna</b>', link: LINK }, 'Chiara');

    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;b&gt;Anna&lt;/b&gt;,');
  });
});
