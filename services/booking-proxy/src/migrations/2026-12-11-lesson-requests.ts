import { sql, type Kysely } from 'kysely';

/**
 * Booking with the teacher's own calendar (issue 44). A student's request holds a credit (the
 * ledger's `hold`, given back by a `release`) and its time; approved, it becomes a lesson of the
 * calendar copy under the same id, whose `source` says it is the platform's own. A request to move
 * a lesson holds the new time only (the lesson keeps its credit) and names the lesson. Two requests that
 * hold time (pending or approved) never overlap, the lesson and the buffer after it: PostgreSQL
 * refuses the second, however many students race for one slot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('source', 'text', (col) =>
      col
        .notNull()
        .defaultTo('tidycal')
        .check(sql`source in ('tidycal', 'builtin')`),
    )
    // How often the lesson was changed here (moved, cancelled): its events' SEQUENCE, which a
    // calendar compares to take an update of the same UID.
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // Her setting: requests of students who have had a lesson are approved at once.
  await db.schema
    .alterTable('schedule')
    .addColumn('auto_approve_returning', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('lesson_requests')
    // `lz-` and a UUID: the lesson's id in the copy once approved, never one of TidyCal's.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    // The lesson it is for: its own id for a new lesson, the lesson's for a request to move one.
    .addColumn('lesson_id', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull().check(sql`duration_minutes in (25, 50, 75)`))
    // The lesson and the buffer after it, as the teacher's week had it when asked.
    .addColumn('held', sql`tstzrange`, (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'approved', 'declined', 'expired', 'cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint('lesson_requests_decided_unless_pending', sql`(status = 'pending') = (decided_at is null)`)
    .addCheckConstraint('lesson_requests_ends_after_start', sql`ends_at > starts_at`)
    .execute();
  await sql`alter table lesson_requests add constraint lesson_requests_one_holder_per_time
    exclude using gist (held with &&) where (status in ('pending', 'approved'))`.execute(db);
  await sql`create index lesson_requests_pending_starts_at on lesson_requests (starts_at) where status = 'pending'`.execute(
    db,
  );
  await db.schema.createIndex('lesson_requests_lesson_id').on('lesson_requests').column('lesson_id').execute();
  await db.schema
    .createIndex('lesson_requests_student_starts_at')
    .on('lesson_requests')
    .columns(['student_id', 'starts_at'])
    .execute();

  // A request holds a credit while pending (`hold`, -1) and gives it back when it ends unapproved or
  // is approved (`release`, +1; the lesson then consumes one): each once per request.
  await sql`alter table ledger_entries drop constraint ledger_entries_kind_check`.execute(db);
  await sql`alter table ledger_entries drop constraint ledger_entries_kind_credits`.execute(db);
  await sql`alter table ledger_entries add constraint ledger_entries_kind_check
    check (kind in ('grant', 'consume', 'refund', 'forfeit', 'expire', 'withdraw', 'hold', 'release'))`.execute(db);
  await sql`alter table ledger_entries add constraint ledger_entries_kind_credits check (case kind
    when 'grant' then credits > 0 and booking_id is null
    when 'consume' then credits = -1 and booking_id is not null
    when 'refund' then credits = 1 and booking_id is not null
    when 'forfeit' then credits = 0 and booking_id is not null
    when 'expire' then credits < 0 and (booking_id is null or credits = -1)
    when 'withdraw' then credits <= 0 and booking_id is null
    when 'hold' then credits = -1 and booking_id is not null
    when 'release' then credits = 1 and booking_id is not null
  end)`.execute(db);
  await sql`create unique index ledger_one_hold_per_request on ledger_entries (booking_id) where kind = 'hold'`.execute(
    db,
  );
  await sql`create unique index ledger_one_release_per_request on ledger_entries (booking_id) where kind = 'release'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from ledger_entries where kind in ('hold', 'release')`.execute(db);
  await sql`drop index ledger_one_hold_per_request`.execute(db);
  await sql`drop index ledger_one_release_per_request`.execute(db);
  await db.schema.dropTable('lesson_requests').execute();
  await db.schema.alterTable('bookings').dropColumn('source').dropColumn('sequence').execute();
  await db.schema.alterTable('schedule').dropColumn('auto_approve_returning').execute();
}
