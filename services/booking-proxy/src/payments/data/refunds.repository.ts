import type { RefundStatus } from '@lezioni/contracts';
import type { Db } from '../../shared/data/db';

/** Money-back requests, one per order, and what became of each. */
export function createRefundsRepository(db: Db) {
  return {
    /** A new request; false when the order already has one. */
    async request(refund: {
      orderId: string;
      paymentId: string;
      studentId: string;
      amountCents: number;
      lessonsUsed: number;
      creditsWithdrawn: number;
      at: Date;
    }): Promise<boolean> {
      const result = await db
        .insertInto('refunds')
        .values({
          order_id: refund.orderId,
          payment_id: refund.paymentId,
          student_id: refund.studentId,
          status: 'requested',
          amount_cents: refund.amountCents,
          lessons_used: refund.lessonsUsed,
          credits_withdrawn: refund.creditsWithdrawn,
          requested_at: refund.at,
          decided_at: null,
          stripe_refund_id: null,
        })
        .onConflict((conflict) => conflict.column('order_id').doNothing())
        .executeTakeFirst();
      return result.numInsertedOrUpdatedRows === 1n;
    },

    /**
     * Decides a request still `requested`, with the figures of the moment it is decided: true when
     * this call decided it (a concurrent approval finds it decided).
     */
    async decide(
      orderId: string,
      outcome: {
        status: Exclude<RefundStatus, 'requested'>;
        amountCents: number;
        lessonsUsed: number;
        creditsWithdrawn: number;
        at: Date;
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable('refunds')
        .set({
          status: outcome.status,
          amount_cents: outcome.amountCents,
          lessons_used: outcome.lessonsUsed,
          credits_withdrawn: outcome.creditsWithdrawn,
          decided_at: outcome.at,
        })
        .where('order_id', '=', orderId)
        .where('status', '=', 'requested')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Takes back a request still `requested`: true when this call did (a decided one stays). */
    async withdraw(orderId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('refunds')
        .where('order_id', '=', orderId)
        .where('status', '=', 'requested')
        .executeTakeFirst();
      return result.numDeletedRows === 1n;
    },

    /** Stripe took the refund: `processing` becomes `refunded`. */
    async markRefunded(orderId: string, stripeRefundId: string): Promise<void> {
      await db
        .updateTable('refunds')
        .set({ status: 'refunded', stripe_refund_id: stripeRefundId })
        .where('order_id', '=', orderId)
        .where('status', '=', 'processing')
        .execute();
    },

    /** Approved card refunds Stripe has not confirmed yet (its call failed): retried by the reconciliation. */
    async processingOrderIds(): Promise<string[]> {
      const rows = await db.selectFrom('refunds').select('order_id').where('status', '=', 'processing').execute();
      return rows.map((row) => row.order_id);
    },
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
