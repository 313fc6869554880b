import { sql, type Kysely } from 'kysely';

/** The copy of the teacher's TidyCal calendar, the platform's students, and the sync's state. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_types')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull())
    .addColumn('synced_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('synced_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // No foreign keys to booking_types or contacts: TidyCal's lists are fetched one after the other,
  // and a booking may name a type or contact the other list did not carry yet.
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('contact_id', 'text', (col) => col.notNull())
    .addColumn('booking_type_id', 'text', (col) => col.notNull())
    .addColumn('contact_email', 'text', (col) => col.notNull())
    .addColumn('contact_name', 'text', (col) => col.notNull())
    .addColumn('booking_type_name', 'text', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull())
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('timezone', 'text', (col) => col.notNull())
    .addColumn('meeting_url', 'text')
    .addColumn('synced_at', 'timestamptz', (col) => col.notNull())
    .addColumn('reminder_for', 'timestamptz')
    .execute();
  // A student's lessons (my-bookings), the teacher's latest ones, and the reminders still due.
  await db.schema
    .createIndex('bookings_contact_email_starts_at')
    .on('bookings')
    .columns(['contact_email', 'starts_at'])
    .execute();
  await db.schema.createIndex('bookings_starts_at').on('bookings').column('starts_at').execute();

  await db.schema
    .createTable('students')
    // auth's user ids, the same type as the ledger's student_id.
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'student')`))
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('students_email').on('students').column('email').execute();

  await db.schema
    .createTable('sync_state')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_success_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await sql`insert into sync_state (id) values (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sync_state', 'students', 'bookings', 'contacts', 'booking_types']) {
    await db.schema.dropTable(table).execute();
  }
}
