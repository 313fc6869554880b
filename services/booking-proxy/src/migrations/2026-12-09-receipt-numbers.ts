import { sql, type Kysely } from 'kysely';

/**
 * Issue 48: receipts numbered without gaps within each year (Italy's consecutive numbering of fiscal
 * documents). The identity column took a number at every insert it tried, so a replayed webhook (an
 * insert that found its payment already there) or a rolled-back grant left a hole. A receipt's number
 * now comes from `receipt_counters`, one row per year, taken in the transaction that issues it: the
 * row stays locked until that transaction ends, and a rollback gives the number back. Receipts
 * already issued keep their numbers (fiscal documents are never renumbered); each year's counter
 * goes on from the highest number issued in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments alter column receipt_number drop identity`.execute(db);
  await sql`alter table payments drop constraint payments_receipt_number_key`.execute(db);
  // Set in the transaction that records the payment, right after it (receiptNumbers.issue).
  await sql`alter table payments alter column receipt_number drop not null`.execute(db);
  await db.schema.alterTable('payments').addColumn('receipt_year', 'integer').execute();
  await sql`update payments set receipt_year = extract(year from paid_at at time zone 'Europe/Rome')`.execute(db);
  await sql`alter table payments add constraint payments_receipt_year_number unique (receipt_year, receipt_number)`.execute(
    db,
  );
  await sql`alter table payments add constraint payments_receipt_numbered
    check ((receipt_number is null) = (receipt_year is null) and (receipt_number is null or receipt_number > 0))`.execute(
    db,
  );

  await db.schema
    .createTable('receipt_counters')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull().check(sql`last_number > 0`))
    .execute();
  await sql`insert into receipt_counters (year, last_number)
    select receipt_year, max(receipt_number) from payments group by receipt_year`.execute(db);
}

/** Back to one identity numbering across years; refused while two years share a number. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('receipt_counters').execute();
  await sql`alter table payments drop constraint payments_receipt_numbered`.execute(db);
  await sql`alter table payments drop constraint payments_receipt_year_number`.execute(db);
  await db.schema.alterTable('payments').dropColumn('receipt_year').execute();
  await sql`alter table payments alter column receipt_number set not null`.execute(db);
  await sql`alter table payments add constraint payments_receipt_number_key unique (receipt_number)`.execute(db);
  await sql`alter table payments alter column receipt_number add generated always as identity`.execute(db);
  await sql`select setval(pg_get_serial_sequence('payments', 'receipt_number'), coalesce(max(receipt_number), 0) + 1, false)
    from payments`.execute(db);
}
