import { escapeHtml } from '@lezioni/contracts/values';
import type { FakeCheckoutSession } from './stripe-objects';

/** Integer cents as euros for the page, without floating point. */
const formatAmount = (cents: number, currency: string) =>
  `${currency === 'eur' ? '€' : `${currency.toUpperCase()} `}${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The fake's hosted checkout page, where Stripe's would take a card: the item and amount, "Pay" and
 * a way back. Plain HTML, no script, usable by keyboard; says plainly that no card is charged.
 */
export function renderCheckoutPage(session: FakeCheckoutSession): string {
  const amount = formatAmount(session.amount_total, session.currency);
  const body =
    session.status === 'open'
      ? `<form method="post" action="/checkout/${escapeHtml(session.id)}/pay">
      <button type="submit">Pay ${escapeHtml(amount)}</button>
    </form>
    ${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>` : ''}`
      : `<p role="status">This checkout is ${session.status === 'complete' ? 'paid' : 'no longer open'}.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Checkout: ${escapeHtml(session.productName)}</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 28rem; padding: 2rem 1rem; color: #1a1a1a; }
    button { font: inherit; padding: 0.75rem 1.5rem; background: #1f6f5c; color: #fff; border: 0; border-radius: 6px; width: 100%; }
    button:focus-visible, a:focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
    a { color: #0b4f9c; }
    .note { color: #4a4a4a; font-size: 0.9rem; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(session.productName)}</h1>
    <p>Amount: <strong>${escapeHtml(amount)}</strong></p>
    <p class="note">Test checkout: no card is charged and no money moves.</p>
    ${body}
  </main>
</body>
</html>`;
}
