import { sql, type Kysely } from 'kysely';

/**
 * The waitlist (issue 44). A student's entry names hours (an instant range) and a lesson length;
 * entries wait in the order they were made. A time that frees within them is offered to the first
 * by a row of `lesson_requests` in status `offered`: it holds the time under the same exclusion
 * constraint as pending and approved requests, so no request, and no other offer, can take it
 * while it lasts; taken, the same row becomes the pending request, so the hold never lets go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull().check(sql`duration_minutes in (25, 50, 75)`))
    // waiting; taken (an offer became her request), left (she left it), lapsed (an offer went untaken).
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('waiting', 'taken', 'left', 'lapsed')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addCheckConstraint('waitlist_entries_ended_unless_waiting', sql`(status = 'waiting') = (ended_at is null)`)
    .addCheckConstraint('waitlist_entries_ends_after_start', sql`ends_at > starts_at`)
    .execute();
  await sql`create index waitlist_entries_waiting on waitlist_entries (created_at) where status = 'waiting'`.execute(
    db,
  );
  await sql`create index waitlist_entries_student on waitlist_entries (student_id) where status = 'waiting'`.execute(
    db,
  );

  await db.schema
    .alterTable('lesson_requests')
    // An offer's entry, kept once the offer is taken (the request came from the waitlist).
    .addColumn('waitlist_entry_id', 'uuid', (col) => col.references('waitlist_entries.id'))
    .addColumn('offered_until', 'timestamptz')
    .execute();
  await sql`alter table lesson_requests drop constraint lesson_requests_status_check`.execute(db);
  await sql`alter table lesson_requests add constraint lesson_requests_status_check
    check (status in ('pending', 'approved', 'declined', 'expired', 'cancelled', 'offered', 'lapsed'))`.execute(db);
  await sql`alter table lesson_requests drop constraint lesson_requests_decided_unless_pending`.execute(db);
  await sql`alter table lesson_requests add constraint lesson_requests_decided_unless_pending
    check ((status in ('pending', 'offered')) = (decided_at is null))`.execute(db);
  await sql`alter table lesson_requests add constraint lesson_requests_offer_has_entry
    check (status <> 'offered' or (waitlist_entry_id is not null and offered_until is not null))`.execute(db);
  await sql`alter table lesson_requests drop constraint lesson_requests_one_holder_per_time`.execute(db);
  await sql`alter table lesson_requests add constraint lesson_requests_one_holder_per_time
    exclude using gist (held with &&) where (status in ('pending', 'approved', 'offered'))`.execute(db);
  // An entry is offered one time at once.
  await sql`create unique index lesson_requests_one_offer_per_entry on lesson_requests (waitlist_entry_id)
    where status = 'offered'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from lesson_requests where status in ('offered', 'lapsed')`.execute(db);
  await sql`drop index lesson_requests_one_offer_per_entry`.execute(db);
  await sql`alter table lesson_requests drop constraint lesson_requests_one_holder_per_time`.execute(db);
  await sql`alter table lesson_requests add constraint lesson_requests_one_holder_per_time
    exclude using gist (held with &&) where (status in ('pending', 'approved'))`.execute(db);
  await sql`alter table lesson_requests drop constraint lesson_requests_offer_has_entry`.execute(db);
  await sql`alter table lesson_requests drop constraint lesson_requests_decided_unless_pending`.execute(db);
  await sql`alter table lesson_requests add constraint lesson_requests_decided_unless_pending
    check ((status = 'pending') = (decided_at is null))`.execute(db);
  await sql`alter table lesson_requests drop constraint lesson_requests_status_check`.execute(db);
  await sql`alter table lesson_requests add constraint lesson_requests_status_check
    check (status in ('pending', 'approved', 'declined', 'expired', 'cancelled'))`.execute(db);
  await db.schema.alterTable('lesson_requests').dropColumn('waitlist_entry_id').dropColumn('offered_until').execute();
  await db.schema.dropTable('waitlist_entries').execute();
}
