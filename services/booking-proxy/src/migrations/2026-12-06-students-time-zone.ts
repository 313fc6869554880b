import type { Kysely } from 'kysely';

/** The zone of the student's last visit, from auth's events (issue 27): reminders say the time in it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('time_zone', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('time_zone').execute();
}
