import { screen } from '@testing-library/react';
import type { PaymentProblem } from '@lezioni/contracts';
import { renderWithProviders } from '@lezioni/web-kit/testing';
import { PaymentProblems } from './payment-problems';

const problem = (overrides: Partial<PaymentProblem> = {}): PaymentProblem => ({
  id: 'p1',
  orderId: 'o1',
  packageId: 'ten',
  student: { id: 's1', name: 'Emma Walker', email: 'emma@example.com' },
  kind: 'not_its_checkout',
  reference: 'pi_3Forged',
  amountCents: 20_000,
  currency: 'eur',
  recordedAt: '2030-05-02T10:00:00Z',
  ...overrides,
});

describe("the Payments tab's refused card payments (issue 47)", () => {
  it('when Stripe payments granted nothing, then the teacher reads each, why, and its Stripe reference', async () => {
    renderWithProviders(
      <PaymentProblems
        problems={[problem(), problem({ id: 'p2', kind: 'wrong_amount', currency: 'usd', reference: 'cs_Other' })]}
      />,
    );

    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('2 card payments granted nothing');
    expect(note).toHaveTextContent(
      "€200 for Emma Walker's order (10-Lesson Package): the payment was not made through this order's checkout. Stripe reference: pi_3Forged",
    );
    expect(note).toHaveTextContent('200.00 USD');
    expect(note).toHaveTextContent("the amount or currency differs from the order's");
  });

  it('when there are none, then nothing is shown', () => {
    renderWithProviders(<PaymentProblems problems={[]} />);

    expect(screen.queryByRole('note')).toBeNull();
  });
});
