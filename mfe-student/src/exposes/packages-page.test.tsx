import { screen, waitFor, within } from '@testing-library/react';
import { switchLanguage } from '@lezioni/web-kit';
import userEvent from '@testing-library/user-event';
import type { CreditRecord, Order } from '@lezioni/contracts';
import { BOOKING_MESSAGES, PACKAGES, PRICING_OPTIONS } from '@lezioni/contracts/values';
import {
  TEST_STUDENT,
  mockFetch,
  renderWithProviders,
  testConfig,
  transferOrderFields,
  type MockHandler,
} from '@lezioni/web-kit/testing';
import { PackagesPage } from './packages-page';

const CONFIG = testConfig();
const IN_A_YEAR = new Date(Date.now() + 365 * 24 * 3_600_000).toISOString();
const REQUESTED: NonNullable<Order['refund']> = {
  id: 'r1',
  status: 'requested',
  amountCents: 6_000,
  lessonsUsed: 2,
  creditsWithdrawn: 3,
  requestedAt: '2030-01-03T10:00:00Z',
  decidedAt: null,
};

const order = (id: string, status: Order['status'], packageId: Order['packageId'] = 'five'): Order => ({
  id,
  packageId,
  credits: packageId === 'single' ? 1 : packageId === 'five' ? 5 : 10,
  priceEur: PACKAGES[packageId].priceEur,
  ...transferOrderFields(PACKAGES[packageId].priceEur),
  status,
  createdAt: '2030-01-01T10:00:00Z',
  decidedAt: status === 'pending' ? null : '2030-01-02T10:00:00Z',
});

function renderPackages(routes: Record<string, MockHandler> = {}, credits: CreditRecord[] = [], route = '/packages') {
  const network = mockFetch({
    'GET /api/my-credits': { body: credits },
    'GET /api/packages/orders': { body: [] },
    'GET /api/payments/methods': { body: { isCardAvailable: false, isDemoCard: false } },
    ...routes,
  });
  renderWithProviders(<PackagesPage user={TEST_STUDENT} config={CONFIG} />, { route });
  return network;
}

const ordersSection = () => screen.getByRole('region', { name: 'Your Orders' });

describe('PackagesPage', () => {
  it('when it opens, then the three packages show with prices, validity and the most popular one marked', async () => {
    renderPackages();

    const cards = PRICING_OPTIONS.map((option) => screen.getByRole('article', { name: option.name }));
    expect(cards[0]).toHaveTextContent('€20');
    expect(cards[0]).toHaveTextContent('1 credit, valid for 6 months');
    expect(cards[1]).toHaveTextContent('Most Popular');
    expect(cards[1]).toHaveTextContent('€100');
    expect(cards[1]).toHaveTextContent('6-month access');
    expect(cards[2]).toHaveTextContent('€200');
    expect(cards[2]).toHaveTextContent('10 credits, valid for 12 months');
    expect(cards[2]).not.toHaveTextContent('Most Popular');
    expect(
      screen.getByText(/Credits expire 6 months after purchase \(12 months for the 10-lesson package\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Cancel a lesson 24 hours or more before it starts/)).toBeInTheDocument();
    expect(await within(ordersSection()).findByText('You have not ordered a package yet.')).toBeInTheDocument();
  });

  it('when the student has credits, then it says how many are usable and until when', async () => {
    renderPackages({}, [
      { id: 'r1', remainingCredits: 4, expiryDate: IN_A_YEAR },
      { id: 'old', remainingCredits: 2, expiryDate: '2024-01-01T00:00:00Z' },
    ]);

    expect(await screen.findByText(/^You have \d/)).toHaveTextContent(/^You have 4 credits, valid until .+\.$/);
  });

  it('when credits expire on different dates, then it says how many expire first', async () => {
    renderPackages({}, [
      { id: 'r1', remainingCredits: 1, expiryDate: '2099-01-01T12:00:00Z' },
      { id: 'r2', remainingCredits: 5, expiryDate: '2099-06-01T12:00:00Z' },
    ]);

    expect(await screen.findByText(/^You have \d/)).toHaveTextContent(
      /^You have 6 credits\. 1 credit expires on .*2099.*\.$/,
    );
  });

  it('when a package is ordered, then its id is posted and the pending order is listed with how to pay', async () => {
    let orders: Order[] = [];
    const network = renderPackages({
      'GET /api/packages/orders': () => ({ body: orders }),
      'POST /api/packages/orders': () => {
        orders = [order('o1', 'pending', 'five')];
        return { status: 201, body: orders[0] };
      },
    });
    await within(ordersSection()).findByText('You have not ordered a package yet.');

    await userEvent.click(screen.getByRole('button', { name: 'Pay by bank transfer: 5-Lesson Package' }));
    expect(network.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(await screen.findByText('Order the 5-Lesson Package?')).toBeInTheDocument();
    expect(screen.getByText(/5 credits for €100, paid by bank transfer or cash/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, place the order' }));

    const pending = await within(ordersSection()).findByRole('article', { name: /^5-Lesson Package, ordered/ });
    expect(network.requests.find((r) => r.method === 'POST')?.body).toEqual({
      packageId: 'five',
      paymentMethod: 'transfer',
      withdrawalConsent: false,
    });
    expect(pending).toHaveTextContent('5 credits, €100');
    expect(pending).toHaveTextContent('Awaiting payment');
    expect(pending).toHaveTextContent('Pay €100 by bank transfer or in cash.');
    expect(pending).toHaveTextContent('Once Chiara Lombardi confirms your payment');
    expect(screen.getByRole('status')).toHaveTextContent('Order placed');
    expect(screen.getByRole('button', { name: 'Pay by bank transfer: Single Lesson' })).toBeDisabled();
  });

  it('when an order is already pending on the server, then its message shows as a toast', async () => {
    renderPackages({
      'POST /api/packages/orders': { status: 409, body: { error: BOOKING_MESSAGES.orderAlreadyPending } },
    });
    await within(ordersSection()).findByText('You have not ordered a package yet.');

    await userEvent.click(screen.getByRole('button', { name: 'Pay by bank transfer: Single Lesson' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, place the order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order not placed');
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.orderAlreadyPending);
  });

  it('when a pending order is cancelled, then it is listed as cancelled and packages can be ordered again', async () => {
    let orders = [order('o1', 'pending', 'ten'), order('o0', 'confirmed', 'single')];
    const network = renderPackages({
      'GET /api/packages/orders': () => ({ body: orders }),
      'POST /api/packages/orders/o1/cancel': () => {
        orders = [order('o1', 'cancelled', 'ten'), order('o0', 'confirmed', 'single')];
        return { body: orders[0] };
      },
    });
    const pending = await within(ordersSection()).findByRole('article', { name: /^10-Lesson Package/ });
    expect(screen.getByRole('button', { name: 'Pay by bank transfer: 10-Lesson Package' })).toBeDisabled();
    expect(within(ordersSection()).getByRole('article', { name: /^Single Lesson/ })).toHaveTextContent('Confirmed');

    await userEvent.click(within(pending).getByRole('button', { name: 'Cancel Order' }));

    await waitFor(() => expect(pending).toHaveTextContent('Cancelled'));
    expect(network.requests.some((r) => r.method === 'POST' && r.path === '/api/packages/orders/o1/cancel')).toBe(true);
    expect(within(pending).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay by bank transfer: 10-Lesson Package' })).toBeEnabled();
  });

  it('when the teacher confirmed the order just before the cancel, then the refusal shows as a toast', async () => {
    renderPackages({
      'GET /api/packages/orders': { body: [order('o1', 'pending')] },
      'POST /api/packages/orders/o1/cancel': { status: 409, body: { error: BOOKING_MESSAGES.orderNotPending } },
    });
    const pending = await within(ordersSection()).findByRole('article', { name: /^5-Lesson Package/ });

    await userEvent.click(within(pending).getByRole('button', { name: 'Cancel Order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order not cancelled');
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.orderNotPending);
  });

  describe('by card', () => {
    const CARDS = { 'GET /api/payments/methods': { body: { isCardAvailable: true, isDemoCard: false } } };

    it('when the withdrawal box is not ticked, then nothing is ordered and the student is told why', async () => {
      const network = renderPackages(CARDS);

      await userEvent.click(await screen.findByRole('button', { name: 'Pay by card: Single Lesson' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.withdrawalConsentRequired);
      expect(network.requests.some((r) => r.method === 'POST')).toBe(false);
    });

    it('when back from a paid checkout, then the page says the credits are ready once the order is confirmed', async () => {
      let status: Order['status'] = 'pending';
      renderPackages(
        { ...CARDS, 'GET /api/packages/orders/o1': () => ({ body: order('o1', status, 'five') }) },
        [],
        '/packages?paid=o1',
      );
      expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();

      status = 'confirmed';

      expect(
        await screen.findByText('Payment received, your 5 credits are ready', {}, { timeout: 3_000 }),
      ).toBeInTheDocument();
    });

    it('when back from a checkout left unpaid, then the page says the payment was not completed', async () => {
      renderPackages(CARDS, [], '/packages?cancelled=o1');

      expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
    });

    it('when a refund is asked, then it asks first, saying the amount and the credits withdrawn, and posts only on yes', async () => {
      const refundable: Order = {
        ...order('o1', 'confirmed', 'five'),
        paymentMethod: 'card',
        receiptNumber: 7,
        refundableUntil: IN_A_YEAR,
        refundOffer: { amountCents: 6_000, lessonsUsed: 2, creditsWithdrawn: 3 },
      };
      let orders: Order[] = [refundable];
      const network = renderPackages({
        ...CARDS,
        'GET /api/packages/orders': () => ({ body: orders }),
        'POST /api/packages/orders/o1/refund': () => {
          orders = [{ ...refundable, refundableUntil: null, refundOffer: null, refund: REQUESTED }];
          return { body: orders[0] };
        },
      });
      const paid = await within(ordersSection()).findByRole('article', { name: /^5-Lesson Package/ });
      expect(within(paid).getByRole('link', { name: 'Receipt 7' })).toHaveAttribute(
        'href',
        '/api/packages/orders/o1/receipt',
      );

      await userEvent.click(within(paid).getByRole('button', { name: 'Request a refund' }));

      const question = within(paid).getByRole('group', { name: 'Ask for a refund of €60?' });
      expect(question).toHaveAccessibleDescription(
        'Chiara Lombardi decides on it. If approved, €60 goes back to your card and your unused credits (3 credits) are withdrawn. Until then you can withdraw the request.',
      );
      expect(within(question).getByRole('button', { name: 'Yes, ask for a refund' })).toHaveFocus();
      await userEvent.click(within(question).getByRole('button', { name: 'Not now' }));
      expect(network.requests.some((r) => r.method === 'POST')).toBe(false);

      await userEvent.click(within(paid).getByRole('button', { name: 'Request a refund' }));
      await userEvent.click(within(paid).getByRole('button', { name: 'Yes, ask for a refund' }));

      await waitFor(() =>
        expect(paid).toHaveTextContent('Refund requested: waiting for the teacher: €60, 3 credits to be withdrawn.'),
      );
      expect(network.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
        '/api/packages/orders/o1/refund',
      ]);
    });

    it('when a waiting refund request is withdrawn, then it asks first, posts the withdrawal and the order is refundable again', async () => {
      const refundable: Order = {
        ...order('o1', 'confirmed', 'five'),
        refundableUntil: IN_A_YEAR,
        refundOffer: { amountCents: 10_000, lessonsUsed: 0, creditsWithdrawn: 5 },
      };
      let orders: Order[] = [{ ...refundable, refundableUntil: null, refundOffer: null, refund: REQUESTED }];
      const network = renderPackages({
        'GET /api/packages/orders': () => ({ body: orders }),
        'POST /api/packages/orders/o1/refund/withdraw': () => {
          orders = [refundable];
          return { body: refundable };
        },
      });
      const asked = await within(ordersSection()).findByRole('article', { name: /^5-Lesson Package/ });

      await userEvent.click(within(asked).getByRole('button', { name: 'Withdraw request' }));
      expect(within(asked).getByRole('group', { name: 'Withdraw your refund request?' })).toHaveAccessibleDescription(
        'Your order stays paid and your credits stay yours. You can ask again while the 14-day guarantee lasts.',
      );
      await userEvent.click(within(asked).getByRole('button', { name: 'Yes, withdraw it' }));

      expect(await within(asked).findByRole('button', { name: 'Request a refund' })).toBeInTheDocument();
      expect(asked).not.toHaveTextContent('Refund requested');
      expect(within(asked).queryByRole('button', { name: 'Withdraw request' })).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Refund request withdrawn');
      expect(network.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
        '/api/packages/orders/o1/refund/withdraw',
      ]);
    });

    it('when the teacher decided the request meanwhile, then the refused withdrawal shows the server’s reason', async () => {
      renderPackages({
        'GET /api/packages/orders': {
          body: [{ ...order('o1', 'confirmed', 'five'), refund: REQUESTED }],
        },
        'POST /api/packages/orders/o1/refund/withdraw': {
          status: 409,
          body: { error: BOOKING_MESSAGES.refundNotPending, code: 'refund_not_pending' },
        },
      });
      const asked = await within(ordersSection()).findByRole('article', { name: /^5-Lesson Package/ });

      await userEvent.click(within(asked).getByRole('button', { name: 'Withdraw request' }));
      await userEvent.click(within(asked).getByRole('button', { name: 'Yes, withdraw it' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Refund request not withdrawn');
      expect(alert).toHaveTextContent(BOOKING_MESSAGES.refundNotPending);
    });

    it('when a refund was approved, then the order reads Refunded with the amount, not Confirmed', async () => {
      const approved = { ...REQUESTED, status: 'refunded' as const, decidedAt: '2030-01-04T10:00:00Z' };
      renderPackages({
        'GET /api/packages/orders': {
          body: [
            { ...order('o1', 'confirmed', 'five'), refund: { ...approved, amountCents: 10_000, lessonsUsed: 0 } },
            { ...order('o2', 'confirmed', 'ten'), refund: approved },
          ],
        },
      });

      const whole = await within(ordersSection()).findByRole('article', { name: /^5-Lesson Package/ });
      const part = within(ordersSection()).getByRole('article', { name: /^10-Lesson Package/ });

      expect(whole).toHaveTextContent('Refunded €100');
      expect(part).toHaveTextContent('Partly refunded: €60');
      for (const card of [whole, part]) expect(card).not.toHaveTextContent('Confirmed');
    });
  });

  describe('bank transfer details', () => {
    it('when the operator configured the account, then a pending transfer order shows it with the amount and reference, and no chat hint', async () => {
      const bankTransfer = {
        accountHolder: 'Chiara Lombardi',
        iban: 'IT60 X054 2811 1010 0000 0123 456',
        bic: 'BPPIITRRXXX',
        amountCents: 10_000,
        reference: 'LEZ-3F2A1B9C',
      };
      renderPackages({ 'GET /api/packages/orders': { body: [{ ...order('o1', 'pending', 'five'), bankTransfer }] } });

      const pending = await within(ordersSection()).findByRole('article', { name: /^5-Lesson Package/ });

      const terms = within(pending).getAllByRole('term');
      const values = within(pending).getAllByRole('definition');
      expect(terms.map((term, index) => [term.textContent, values[index]?.textContent])).toEqual([
        ['Account holder', 'Chiara Lombardi'],
        ['IBAN', 'IT60 X054 2811 1010 0000 0123 456'],
        ['BIC', 'BPPIITRRXXX'],
        ['Amount', '€100'],
        ['Reference', 'LEZ-3F2A1B9C'],
      ]);
      expect(pending).toHaveTextContent('Pay €100 by bank transfer to:');
      expect(pending).toHaveTextContent('Write the reference on the transfer.');
      expect(pending).not.toHaveTextContent('in the chat');
    });

    it('when no account is configured, then the order says to ask the teacher in the chat', async () => {
      renderPackages({ 'GET /api/packages/orders': { body: [order('o1', 'pending', 'five')] } });

      const pending = await within(ordersSection()).findByRole('article', { name: /^5-Lesson Package/ });

      expect(pending).toHaveTextContent('Ask Chiara Lombardi in the chat for the bank details.');
      expect(within(pending).queryByText('IBAN')).not.toBeInTheDocument();
    });
  });
});

describe('PackagesPage: in Italian', () => {
  it('when the student reads Italian, then packages, prices, orders and rules are in Italian, prices as Italians write them', async () => {
    await switchLanguage('it');
    renderPackages({
      'GET /api/packages/orders': {
        body: [
          {
            ...order('o1', 'confirmed', 'five'),
            receiptNumber: 7,
            refundableUntil: IN_A_YEAR,
            refundOffer: { amountCents: 10_000, lessonsUsed: 0, creditsWithdrawn: 5 },
          },
        ],
      },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Pacchetti di lezioni' })).toBeInTheDocument();
    const single = screen.getByRole('article', { name: 'Lezione singola' });
    expect(single).toHaveTextContent('20 €');
    expect(single).toHaveTextContent('1 credito, valido per 6 mesi');
    const five = screen.getByRole('article', { name: 'Pacchetto da 5 lezioni' });
    expect(five).toHaveTextContent('Il più scelto');
    expect(five).toHaveTextContent('5 crediti, validi per 6 mesi');
    expect(
      within(five).getByRole('button', { name: 'Paga con bonifico bancario: Pacchetto da 5 lezioni' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/I crediti scadono 6 mesi dopo l’acquisto/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Termini di servizio' })).toHaveAttribute('href', '/terms');

    const paid = await within(screen.getByRole('region', { name: 'I tuoi ordini' })).findByRole('article', {
      name: /^Pacchetto da 5 lezioni, ordinato il 1 gennaio 2030$/,
    });
    expect(paid).toHaveTextContent('Pacchetto da 5 lezioni: 5 crediti, 100 €');
    expect(paid).toHaveTextContent('Confermato');
    expect(paid).toHaveTextContent('Ordinato il 1 gennaio 2030, confermato il 2 gennaio 2030');
    expect(within(paid).getByText('2 gennaio 2030')).toHaveAttribute('datetime', '2030-01-02T10:00:00Z');
    expect(within(paid).getByRole('link', { name: 'Ricevuta 7' })).toBeInTheDocument();
    await userEvent.click(within(paid).getByRole('button', { name: 'Chiedi un rimborso' }));
    expect(
      within(paid).getByRole('group', { name: 'Chiedere un rimborso di 100\u00a0€?' }),
    ).toHaveAccessibleDescription(
      'Decide Chiara Lombardi. Se lo approva, Chiara Lombardi ti restituisce 100\u00a0€ con bonifico e i crediti non usati (5 crediti) vengono ritirati. Fino ad allora puoi ritirare la richiesta.',
    );
  });
});
