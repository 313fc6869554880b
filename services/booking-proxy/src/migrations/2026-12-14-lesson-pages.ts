import type { Kysely } from 'kysely';

/**
 * Each lesson's shared page (issue 45): its Yjs document as one update (`state`), and the text it
 * reads as, for the lesson record. No foreign key to bookings, as room_attendance: the sync may drop
 * a booking that left its window, the page stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lesson_pages')
    .addColumn('booking_id', 'text', (col) => col.primaryKey())
    .addColumn('state', 'bytea', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lesson_pages').execute();
}
