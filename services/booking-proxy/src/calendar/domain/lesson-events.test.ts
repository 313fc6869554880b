import { randomUUID } from 'node:crypto';
import { LessonEventSchema, type LessonEvent, type UserEvent } from '@lezioni/contracts';
import { lessonEventsStreamKey, startOutboxRelay } from '@lezioni/service-kit';
import { silentLogger, uniqueEmail } from '@lezioni/service-kit/testing';
import { createOutboxPublisher } from '../../shared/data/outbox-publisher';
import type { LessonEventDraft } from '../../shared/data/outbox.repository';
import { openBookingTestDepsForFile } from '../../testing/booking-test-deps';
import { DAY_MS } from '../../testing/test-rows';
import { applyUserEvent } from '../../students/domain/students';
import { runSync } from './sync';

const test = openBookingTestDepsForFile({ tidycal: {}, each: true });

/** The lesson events waiting in the outbox, oldest first. */
const outboxEvents = async () =>
  (await test.db.selectFrom('outbox').select('payload').orderBy('id').execute()).map(
    (row) => row.payload as LessonEventDraft,
  );

let version = 0;
/** auth's user event, as the stream delivers it to booking-proxy. */
async function userEvent(user: { id: string; name: string; email: string; emailVerified: boolean }) {
  const event: UserEvent = {
    type: 'user.upserted',
    version: (version += 1),
    user: { ...user, role: 'student' },
    occurredAt: new Date().toISOString(),
  };
  await applyUserEvent(test.deps, event);
}

describe('lesson events from the sync', () => {
  it('when a booking changes in the calendar, then one event tells it; a sync that changes nothing publishes nothing', async () => {
    const student = { id: randomUUID(), name: 'Anna Bianchi', email: uniqueEmail(), emailVerified: true };
    await userEvent(student);
    const now = new Date();
    const booking = test.tidycal.addBooking({
      email: student.email,
      startsAt: new Date(now.getTime() + 2 * DAY_MS),
      durationMinutes: 75,
    });
    test.tidycal.addBooking({ email: 'guest@example.com', startsAt: new Date(now.getTime() + 3 * DAY_MS) });

    await runSync(test.deps, now);
    const first = await outboxEvents();
    await runSync(test.deps, new Date(now.getTime() + 60_000));
    const afterUnchanged = await outboxEvents();
    booking.cancelled_at = new Date(now.getTime() + 120_000).toISOString();
    await runSync(test.deps, new Date(now.getTime() + 180_000));
    const afterCancelled = await outboxEvents();

    expect(first.map((event) => [event.lesson.id, event.lesson.studentId])).toEqual([
      [String(booking.id), student.id],
      [expect.any(String), null],
    ]);
    expect(first[0]).toMatchObject({
      type: 'lesson.upserted',
      lesson: { durationMinutes: 75, cancelledAt: null, attendedAt: null, startsAt: booking.starts_at },
    });
    expect(afterUnchanged).toHaveLength(2);
    expect(afterCancelled).toHaveLength(3);
    expect(afterCancelled[2]!.lesson).toMatchObject({ id: String(booking.id), cancelledAt: booking.cancelled_at });
  });
});

describe("lesson events when a student's link to bookings changes", () => {
  it('when the student proves their address, then their lessons are published with them; deleted, with nobody', async () => {
    const student = { id: randomUUID(), name: 'Bruno Esposito', email: uniqueEmail(), emailVerified: false };
    await userEvent(student);
    const lessonId = await test.addBooking({ email: student.email, startsAt: new Date(Date.now() + DAY_MS) });

    await userEvent({ ...student, name: 'Bruno E.' });
    const afterRename = await outboxEvents();
    await userEvent({ ...student, emailVerified: true });
    const afterVerified = await outboxEvents();
    await applyUserEvent(test.deps, {
      type: 'user.deleted',
      version: (version += 1),
      user: { id: student.id },
      occurredAt: new Date().toISOString(),
    });
    const afterDeleted = await outboxEvents();

    expect(afterRename).toEqual([]);
    expect(afterVerified.map((event) => [event.lesson.id, event.lesson.studentId])).toEqual([[lessonId, student.id]]);
    expect(afterDeleted.map((event) => [event.lesson.id, event.lesson.studentId])).toEqual([
      [lessonId, student.id],
      [lessonId, null],
    ]);
  });
});

describe('the relay', () => {
  it('when lesson events wait in the outbox, then the relay appends them to the stream in order, versioned by their row', async () => {
    const student = { id: randomUUID(), name: 'Carla Ricci', email: uniqueEmail(), emailVerified: true };
    await userEvent(student);
    const now = new Date();
    for (const days of [3, 1, 2])
      test.tidycal.addBooking({ email: student.email, startsAt: new Date(now.getTime() + days * DAY_MS) });
    await runSync(test.deps, now);
    const prefix = test.appDeps.config.REDIS_PREFIX;
    const relay = startOutboxRelay({
      outbox: test.deps.outbox,
      send: createOutboxPublisher(test.redis, prefix).send,
      logger: silentLogger(),
    });

    await relay.flush();
    await relay.stop();

    const entries = await test.redis.xrange(lessonEventsStreamKey(prefix), '-', '+');
    const events: LessonEvent[] = entries.map(([, fields]) => LessonEventSchema.parse(JSON.parse(fields[1]!)));
    expect(events.map((event) => event.lesson.startsAt)).toEqual(
      [1, 2, 3].map((days) => new Date(now.getTime() + days * DAY_MS).toISOString()),
    );
    const versions = events.map((event) => event.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(3);
    expect(await outboxEvents()).toEqual([]);
  });
});
