import { sql, type Kysely } from 'kysely';

/**
 * Each user's private calendar feed (issue 27): the secret its address carries, one per user. A new
 * address replaces the row, so the old one is refused at once; stopping the feed deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'student')`))
    .addColumn('secret', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
