import { sql, type Kysely } from 'kysely';

// The language the product speaks to the user, pages and mails (issue 27): the visit's at
// registration, then their choice. Accounts made before it speak English, as they always did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column language text not null default 'en' check (language in ('en', 'it'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column language`.execute(db);
}
