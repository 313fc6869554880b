import { sql, type Kysely } from 'kysely';

/**
 * Issue 27: the booking confirmation mail each new lesson gets once (`bookings.confirmation`). The
 * lessons already in the copy are marked `none`: their students booked them long before, TidyCal
 * confirmed them then, and the first sync after the upgrade must not mail every one of them again.
 * Marking them here (once per database, with the column) needs no deployment time to compare with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('confirmation', 'text', (col) => col.check(sql`confirmation in ('sent', 'none', 'withdrawn')`))
    .execute();
  await sql`update bookings set confirmation = 'none'`.execute(db);
  // The sync looks for the rows it has not decided on yet, every run: few, among many.
  await sql`create index bookings_confirmation_undecided on bookings (starts_at) where confirmation is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('confirmation').execute();
}
