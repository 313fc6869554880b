import { renderPasswordReset } from './password-reset';

const RESET_URL = 'https://lezioni.example/reset-password#token=abc_DEF-123';

describe('the password reset mail', () => {
  it('when rendered, then both bodies greet by first name, carry the link and are signed by the teacher', () => {
    const mail = renderPasswordReset({ name: 'Anna Bianchi', link: RESET_URL }, 'Chiara Lombardi');

    expect(mail.subject).toMatch(/reset your password/i);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ciao Anna,');
      expect(body).toContain('A presto!');
      expect(body).toMatch(/Chiara(<\/p>|$)/);
      expect(body).toMatch(/one hour/);
    }
    expect(mail.text).toContain(`\n${RESET_URL}\n`);
    expect(mail.html).toContain(`href="${RESET_URL}"`);
  });

  it('when the name holds markup, then the HTML shows it as text', () => {
    const mail = renderPasswordReset({ name: '<img src=x onerror=alert(1)>', link: `${RESET_URL}&x="y"` }, 'Chiara');

    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Ciao &lt;img,');
    expect(mail.html).toContain('&amp;x=&quot;y&quot;');
  });
});
