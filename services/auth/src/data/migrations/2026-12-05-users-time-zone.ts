import { sql, type Kysely } from 'kysely';

// The zone of the user's last visit (issue 27): mails say times in it. Null until a visit tells it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column time_zone text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column time_zone`.execute(db);
}
