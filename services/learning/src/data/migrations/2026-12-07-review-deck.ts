import { sql, type Kysely } from 'kysely';

/**
 * The review deck (issue 45): two cards per word of a student's shared notes, Italian→English and
 * English→Italian, each with its FSRS state (ts-fsrs' `Card`), and a log of every rating.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A word is its spelling in any case (`word_key`, lower-cased): the same word in two lessons is one
  // word to learn, and a note saved with the word kept keeps its card's schedule.
  await sql`
    create table review_cards (
      id uuid primary key default gen_random_uuid(),
      student_id uuid not null,
      word_key text not null,
      direction text not null check (direction in ('it-en', 'en-it')),
      due timestamptz not null,
      stability double precision not null default 0,
      difficulty double precision not null default 0,
      elapsed_days integer not null default 0,
      scheduled_days integer not null default 0,
      learning_steps integer not null default 0,
      reps integer not null default 0,
      lapses integer not null default 0,
      state smallint not null default 0,
      last_review timestamptz,
      created_at timestamptz not null default now(),
      unique (student_id, word_key, direction)
    )
  `.execute(db);
  await sql`create index review_cards_student_due on review_cards (student_id, due)`.execute(db);

  await sql`
    create table review_logs (
      id uuid primary key default gen_random_uuid(),
      card_id uuid not null references review_cards (id) on delete cascade,
      student_id uuid not null,
      rating text not null check (rating in ('again', 'hard', 'good', 'easy')),
      state smallint not null,
      due timestamptz not null,
      stability double precision not null,
      difficulty double precision not null,
      scheduled_days integer not null,
      reviewed_at timestamptz not null
    )
  `.execute(db);
  await sql`create index review_logs_card on review_logs (card_id, reviewed_at)`.execute(db);
  await sql`create index review_logs_student on review_logs (student_id, reviewed_at desc)`.execute(db);

  // Notes shared before the deck existed: their words are new cards, due now.
  await sql`
    insert into review_cards (student_id, word_key, direction, due)
    select distinct l.student_id, lower(w.word), d.direction, now()
    from note_words w
    join lesson_notes n on n.lesson_id = w.lesson_id
    join lessons l on l.id = n.lesson_id
    cross join (values ('it-en'), ('en-it')) as d (direction)
    where n.shared_at is not null and l.student_id is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table review_logs`.execute(db);
  await sql`drop table review_cards`.execute(db);
}
