import type { Kysely } from 'kysely';

/**
 * Issue 47: the calendar copy's bookings and contacts of a deleted account (`erased_at`). Their name
 * and address are replaced at deletion, and the sync keeps them so: TidyCal still sends them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('erased_at', 'timestamptz').execute();
  await db.schema.alterTable('contacts').addColumn('erased_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('erased_at').execute();
  await db.schema.alterTable('contacts').dropColumn('erased_at').execute();
}
