import { sql, type Kysely } from 'kysely';

// Rows said which Redis key to write; now they say what is revoked (kind, subject, time), and the
// revocation store derives the key. Existing rows are converted, none is dropped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table session_revocations
      add column kind text,
      add column subject text,
      add column revoked_at timestamptz
  `.execute(db);
  await sql`
    update session_revocations
    set kind = 'session', subject = substring(redis_key from '^auth:revoked:session:(.+)$'), revoked_at = created_at
    where redis_key like 'auth:revoked:session:%'
  `.execute(db);
  await sql`
    update session_revocations
    set kind = 'user', subject = substring(redis_key from '^auth:revoked:user-before:(.+)$'),
        revoked_at = to_timestamp(value::bigint / 1000.0)
    where redis_key like 'auth:revoked:user-before:%'
  `.execute(db);
  await sql`
    alter table session_revocations
      drop constraint session_revocations_pkey,
      drop column redis_key,
      drop column value,
      alter column kind set not null,
      alter column subject set not null,
      alter column revoked_at set not null,
      add constraint session_revocations_kind check (kind in ('session', 'user')),
      add primary key (kind, subject)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table session_revocations
      add column redis_key text,
      add column value text
  `.execute(db);
  await sql`
    update session_revocations
    set redis_key = case kind when 'session' then 'auth:revoked:session:' else 'auth:revoked:user-before:' end || subject,
        value = case kind when 'session' then '1' else (floor(extract(epoch from revoked_at) * 1000))::bigint::text end
  `.execute(db);
  await sql`
    alter table session_revocations
      drop constraint session_revocations_pkey,
      drop constraint session_revocations_kind,
      drop column kind,
      drop column subject,
      drop column revoked_at,
      alter column redis_key set not null,
      alter column value set not null,
      add primary key (redis_key)
  `.execute(db);
}
