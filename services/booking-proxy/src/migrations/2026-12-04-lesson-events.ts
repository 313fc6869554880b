import { sql, type Kysely } from 'kysely';

/**
 * Issue 26: the outbox of lesson events (ARCHITECTURE D13), filled with every lesson of the copy as
 * it is now, so a consumer that starts later gets them all (no prefix: any relay sends them); and
 * the index the teacher's student directory sorts by name on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('topic', 'text', (col) => col.notNull().check(sql`topic in ('lesson-events')`))
    .addColumn('queue_prefix', 'text')
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  const iso = (column: string) => sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  await sql`
    insert into outbox (topic, payload)
    select 'lesson-events', jsonb_build_object(
      'type', 'lesson.upserted',
      'lesson', jsonb_build_object(
        'id', b.id,
        'studentId', (
          select s.id from students s
          where s.email = b.contact_email and s.role = 'student' and s.email_verified
          order by s.created_at limit 1
        ),
        'startsAt', ${iso('b.starts_at')},
        'endsAt', ${iso('b.ends_at')},
        'durationMinutes', b.duration_minutes,
        'title', b.booking_type_name,
        'cancelledAt', ${iso('b.cancelled_at')},
        'attendedAt', (
          select ${iso('a.joined_at')} from room_attendance a
          where a.booking_id = b.id and a.role = 'student'
          order by a.joined_at limit 1
        )
      ),
      'occurredAt', ${iso('b.synced_at')}
    )
    from bookings b
    order by b.starts_at, b.id
  `.execute(db);

  // The directory lists students by name; its search reads every student's name and email anyway.
  await sql`create index students_role_name on students (role, lower(name), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index students_role_name`.execute(db);
  await db.schema.dropTable('outbox').execute();
}
