import { sql, type Kysely } from 'kysely';

/**
 * The teacher's week (issue 44): one row, her hours each weekday and the dates with hours of their
 * own, read and written whole as she edits them. No row: she has set nothing yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedule')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('buffer_minutes', 'integer', (col) => col.notNull().check(sql`buffer_minutes >= 0`))
    .addColumn('week', 'jsonb', (col) => col.notNull())
    .addColumn('dates', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('schedule').execute();
}
