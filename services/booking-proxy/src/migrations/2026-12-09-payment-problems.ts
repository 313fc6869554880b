import { sql, type Kysely } from 'kysely';

/**
 * Issue 47: a Stripe payment that the grant rule refused (not the order's checkout, another amount or
 * currency, an order no longer awaiting payment, not a card order). Nothing is granted; the teacher
 * sees the row in her Payments tab. One row per order and Stripe reference (the payment intent, or
 * the session when none is known), so the webhook's retries and the reconciliation record it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_problems')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id'))
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('not_card_order', 'not_its_checkout', 'wrong_amount', 'not_awaiting_payment')`),
    )
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('stripe_event_id', 'text')
    .addColumn('recorded_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('payment_problems_order_reference', ['order_id', 'reference'])
    .execute();
  await db.schema.createIndex('payment_problems_recorded_at').on('payment_problems').column('recorded_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_problems').execute();
}
