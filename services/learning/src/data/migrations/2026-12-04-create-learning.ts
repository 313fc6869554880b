import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key,
      name text not null,
      email text,
      role text not null check (role in ('admin', 'student')),
      version bigint not null,
      updated_at timestamptz not null default now()
    )
  `.execute(db);

  // Lesson ids are the scheduler's booking ids, not ours: text.
  await sql`
    create table lessons (
      id text primary key,
      student_id uuid,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      duration_minutes integer not null,
      title text not null,
      cancelled_at timestamptz,
      attended_at timestamptz,
      version bigint not null,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index lessons_student_starts_at on lessons (student_id, starts_at desc)`.execute(db);

  await sql`
    create table lesson_notes (
      lesson_id text primary key references lessons (id) on delete cascade,
      covered text not null,
      homework_text text,
      homework_due_date date,
      homework_done_at timestamptz,
      revision integer not null check (revision > 0),
      shared_at timestamptz,
      updated_at timestamptz not null
    )
  `.execute(db);

  await sql`
    create table note_words (
      lesson_id text not null references lesson_notes (lesson_id) on delete cascade,
      position integer not null,
      word text not null,
      translation text not null,
      example text,
      primary key (lesson_id, position)
    )
  `.execute(db);

  await sql`
    create table levels (
      id uuid primary key default gen_random_uuid(),
      student_id uuid not null,
      skill text not null check (skill in ('speaking', 'listening', 'reading', 'writing')),
      level text not null check (level in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')),
      assessed_on date not null,
      recorded_at timestamptz not null default clock_timestamp()
    )
  `.execute(db);
  await sql`create index levels_student on levels (student_id, skill, assessed_on, recorded_at)`.execute(db);

  await sql`
    create table materials (
      id uuid primary key default gen_random_uuid(),
      title text not null,
      tags text[] not null,
      url text not null,
      kind text not null check (kind in ('link', 'google_document')),
      created_at timestamptz not null default clock_timestamp()
    )
  `.execute(db);

  await sql`
    create table material_shares (
      material_id uuid not null references materials (id) on delete cascade,
      student_id uuid not null,
      shared_at timestamptz not null default clock_timestamp(),
      first_opened_at timestamptz,
      last_opened_at timestamptz,
      primary key (material_id, student_id)
    )
  `.execute(db);
  // A student's materials, newest share first.
  await sql`create index material_shares_student on material_shares (student_id, shared_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['material_shares', 'materials', 'levels', 'note_words', 'lesson_notes', 'lessons', 'users']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
