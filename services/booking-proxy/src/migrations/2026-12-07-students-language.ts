import type { Kysely } from 'kysely';

/** The language of the user's account, from auth's events (issue 27): their mails are written in it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('language').execute();
}
