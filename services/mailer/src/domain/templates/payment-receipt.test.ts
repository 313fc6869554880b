import type { PaymentReceiptMail, Receipt } from '@lezioni/contracts';
import { renderPaymentReceipt } from './payment-receipt';

const receipt = (overrides: Partial<Receipt> = {}): Receipt => ({
  number: 42,
  issuedAt: '2026-12-03T17:30:00.000Z',
  packageName: '5-Lesson Package',
  credits: 5,
  amountCents: 10_000,
  paymentMethod: 'card',
  vat: null,
  vatNote: 'No VAT charged (flat-rate scheme)',
  business: { name: 'Chiara Lombardi', address: 'Via Roma 1, 20121 Milano', vatId: 'IT01234567890' },
  student: { name: 'Anna <Bianchi>', email: 'anna@example.com' },
  ...overrides,
});
const mailOf = (overrides: Partial<Receipt> = {}, language?: PaymentReceiptMail['language']): PaymentReceiptMail => ({
  kind: 'payment-receipt',
  to: 'anna@example.com',
  name: 'Anna Bianchi',
  receipt: receipt(overrides),
  language,
});

describe('the payment receipt mail', () => {
  it('when rendered, then both bodies carry the number, date, package, amount, VAT line and the business', () => {
    const mail = renderPaymentReceipt(mailOf(), 'Chiara Lombardi');

    expect(mail.subject).toBe('Your receipt 42: 5-Lesson Package');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ciao Anna,');
      expect(body).toContain('3 December 2026');
      expect(body).toContain('5-Lesson Package (5 credits)');
      expect(body).toContain('€100.00');
      expect(body).toContain('No VAT charged (flat-rate scheme)');
      expect(body).toContain('Via Roma 1, 20121 Milano, IT01234567890');
    }
    expect(mail.html).toContain('Anna &lt;Bianchi&gt;');
  });

  it('when prices include VAT, then the VAT inside the amount is shown to the cent', () => {
    const mail = renderPaymentReceipt(mailOf({ vat: { ratePercent: 22, amountCents: 1_803 } }), 'Chiara Lombardi');

    expect(mail.text).toContain('of which VAT (22%): €18.03');
  });

  it('when the student speaks Italian, then the words, the date and the amounts are Italian', () => {
    const mail = renderPaymentReceipt(
      mailOf({ packageName: 'Pacchetto da 5 lezioni', amountCents: 123_405, vatNote: 'IVA non applicata' }, 'it'),
      'Chiara Lombardi',
    );

    expect(mail.subject).toBe('La tua ricevuta 42: Pacchetto da 5 lezioni');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ciao Anna,');
      expect(body).toContain('grazie per il pagamento: i tuoi crediti sono pronti per prenotare le lezioni.');
      expect(body).toContain('Trovi la ricevuta anche tra i tuoi ordini, nella pagina dei pacchetti.');
    }
    expect(mail.text).toContain('Numero ricevuta: 42');
    expect(mail.text).toContain('Data: 3 dicembre 2026');
    expect(mail.text).toContain('Pacchetto: Pacchetto da 5 lezioni (5 crediti)');
    expect(mail.text).toContain('Pagamento: Carta');
    expect(mail.text).toContain('Importo: 1234,05\u00a0€');
    expect(mail.text).toContain('IVA: IVA non applicata');
    expect(mail.html).toContain(
      '<th scope="row" align="left">Intestata a</th><td>Anna &lt;Bianchi&gt; &lt;anna@example.com&gt;</td>',
    );
    expect(mail.html).toContain('<html lang="it">');
  });

  it('when an Italian receipt includes VAT, then its share is in Italian, to the cent', () => {
    const mail = renderPaymentReceipt(
      mailOf({ vat: { ratePercent: 22, amountCents: 1_803 }, paymentMethod: 'transfer', credits: 1 }, 'it'),
      'Chiara Lombardi',
    );

    expect(mail.text).toContain('di cui IVA (22%): 18,03\u00a0€');
    expect(mail.text).toContain('Pagamento: Bonifico o contanti');
    expect(mail.text).toContain('(1 credito)');
  });
});
