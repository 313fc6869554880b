import { randomUUID } from 'node:crypto';
import { DELETED_STUDENT_NAME, type UserEvent } from '@lezioni/contracts';
import { uniqueEmail } from '@lezioni/service-kit/testing';
import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import { openBookingTestDeps, type BookingTestDeps } from '../testing/booking-test-deps';
import { DAY_MS } from '../testing/test-rows';
import { applyUserEvent } from './students';
import { runSync } from './sync';

let fake: TidyCalFake;
let test: BookingTestDeps;
beforeEach(async () => {
  fake = await startTidyCalFake();
  test = await openBookingTestDeps({ fake });
});
afterEach(async () => {
  await test.close();
  await fake.close();
});

let version = 0;
const upserted = (user: { id: string; name: string; email: string; emailVerified: boolean }): UserEvent => ({
  type: 'user.upserted',
  version: (version += 1),
  user: { ...user, role: 'student' },
  occurredAt: new Date().toISOString(),
});
const deleted = (id: string): UserEvent => ({
  type: 'user.deleted',
  version: (version += 1),
  user: { id },
  occurredAt: new Date().toISOString(),
});

/** The calendar copy's contact of each booking, as the teacher's tabs show it. */
const contactsOfBookings = async (ids: number[]) =>
  (
    await test.db
      .selectFrom('bookings')
      .select(['id', 'contact_name', 'contact_email'])
      .where(
        'id',
        'in',
        ids.map((id) => String(id)),
      )
      .orderBy('id')
      .execute()
  ).map((row) => [row.contact_name, row.contact_email]);

describe("a deleted account's bookings (issue 47)", () => {
  it('when a user.deleted is replayed after the address booked again, then the new booking keeps its name', async () => {
    const student = { id: randomUUID(), name: 'Emma Walker', email: uniqueEmail(), emailVerified: true };
    await applyUserEvent(test.deps, upserted(student));
    const now = new Date();
    const before = fake.addBooking({
      email: student.email,
      name: 'Emma Walker',
      startsAt: new Date(now.getTime() - DAY_MS),
    });
    await runSync(test.deps, now);
    const deletion = deleted(student.id);
    await applyUserEvent(test.deps, deletion);
    // The address is someone's again: a booking made on TidyCal's page after the deletion.
    const after = fake.addBooking({
      email: student.email,
      name: 'Emma Walker',
      startsAt: new Date(now.getTime() + 2 * DAY_MS),
    });
    await runSync(test.deps, new Date(now.getTime() + 60_000));
    const outboxBefore = await test.db.selectFrom('outbox').select('id').execute();

    await applyUserEvent(test.deps, deletion);

    expect(await contactsOfBookings([before.id, after.id])).toEqual([
      [DELETED_STUDENT_NAME, ''],
      ['Emma Walker', student.email],
    ]);
    expect(await test.db.selectFrom('outbox').select('id').execute()).toEqual(outboxBefore);
  });

  it("when TidyCal fails to cancel a deleted account's lesson, then the next sync cancels it there and keeps it erased", async () => {
    const student = { id: randomUUID(), name: 'Emma Walker', email: uniqueEmail(), emailVerified: true };
    await applyUserEvent(test.deps, upserted(student));
    const now = new Date();
    const lesson = fake.addBooking({
      email: student.email,
      name: 'Emma Walker',
      startsAt: new Date(now.getTime() + 2 * DAY_MS),
    });
    await runSync(test.deps, now);
    fake.failNext(500);
    await applyUserEvent(test.deps, deleted(student.id));
    expect(lesson.cancelled_at).toBeNull();

    await runSync(test.deps, new Date(now.getTime() + 60_000));

    expect(lesson.cancelled_at).not.toBeNull();
    expect(await contactsOfBookings([lesson.id])).toEqual([[DELETED_STUDENT_NAME, '']]);
    const copy = await test.db
      .selectFrom('bookings')
      .select('cancelled_at')
      .where('id', '=', String(lesson.id))
      .executeTakeFirstOrThrow();
    expect(copy.cancelled_at).not.toBeNull();
  });

  it("when two students with lessons this month delete their accounts, then the teacher's active students still count both", async () => {
    const now = new Date();
    for (const name of ['Emma Walker', 'Luca Verdi']) {
      const student = { id: randomUUID(), name, email: uniqueEmail(), emailVerified: true };
      await applyUserEvent(test.deps, upserted(student));
      fake.addBooking({ email: student.email, name, startsAt: new Date(now.getTime() - 60_000) });
    }
    await runSync(test.deps, now);
    const before = await test.deps.dashboard.figures(now);

    for (const booking of fake.state.bookings) {
      const student = await test.db
        .selectFrom('students')
        .select('id')
        .where('email', '=', booking.contact.email)
        .executeTakeFirstOrThrow();
      await applyUserEvent(test.deps, deleted(student.id));
    }

    expect((await test.deps.dashboard.figures(now)).activeStudents).toBe(before.activeStudents);
  });

  it('when an account whose address was never proven is deleted, then the bookings under that address stay', async () => {
    const owner = uniqueEmail();
    const impostor = { id: randomUUID(), name: 'Not Emma', email: owner, emailVerified: false };
    await applyUserEvent(test.deps, upserted(impostor));
    const now = new Date();
    const lesson = fake.addBooking({
      email: owner,
      name: 'Emma Walker',
      startsAt: new Date(now.getTime() + 2 * DAY_MS),
    });
    await runSync(test.deps, now);

    await applyUserEvent(test.deps, deleted(impostor.id));

    expect(await contactsOfBookings([lesson.id])).toEqual([['Emma Walker', owner]]);
    expect(fake.state.bookings[0]!.cancelled_at).toBeNull();
  });
});
