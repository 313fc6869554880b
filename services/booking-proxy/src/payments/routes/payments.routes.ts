import { BOOKING_MESSAGES, STRIPE_WEBHOOK_PATH, type PaymentMethods } from '@lezioni/contracts';
import { AppError, NO_STORE, notFound, createRouter } from '@lezioni/service-kit';
import type { PaymentsDeps } from '../domain/deps';
import { applyStripeEvent, paymentMethodsOf } from '../domain/payments';

/**
 * GET /api/payments/methods (anyone: whether cards are offered), and Stripe's webhook: public, its
 * signature checked on the body's bytes; 400 for a bad one, 200 once applied, and any failure a 5xx
 * so that Stripe sends the event again.
 */
export function createPaymentsRouter(deps: PaymentsDeps) {
  const router = createRouter();

  router.get('/api/payments/methods', (_req, res) => {
    const body: PaymentMethods = paymentMethodsOf(deps);
    res.set(NO_STORE).json(body);
  });

  router.post(STRIPE_WEBHOOK_PATH, async (req, res) => {
    const stripe = deps.cardPayments.stripe;
    if (!stripe) throw notFound();
    const event = stripe.readEvent(req.rawBody ?? Buffer.alloc(0), req.get('stripe-signature'));
    if (!event) {
      // Logged without the body: whoever sent it, nothing in it is believed.
      deps.logger.warn('stripe webhook refused: its signature does not verify');
      throw new AppError('bad_signature', BOOKING_MESSAGES.badSignature);
    }
    await applyStripeEvent(deps, event);
    res.json({ received: true });
  });

  return router;
}
