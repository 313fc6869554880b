import { sql } from 'kysely';
import type { PaymentMethod } from '@lezioni/contracts';
import type { Db } from '../../shared/data/db';
import { monthInRome } from '../../shared/data/month-in-rome';

/** Money received for orders: one row per order, Stripe's payment intent and event at most once each; the month's revenue. */
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

    /** Cents received this calendar month in Rome, minus the refunds approved this month. */
    async revenueThisMonthCents(now: Date): Promise<number> {
      const month = monthInRome(now);
      const { rows } = await sql<{ cents: number }>`
        select
          (select coalesce(sum(amount_cents), 0) from payments where paid_at >= ${month.start} and paid_at < ${month.end})
          - (select coalesce(sum(amount_cents), 0) from refunds
             where status in ('processing', 'refunded', 'to_refund_by_transfer')
               and decided_at >= ${month.start} and decided_at < ${month.end})
          as cents
      `.execute(db);
      return Number(rows[0]!.cents);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
