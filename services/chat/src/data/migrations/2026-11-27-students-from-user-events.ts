import { sql, type Kysely } from 'kysely';

// Auth's user events (ARCHITECTURE D13) now fill this copy. Rows from sessions alone keep a null
// email and role and version 0 until their event arrives; any event is newer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table students
      add column email text,
      add column role text check (role in ('admin', 'student')),
      add column version bigint not null default 0
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table students drop column email, drop column role, drop column version`.execute(db);
}
