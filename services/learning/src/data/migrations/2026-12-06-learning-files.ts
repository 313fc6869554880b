import { sql, type Kysely } from 'kysely';

/**
 * Files the teacher uploads (issue 26), their bytes in PostgreSQL as chat's (ARCHITECTURE D12): a
 * material may be a file instead of a link, and homework may carry one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table files (
      id uuid primary key default gen_random_uuid(),
      uploader_id uuid not null,
      name text not null,
      content_type text not null,
      size integer not null check (size >= 0),
      bytes bytea not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  // The stored-bytes limit sums an uploader's sizes; the sweep looks for old files.
  await sql`create index files_uploader_size on files (uploader_id) include (size)`.execute(db);
  await sql`create index files_created_at on files (created_at)`.execute(db);

  // A file in use is never deleted under its material or note ("restrict"): the sweep skips it.
  await sql`alter table materials alter column url drop not null`.execute(db);
  await sql`alter table materials add column file_id uuid references files (id) on delete restrict`.execute(db);
  await sql`create index materials_file on materials (file_id) where file_id is not null`.execute(db);
  await sql`alter table materials drop constraint materials_kind_check`.execute(db);
  await sql`
    alter table materials add constraint materials_kind_check check (
      (kind in ('link', 'google_document') and url is not null and file_id is null)
      or (kind = 'file' and url is null and file_id is not null)
    )
  `.execute(db);

  await sql`
    alter table lesson_notes add column homework_file_id uuid references files (id) on delete restrict
  `.execute(db);
  await sql`create index lesson_notes_homework_file on lesson_notes (homework_file_id) where homework_file_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table lesson_notes drop column homework_file_id`.execute(db);
  await sql`delete from materials where kind = 'file'`.execute(db);
  await sql`alter table materials drop constraint materials_kind_check`.execute(db);
  await sql`alter table materials drop column file_id`.execute(db);
  await sql`alter table materials alter column url set not null`.execute(db);
  await sql`alter table materials add constraint materials_kind_check check (kind in ('link', 'google_document'))`.execute(
    db,
  );
  await sql`drop table files`.execute(db);
}
