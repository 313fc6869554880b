import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('topic', 'text', (col) => col.notNull().check(sql`topic in ('user-events', 'mail')`))
    .addColumn('queue_prefix', 'text')
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Every account as it is now, so consumers that start later get everybody. No prefix: any relay sends them.
  await sql`
    insert into outbox (topic, payload)
    select 'user-events', jsonb_build_object(
      'type', 'user.upserted',
      'user', jsonb_build_object('id', id, 'name', name, 'email', email, 'role', role),
      'occurredAt', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
    from users
    order by created_at, id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
