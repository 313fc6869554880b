import { sql, type Kysely } from 'kysely';

/**
 * When each student was last pushed about their words due for review (issue 46, D33): one row per
 * student, claimed by an upsert that only one replica wins, so a student hears of them once a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table review_pushes (
      student_id uuid primary key,
      pushed_at timestamptz not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table review_pushes`.execute(db);
}
