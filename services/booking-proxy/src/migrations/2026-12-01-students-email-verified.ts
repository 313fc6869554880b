import type { Kysely } from 'kysely';

/**
 * Bookings are linked to a student only once auth says the address is proven. Students already in
 * the copy start unproven, as auth's own migration leaves them; the teacher's flag is never read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('students')
    .addColumn('email_verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('email_verified').execute();
}
