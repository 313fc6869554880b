import { sql, type Kysely } from 'kysely';

// Web Push (issue 46, ARCHITECTURE D33): a browser's subscription per signed-in device, tied to the
// session that made it (its logout deletes it), one row per endpoint; and each account's choices of
// what is pushed (a row only once the user changed something: no row means the defaults).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table push_subscriptions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      session_id text not null,
      endpoint text not null unique,
      p256dh text not null,
      auth_secret text not null,
      device_label text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index push_subscriptions_user_id on push_subscriptions (user_id, created_at)`.execute(db);
  await sql`create index push_subscriptions_session_id on push_subscriptions (session_id)`.execute(db);
  await sql`
    create table push_preferences (
      user_id uuid primary key references users(id) on delete cascade,
      disabled_kinds text[] not null default '{}',
      show_previews boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table push_preferences`.execute(db);
  await sql`drop table push_subscriptions`.execute(db);
}
