import { sql, type Kysely } from 'kysely';

/**
 * Payments by card (Stripe) beside bank transfers, refunds, and the ledger's `withdraw` row
 * (ARCHITECTURE D24). Amounts are integer cents. Stripe's ids are unique, so a replayed, reordered or
 * concurrent event can record a payment only once; `payments.order_id` unique grants an order once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('payment_method', 'text', (col) =>
      col
        .notNull()
        .defaultTo('transfer')
        .check(sql`payment_method in ('card', 'transfer')`),
    )
    // The student's consent to start lessons within the withdrawal period (EU), as asked at checkout.
    .addColumn('withdrawal_consent_at', 'timestamptz')
    .addColumn('stripe_session_id', 'text', (col) => col.unique())
    .addColumn('checkout_url', 'text')
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull().check(sql`method in ('card', 'transfer')`))
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('eur'))
    .addColumn('stripe_payment_intent', 'text', (col) => col.unique())
    // The event that recorded it; null when reconciliation found it (its event was lost).
    .addColumn('stripe_event_id', 'text', (col) => col.unique())
    .addColumn('paid_at', 'timestamptz', (col) => col.notNull())
    .addColumn('receipt_number', 'integer', (col) => col.notNull().unique().generatedAlwaysAsIdentity())
    .execute();
  await db.schema.createIndex('payments_paid_at').on('payments').column('paid_at').execute();
  // Payments made before this migration were the teacher's confirmations: one per confirmed order.
  await sql`
    insert into payments (order_id, student_id, method, amount_cents, paid_at)
    select id, student_id, 'transfer', price_eur * 100, decided_at from orders where status = 'confirmed' and price_eur > 0
    order by decided_at
  `.execute(db);

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('payment_id', 'uuid', (col) => col.notNull().unique().references('payments.id'))
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('requested', 'processing', 'refunded', 'to_refund_by_transfer', 'rejected')`),
    )
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents >= 0`))
    .addColumn('lessons_used', 'integer', (col) => col.notNull().check(sql`lessons_used >= 0`))
    .addColumn('credits_withdrawn', 'integer', (col) => col.notNull().check(sql`credits_withdrawn >= 0`))
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('stripe_refund_id', 'text', (col) => col.unique())
    .addCheckConstraint('refunds_decided_unless_requested', sql`(status = 'requested') = (decided_at is null)`)
    .execute();
  await db.schema.createIndex('refunds_decided_at').on('refunds').column('decided_at').execute();

  // A refund takes back what is left of the order's lot: one `withdraw` row per lot.
  await sql`alter table ledger_entries drop constraint ledger_entries_kind_check`.execute(db);
  await sql`alter table ledger_entries drop constraint ledger_entries_kind_credits`.execute(db);
  await sql`alter table ledger_entries add constraint ledger_entries_kind_check
    check (kind in ('grant', 'consume', 'refund', 'forfeit', 'expire', 'withdraw'))`.execute(db);
  await sql`alter table ledger_entries add constraint ledger_entries_kind_credits check (case kind
    when 'grant' then credits > 0 and booking_id is null
    when 'consume' then credits = -1 and booking_id is not null
    when 'refund' then credits = 1 and booking_id is not null
    when 'forfeit' then credits = 0 and booking_id is not null
    when 'expire' then credits < 0 and (booking_id is null or credits = -1)
    when 'withdraw' then credits <= 0 and booking_id is null
  end)`.execute(db);
  await sql`create unique index ledger_one_withdraw_per_lot on ledger_entries (lot_id) where kind = 'withdraw'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from ledger_entries where kind = 'withdraw'`.execute(db);
  await sql`drop index ledger_one_withdraw_per_lot`.execute(db);
  await db.schema.dropTable('refunds').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('payment_method')
    .dropColumn('withdrawal_consent_at')
    .dropColumn('stripe_session_id')
    .dropColumn('checkout_url')
    .execute();
}
