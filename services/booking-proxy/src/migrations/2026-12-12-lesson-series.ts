import { sql, type Kysely } from 'kysely';

/**
 * Standing weekly lessons (issue 44). A series repeats its first lesson weekly at the same time on
 * her clock; while she has not answered, its first lesson is an ordinary pending request
 * (`first_request_id`), holding its time and a credit. Each week it reaches is recorded once in
 * `lesson_series_occurrences`: booked (the lesson's id) or passed over because the time was taken
 * (no lesson), so two runs never book one week twice and a week skipped stays skipped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lesson_series')
    // `ls-` and a UUID.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('first_request_id', 'text', (col) => col.notNull().unique())
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull().check(sql`duration_minutes in (25, 50, 75)`))
    // Her zone when asked: the clock that keeps the weekly time.
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'active', 'paused', 'ended', 'declined', 'expired')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    // Changes of the series itself (ended): part of its feed event's SEQUENCE.
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    // The week whose lesson the student was last told they have no credit for: told once per week.
    .addColumn('warned_for', 'timestamptz')
    .execute();
  await sql`create index lesson_series_running on lesson_series (status) where status in ('pending', 'active')`.execute(
    db,
  );
  await db.schema.createIndex('lesson_series_student').on('lesson_series').column('student_id').execute();

  await db.schema
    .createTable('lesson_series_occurrences')
    .addColumn('series_id', 'text', (col) => col.notNull().references('lesson_series.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    // The week's lesson; null when its time was taken (another lesson, not in her hours) and it was passed over.
    .addColumn('lesson_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('lesson_series_occurrences_pk', ['series_id', 'starts_at'])
    .execute();
  await sql`create unique index lesson_series_occurrences_lesson on lesson_series_occurrences (lesson_id)
    where lesson_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lesson_series_occurrences').execute();
  await db.schema.dropTable('lesson_series').execute();
}
