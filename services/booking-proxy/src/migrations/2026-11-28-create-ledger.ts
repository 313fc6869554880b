import { sql, type Kysely } from 'kysely';

/** Orders, the credit lots confirmed orders grant, and the ledger every credit change is a row of (spec §9). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('package_id', 'text', (col) => col.notNull().check(sql`package_id in ('single', 'five', 'ten')`))
    .addColumn('credits', 'integer', (col) => col.notNull().check(sql`credits > 0`))
    // Whole euros: every package's price is one, and sums stay exact integers.
    .addColumn('price_eur', 'integer', (col) => col.notNull().check(sql`price_eur >= 0`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'confirmed', 'cancelled')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint('orders_decided_unless_pending', sql`(status = 'pending') = (decided_at is null)`)
    .execute();
  // One order awaiting payment per student, even when two requests race.
  await sql`create unique index orders_one_pending_per_student on orders (student_id) where status = 'pending'`.execute(
    db,
  );
  await db.schema.createIndex('orders_student_created_at').on('orders').columns(['student_id', 'created_at']).execute();
  // The teacher's list (pending oldest first, latest decided) and the month's revenue.
  await sql`create index orders_pending_created_at on orders (created_at) where status = 'pending'`.execute(db);
  await sql`create index orders_decided_at on orders (decided_at desc) where status <> 'pending'`.execute(db);

  await db.schema
    .createTable('credit_lots')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    // Unique: confirming an order twice can never grant its credits twice.
    .addColumn('order_id', 'uuid', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('credits', 'integer', (col) => col.notNull().check(sql`credits > 0`))
    .addColumn('granted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('credit_lots_expire_after_grant', sql`expires_at > granted_at`)
    .execute();
  await db.schema
    .createIndex('credit_lots_student_expires_at')
    .on('credit_lots')
    .columns(['student_id', 'expires_at'])
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('lot_id', 'uuid', (col) => col.notNull().references('credit_lots.id'))
    // TidyCal's booking id; no foreign key: the calendar copy is refreshed by the sync, the ledger is history.
    .addColumn('booking_id', 'text')
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('grant', 'consume', 'refund', 'forfeit', 'expire')`),
    )
    .addColumn('credits', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'ledger_entries_kind_credits',
      sql`case kind
        when 'grant' then credits > 0 and booking_id is null
        when 'consume' then credits = -1 and booking_id is not null
        when 'refund' then credits = 1 and booking_id is not null
        when 'forfeit' then credits = 0 and booking_id is not null
        when 'expire' then credits < 0 and (booking_id is null or credits = -1)
      end`,
    )
    .execute();
  // Exactly once by construction: a replayed or concurrent settlement inserts nothing.
  await sql`create unique index ledger_one_grant_per_lot on ledger_entries (lot_id) where kind = 'grant'`.execute(db);
  await sql`create unique index ledger_one_consume_per_booking on ledger_entries (booking_id) where kind = 'consume'`.execute(
    db,
  );
  await sql`create unique index ledger_one_settlement_per_booking on ledger_entries (booking_id) where kind in ('refund', 'forfeit')`.execute(
    db,
  );
  await sql`create unique index ledger_one_expire_per_lot on ledger_entries (lot_id) where kind = 'expire' and booking_id is null`.execute(
    db,
  );
  // A refund landing in an already expired lot is expired at once, once per booking.
  await sql`create unique index ledger_one_expire_per_refund on ledger_entries (booking_id) where kind = 'expire' and booking_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('ledger_entries_lot').on('ledger_entries').column('lot_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('credit_lots').execute();
  await db.schema.dropTable('orders').execute();
}
