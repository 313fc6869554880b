import { sql, type Kysely } from 'kysely';

// Whether `time_zone` is the user's choice (issue 27): then it is theirs everywhere, pages and mails,
// and visits no longer change it. Accounts made before it follow their visits, as they always did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column time_zone_chosen boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column time_zone_chosen`.execute(db);
}
