import { sql, type Kysely } from 'kysely';

/**
 * Who was in a lesson's room, and when (issue 23): one row per stream a participant held open, its
 * `left_at` set when it closed (null while open, or when the replica died holding it). No foreign
 * key to bookings: the sync may drop a booking that left its window, the record stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('room_attendance')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('booking_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'student')`))
    .addColumn('joined_at', 'timestamptz', (col) => col.notNull())
    .addColumn('left_at', 'timestamptz')
    .addCheckConstraint('room_attendance_left_after_joining', sql`left_at is null or left_at >= joined_at`)
    .execute();
  await db.schema
    .createIndex('room_attendance_booking')
    .on('room_attendance')
    .columns(['booking_id', 'role'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('room_attendance').execute();
}
