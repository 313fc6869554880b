import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { LessonEventSchema } from '@lezioni/contracts';
import { createDb, migrateToLatest } from '@lezioni/service-kit';
import { testDatabaseUrl } from '@lezioni/service-kit/testing';
import type { Database } from '../shared/data/db';
import { migrations } from '.';
import { testRowsIn } from '../testing/test-rows';

// A schema of the test's own: it migrates in two steps, as a deployment upgrading would.
const schema = `booking_upgrade_${randomUUID().slice(0, 8)}`;
const db = createDb<Database>({ url: testDatabaseUrl(), schema, max: 1 });
afterAll(async () => {
  await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
});

describe('upgrading a calendar copy to lesson events', () => {
  it('when the outbox is made, then it holds every lesson as its event tells it, for consumers that start later', async () => {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-12-04'));
    await migrateToLatest(db, schema, before);
    const rows = testRowsIn(db);
    const student = await rows.addStudent();
    const unproven = await rows.addStudent({ isEmailVerified: false });
    const startsAt = new Date('2026-12-10T09:00:00.000Z');
    const attended = await rows.addBooking({ email: student.email, startsAt });
    const cancelledAt = new Date('2026-12-08T18:30:00.000Z');
    const cancelled = await rows.addBooking({
      email: student.email,
      startsAt: new Date('2026-12-11T09:00:00Z'),
      cancelledAt,
    });
    const notYetTheirs = await rows.addBooking({ email: unproven.email, startsAt: new Date('2026-12-12T09:00:00Z') });
    const joinedAt = new Date('2026-12-10T08:55:12.345Z');
    await db
      .insertInto('room_attendance')
      .values({ id: randomUUID(), booking_id: attended, user_id: student.id, role: 'student', joined_at: joinedAt })
      .execute();

    await migrateToLatest(db, schema, migrations);

    const outbox = await db.selectFrom('outbox').select(['id', 'queue_prefix', 'payload']).orderBy('id').execute();
    const events = outbox.map((row) => LessonEventSchema.parse({ ...(row.payload as object), version: row.id }));
    expect(outbox.every((row) => row.queue_prefix === null)).toBe(true);
    expect(events.map((event) => [event.lesson.id, event.lesson.studentId])).toEqual([
      [attended, student.id],
      [cancelled, student.id],
      [notYetTheirs, null],
    ]);
    expect(events[0]!.lesson).toEqual({
      id: attended,
      studentId: student.id,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 50 * 60_000).toISOString(),
      durationMinutes: 50,
      title: '50-minute lesson',
      cancelledAt: null,
      attendedAt: joinedAt.toISOString(),
    });
    expect(events[1]!.lesson.cancelledAt).toBe(cancelledAt.toISOString());
  });
});
