import { renderEmailVerification } from './email-verification';

const LINK = 'https://lezioni.example/verify-email#token=abc_DEF-123';

describe('the address confirmation mail', () => {
  it('when rendered, then both bodies greet by first name, carry the link, say how long it works and why', () => {
    const mail = renderEmailVerification({ name: 'Anna Bianchi', link: LINK }, 'Chiara Lombardi', 'en');

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

  it('when the recipient speaks Italian, then it is written in Italian, to "tu", with the same link', () => {
    const mail = renderEmailVerification({ name: 'Anna Bianchi', link: LINK }, 'Chiara Lombardi', 'it');

    expect(mail.subject).toBe('Conferma il tuo indirizzo email per le lezioni di italiano');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Benvenuto/a Anna,');
      expect(body).toContain(
        'conferma che questo è il tuo indirizzo email. Il link funziona una volta sola, entro 24 ore:',
      );
      expect(body).toContain(
        'le lezioni che prenoti con questo indirizzo e i crediti che usano compaiono nella tua area personale',
      );
      expect(body).toMatch(/Chiara(<\/p>|$)/);
    }
    expect(mail.text).toContain(`\n${LINK}\n`);
    expect(mail.html).toContain('Conferma il mio indirizzo email</a>');
  });

  it('when the name holds markup, then the HTML shows it as text', () => {
    const mail = renderEmailVerification({ name: '<b>Anna</b>', link: LINK }, 'Chiara', 'it');

    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Benvenuto/a &lt;b&gt;Anna&lt;/b&gt;,');
  });
});
