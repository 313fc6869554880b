import { renderPasswordReset } from './password-reset';

const RESET_URL = 'https://lezioni.example/reset-password#token=abc_DEF-123';

describe('the password reset mail', () => {
  it('when rendered, then both bodies greet by first name, carry the link and are signed by the teacher', () => {
    const mail = renderPasswordReset({ name: 'Anna Bianchi', link: RESET_URL }, 'Chiara Lombardi', 'en');

    expect(mail.subject).toMatch(/reset your password/i);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ciao Anna,');
      expect(body).toContain('A presto!');
      expect(body).toMatch(/Chiara(<\/p>|$)/);
      expect(body).toMatch(/one hour/);
    }
    expect(mail.text).toContain(`\n${RESET_URL}\n`);
    expect(mail.html).toContain(`href="${RESET_URL}"`);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('when the recipient speaks Italian, then it is written in Italian, to "tu", with the same link', () => {
    const mail = renderPasswordReset({ name: 'Anna Bianchi', link: RESET_URL }, 'Chiara Lombardi', 'it');

    expect(mail.subject).toBe('Reimposta la password delle tue lezioni di italiano');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ciao Anna,');
      expect(body).toContain('Scegline una nuova con questo link. Funziona una volta sola, entro un’ora:');
      expect(body).toContain('ignora questa email e la tua password resta com’è.');
      expect(body).toMatch(/Chiara(<\/p>|$)/);
      expect(body).not.toMatch(/one hour|your password/);
    }
    expect(mail.text).toContain(`\n${RESET_URL}\n`);
    expect(mail.html).toContain(`href="${RESET_URL}"`);
    expect(mail.html).toContain('Scegli una nuova password</a>');
    expect(mail.html).toContain('Oppure copia questo indirizzo nel browser:');
    expect(mail.html).toContain('<html lang="it">');
  });

  it('when the name holds markup, then the HTML shows it as text', () => {
    const mail = renderPasswordReset(
      { name: '<img src=x onerror=alert(1)>', link: `${RESET_URL}&x="y"` },
      'Chiara',
      'en',
    );

    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Ciao &lt;img,');
    expect(mail.html).toContain('&amp;x=&quot;y&quot;');
  });
});
