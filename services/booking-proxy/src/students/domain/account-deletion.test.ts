import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { DELETED_STUDENT_NAME, LESSON_PAGE_TEXT, type UserEvent } from '@lezioni/contracts';
import { uniqueEmail } from '@lezioni/service-kit/testing';
import { openBookingTestDepsForFile } from '../../testing/booking-test-deps';
import { DAY_MS } from '../../testing/test-rows';
import { applyUserEvent } from './students';
import { runSync } from '../../calendar/domain/sync';
import { listFreeSlots } from '../../availability/domain/schedule';
import { approveRequest, askForLesson } from '../../requests/domain/lesson-requests';
import { joinWaitlist, listWaitlist } from '../../requests/domain/waitlist';
import { localDateOf } from '../../availability/domain/wall-clock';
import { updateLessonPage } from '../../room/domain/lesson-page';

const test = openBookingTestDepsForFile({ tidycal: {}, each: true });

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
    const before = test.tidycal.addBooking({
      email: student.email,
      name: 'Emma Walker',
      startsAt: new Date(now.getTime() - DAY_MS),
    });
    await runSync(test.deps, now);
    const deletion = deleted(student.id);
    await applyUserEvent(test.deps, deletion);
    // The address is someone's again: a booking made on TidyCal's page after the deletion.
    const after = test.tidycal.addBooking({
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
    const lesson = test.tidycal.addBooking({
      email: student.email,
      name: 'Emma Walker',
      startsAt: new Date(now.getTime() + 2 * DAY_MS),
    });
    await runSync(test.deps, now);
    test.tidycal.failNext(500);
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
      test.tidycal.addBooking({ email: student.email, name, startsAt: new Date(now.getTime() - 60_000) });
    }
    await runSync(test.deps, now);
    const before = await test.deps.dashboard.figures(now);

    for (const booking of test.tidycal.state.bookings) {
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
    const lesson = test.tidycal.addBooking({
      email: owner,
      name: 'Emma Walker',
      startsAt: new Date(now.getTime() + 2 * DAY_MS),
    });
    await runSync(test.deps, now);

    await applyUserEvent(test.deps, deleted(impostor.id));

    expect(await contactsOfBookings([lesson.id])).toEqual([['Emma Walker', owner]]);
    expect(test.tidycal.state.bookings[0]!.cancelled_at).toBeNull();
  });
});

describe("a deleted account's lesson pages (issue 45)", () => {
  it('when the student deletes the account, then the shared pages of their lessons are gone, another student’s stay', async () => {
    const student = await test.addStudent();
    const other = await test.addStudent();
    await test.addStudent({ role: 'admin' });
    const startsAt = new Date(Date.now() - 3 * 60 * 60_000);
    const theirs = await test.addBooking({ email: student.email, startsAt });
    const another = await test.addBooking({ email: other.email, startsAt });
    const write = async (bookingId: string, by: { id: string; name: string }) => {
      const doc = new Y.Doc();
      doc.getText(LESSON_PAGE_TEXT).insert(0, 'ho mangiato');
      await updateLessonPage(
        test.deps,
        { ...by, role: 'student' },
        bookingId,
        Y.encodeStateAsUpdate(doc),
        new Date(startsAt.getTime() + 5 * 60_000),
      );
    };
    await write(theirs, student);
    await write(another, other);

    await applyUserEvent(test.deps, deleted(student.id));

    expect(await test.deps.lessonPages.find(theirs)).toBeUndefined();
    expect(await test.deps.lessonPages.find(another)).toMatchObject({ text: 'ho mangiato' });
  });
});

describe("a deleted account's requests and lessons of the teacher's own calendar (issue 44)", () => {
  it('when the account is deleted, then its request awaiting an answer is withdrawn with its credit, and the time of its own lesson ahead is free again', async () => {
    const student = { id: randomUUID(), name: 'Emma Walker', email: uniqueEmail(), emailVerified: true };
    await applyUserEvent(test.deps, upserted(student));
    const now = new Date();
    await test.grantLot(student.id, { credits: 2, grantedAt: now, expiresAt: new Date(now.getTime() + 90 * DAY_MS) });
    await test.deps.schedule.replace(
      {
        timeZone: 'Europe/Rome',
        bufferMinutes: 0,
        autoApproveReturning: false,
        week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
        dates: [],
      },
      now,
    );
    const [first, second] = (
      await listFreeSlots(
        test.deps,
        { from: new Date(now.getTime() + 3 * DAY_MS), to: new Date(now.getTime() + 4 * DAY_MS), duration: 50 },
        now,
      )
    ).filter((_slot, i) => i === 0 || i === 8);
    const ask = (slot: { startsAt: string }) =>
      askForLesson(test.deps, student.id, { startsAt: new Date(slot.startsAt), durationMinutes: 50 }, now);
    const lesson = await ask(first!);
    await approveRequest(test.deps, lesson.id, now);
    const pending = await ask(second!);

    await applyUserEvent(test.deps, deleted(student.id));

    const requests = await test.db
      .selectFrom('lesson_requests')
      .select(['id', 'status'])
      .where('student_id', '=', student.id)
      .orderBy('starts_at')
      .execute();
    expect(requests).toEqual([
      { id: lesson.id, status: 'cancelled' },
      { id: pending.id, status: 'cancelled' },
    ]);
    expect((await test.entriesOfBooking(pending.id)).map((entry) => entry.kind).sort()).toEqual(['hold', 'release']);
    const lessonRow = await test.db
      .selectFrom('bookings')
      .select('cancelled_at')
      .where('id', '=', lesson.id)
      .executeTakeFirst();
    expect(lessonRow?.cancelled_at).not.toBeNull();
    const freeAgain = await listFreeSlots(
      test.deps,
      { from: new Date(first!.startsAt), to: new Date(second!.endsAt), duration: 50 },
      now,
    );
    expect(freeAgain.map((slot) => slot.startsAt)).toEqual(expect.arrayContaining([first!.startsAt, second!.startsAt]));
  });

  it('when the account is deleted, then it leaves the waitlist and the time held for it goes to the next student waiting', async () => {
    const [emma, luca] = [
      { id: randomUUID(), name: 'Emma Walker', email: uniqueEmail(), emailVerified: true },
      { id: randomUUID(), name: 'Luca Neri', email: uniqueEmail(), emailVerified: true },
    ];
    for (const student of [emma, luca]) await applyUserEvent(test.deps, upserted(student));
    const now = new Date();
    // A time is offered only to a student with a credit to take it with.
    for (const student of [emma, luca])
      await test.grantLot(student.id, { credits: 1, grantedAt: now, expiresAt: new Date(now.getTime() + 90 * DAY_MS) });
    await test.deps.schedule.replace(
      {
        timeZone: 'Europe/Rome',
        bufferMinutes: 0,
        autoApproveReturning: false,
        week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '10:00' })),
        dates: [],
      },
      now,
    );
    const hours = {
      date: localDateOf(new Date(now.getTime() + 4 * DAY_MS), 'Europe/Rome'),
      fromTime: '09:00',
      toTime: '10:00',
      durationMinutes: 50 as const,
      timeZone: 'Europe/Rome',
    };
    await joinWaitlist(test.deps, emma.id, hours, now);
    await joinWaitlist(test.deps, luca.id, hours, now);
    const [held] = (await listWaitlist(test.deps, emma.id, now)).offers;

    await applyUserEvent(test.deps, deleted(emma.id));

    expect(await listWaitlist(test.deps, emma.id, now)).toEqual({ entries: [], offers: [] });
    expect((await listWaitlist(test.deps, luca.id, now)).offers).toEqual([
      expect.objectContaining({ startsAt: held!.startsAt }),
    ]);
  });
});
