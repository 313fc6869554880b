import { sql, type Kysely } from 'kysely';

/**
 * Whiteboard images saved from the lesson room into the lesson's note (issue 45): the teacher's
 * uploads (files), in the order saved, kept from the sweep while the note names them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table note_boards (
      lesson_id text not null references lesson_notes (lesson_id) on delete cascade,
      position integer not null,
      file_id uuid not null references files (id) on delete restrict,
      primary key (lesson_id, position)
    )
  `.execute(db);
  // The sweep and a student's download look a file up by its id.
  await sql`create index note_boards_file on note_boards (file_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table note_boards`.execute(db);
}
