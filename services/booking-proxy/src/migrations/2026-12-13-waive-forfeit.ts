import { sql, type Kysely } from 'kysely';

/**
 * The teacher waives a forfeit (issue 44): a lesson cancelled too late kept its credit (`forfeit`,
 * 0), and she gives it back after all (`waive`, +1), once per lesson.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_entries drop constraint ledger_entries_kind_check`.execute(db);
  await sql`alter table ledger_entries drop constraint ledger_entries_kind_credits`.execute(db);
  await sql`alter table ledger_entries add constraint ledger_entries_kind_check
    check (kind in ('grant', 'consume', 'refund', 'forfeit', 'expire', 'withdraw', 'hold', 'release', 'waive'))`.execute(
    db,
  );
  await sql`alter table ledger_entries add constraint ledger_entries_kind_credits check (case kind
    when 'grant' then credits > 0 and booking_id is null
    when 'consume' then credits = -1 and booking_id is not null
    when 'refund' then credits = 1 and booking_id is not null
    when 'forfeit' then credits = 0 and booking_id is not null
    when 'expire' then credits < 0 and (booking_id is null or credits = -1)
    when 'withdraw' then credits <= 0 and booking_id is null
    when 'hold' then credits = -1 and booking_id is not null
    when 'release' then credits = 1 and booking_id is not null
    when 'waive' then credits = 1 and booking_id is not null
  end)`.execute(db);
  await sql`create unique index ledger_one_waive_per_booking on ledger_entries (booking_id) where kind = 'waive'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from ledger_entries where kind = 'waive'`.execute(db);
  await sql`drop index ledger_one_waive_per_booking`.execute(db);
  await sql`alter table ledger_entries drop constraint ledger_entries_kind_check`.execute(db);
  await sql`alter table ledger_entries add constraint ledger_entries_kind_check
    check (kind in ('grant', 'consume', 'refund', 'forfeit', 'expire', 'withdraw', 'hold', 'release'))`.execute(db);
}
