import { sql, type Kysely } from 'kysely';

/**
 * The teacher's own calendar (issue 44): the private iCalendar address she gives (a secret), how its
 * last reads went, and the busy times the last good read found, each blocking her free times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('schedule')
    .addColumn('busy_calendar_url', 'text')
    // The last good read, the last try, and why that try failed (null once one succeeds).
    .addColumn('busy_calendar_read_at', 'timestamptz')
    .addColumn('busy_calendar_attempt_at', 'timestamptz')
    .addColumn('busy_calendar_error', 'text', (col) =>
      col.check(sql`busy_calendar_error in ('unreachable', 'refused', 'status', 'too_large', 'not_calendar')`),
    )
    .execute();
  await db.schema
    .createTable('calendar_busy_times')
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('calendar_busy_times_ends_after_start', sql`ends_at > starts_at`)
    .execute();
  await db.schema.createIndex('calendar_busy_times_starts_at').on('calendar_busy_times').column('starts_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_busy_times').execute();
  await db.schema
    .alterTable('schedule')
    .dropColumn('busy_calendar_url')
    .dropColumn('busy_calendar_read_at')
    .dropColumn('busy_calendar_attempt_at')
    .dropColumn('busy_calendar_error')
    .execute();
}
