import { sql, type Kysely } from 'kysely';

// The bytes each user stores are summed before every upload (per-user limits): from the index alone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index files_uploader_size on files (uploader_id) include (size)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index files_uploader_size`.execute(db);
}
