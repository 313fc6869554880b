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
const mailOf = (overrides: Partial<Receipt> = {}): PaymentReceiptMail => ({
  kind: 'payment-receipt',
  to: 'anna@example.com',
  name: 'Anna Bianchi',
  receipt: receipt(overrides),
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
});
