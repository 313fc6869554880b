import type { PaymentMethod } from '@lezioni/contracts';
import type { Db } from './db';

/** Money received for orders: one row per order, Stripe's payment intent and event at most once each. */
export function createPaymentsRepository(db: Db) {
  return {
    /**
     * Records a payment unless one exists for the order, the payment intent or the event (any of the
     * unique indexes: a replay, a reordered twin event, a concurrent delivery): true when recorded.
     */
    async record(payment: {
      orderId: string;
      studentId: string;
      method: PaymentMethod;
      amountCents: number;
      stripePaymentIntent: string | null;
      stripeEventId: string | null;
      paidAt: Date;
    }): Promise<boolean> {
      const result = await db
        .insertInto('payments')
        .values({
          order_id: payment.orderId,
          student_id: payment.studentId,
          method: payment.method,
          amount_cents: payment.amountCents,
          stripe_payment_intent: payment.stripePaymentIntent,
          stripe_event_id: payment.stripeEventId,
          paid_at: payment.paidAt,
        })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return result.numInsertedOrUpdatedRows === 1n;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
