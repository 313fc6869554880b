import type { CreditsData, CreditsSettings } from '../../credits/domain/deps';
import type { DepsOf } from '../../shared/domain/deps';
import type { PaymentProblemsRepository } from '../data/payment-problems.repository';
import type { RefundsRepository } from '../data/refunds.repository';
import type { StripeClient } from '../data/stripe.client';

/** Credits' repositories, the card payments the grant rule refused, and the refunds. */
export type PaymentsData = CreditsData & { paymentProblems: PaymentProblemsRepository; refunds: RefundsRepository };

export type PaymentsSettings = CreditsSettings & {
  /** Card payments (ARCHITECTURE D24). */
  cardPayments: {
    /** Null when no STRIPE_SECRET_KEY is configured: card payment is not offered. */
    stripe: StripeClient | null;
    /** Stripe is npm start's local demo checkout (STRIPE_DEMO). */
    isDemo: boolean;
    /** Where Stripe's checkout sends the student back: /packages?paid=<order> or ?cancelled=<order> (APP_URL). */
    returnUrl: (outcome: 'paid' | 'cancelled', orderId: string) => string;
    /** Refund requests of at most this many cents are approved without the teacher (0: none). */
    autoApproveRefundMaxCents: number;
  };
};

/** What the use cases of paying (by card at Stripe, by transfer) and of refunds are given. */
export type PaymentsDeps = DepsOf<PaymentsData> & PaymentsSettings;
