import type { PaymentProblem } from '@lezioni/contracts';
import type { Db, PaymentProblemKind } from '../../shared/data/db';

/** Stripe payments the grant rule refused (payments/domain/payments.ts), for the teacher's Payments tab. */
export function createPaymentProblemsRepository(db: Db) {
  return {
    /** Records a refused payment once per order and Stripe reference (retries and the reconciliation add nothing): true when new. */
    async record(problem: {
      orderId: string;
      reference: string;
      kind: PaymentProblemKind;
      amountCents: number;
      currency: string;
      stripeEventId: string | null;
      recordedAt: Date;
    }): Promise<boolean> {
      const result = await db
        .insertInto('payment_problems')
        .values({
          order_id: problem.orderId,
          reference: problem.reference,
          kind: problem.kind,
          amount_cents: problem.amountCents,
          currency: problem.currency,
          stripe_event_id: problem.stripeEventId,
          recorded_at: problem.recordedAt,
        })
        .onConflict((conflict) => conflict.columns(['order_id', 'reference']).doNothing())
        .executeTakeFirst();
      return result.numInsertedOrUpdatedRows === 1n;
    },

    /** The latest `limit`, newest first, each with its order's package and student id. */
    async latest(limit: number): Promise<Array<Omit<PaymentProblem, 'student'> & { studentId: string }>> {
      const rows = await db
        .selectFrom('payment_problems as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select([
          'p.id',
          'p.order_id',
          'p.kind',
          'p.reference',
          'p.amount_cents',
          'p.currency',
          'p.recorded_at',
          'o.package_id',
          'o.student_id',
        ])
        .orderBy('p.recorded_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        orderId: row.order_id,
        packageId: row.package_id,
        studentId: row.student_id,
        kind: row.kind,
        reference: row.reference,
        amountCents: row.amount_cents,
        currency: row.currency,
        recordedAt: row.recorded_at.toISOString(),
      }));
    },
  };
}
export type PaymentProblemsRepository = ReturnType<typeof createPaymentProblemsRepository>;
