import { sql, type Kysely } from 'kysely';

// A student who deletes their account keeps an anonymised row (ARCHITECTURE "A student's own
// data"): the id other services' copies and the accounting records refer to, nothing personal.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column deleted_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column deleted_at`.execute(db);
}
