import { openBookingTestDeps, type BookingTestDeps } from '../../testing/booking-test-deps';
import { DAY_MS, HOUR_MS } from '../../testing/test-rows';
import { listCreditRecords, settleLedger } from './ledger';

let t: BookingTestDeps;
beforeAll(async () => {
  t = await openBookingTestDeps();
});
afterAll(async () => {
  await t.close();
});

/** Each test's clock; lessons and lots are placed around it. */
const NOW = new Date('2031-01-15T10:00:00.000Z');
const at = (offsetMs: number, from = NOW) => new Date(from.getTime() + offsetMs);
const creditsOf = (studentId: string, now = NOW) => listCreditRecords(t.deps, studentId, now);

describe('consuming credits', () => {
  it('when a student has several lots, then a lesson takes its credit from the one expiring first', async () => {
    const student = await t.addStudent();
    const later = await t.grantLot(student.id, { credits: 5, grantedAt: at(-DAY_MS), expiresAt: at(60 * DAY_MS) });
    const sooner = await t.grantLot(student.id, { credits: 1, grantedAt: at(-DAY_MS), expiresAt: at(10 * DAY_MS) });
    const first = await t.addBooking({ email: student.email, startsAt: at(2 * DAY_MS) });
    const second = await t.addBooking({ email: student.email, startsAt: at(3 * DAY_MS) });

    await settleLedger(t.deps, NOW);

    expect(await t.entriesOfBooking(first)).toEqual([{ kind: 'consume', credits: -1, lot_id: sooner }]);
    expect(await t.entriesOfBooking(second)).toEqual([{ kind: 'consume', credits: -1, lot_id: later }]);
    expect(await t.balanceOf(sooner)).toBe(0);
    expect(await t.balanceOf(later)).toBe(4);
  });

  it('when a lot expires exactly now, then it pays for nothing and its credits expire', async () => {
    const student = await t.addStudent();
    const lot = await t.grantLot(student.id, { credits: 2, grantedAt: at(-180 * DAY_MS), expiresAt: NOW });
    const booking = await t.addBooking({ email: student.email, startsAt: at(2 * DAY_MS) });

    await settleLedger(t.deps, NOW);

    expect(await t.entriesOfBooking(booking)).toEqual([]);
    expect(await t.entriesOfLot(lot)).toEqual([
      { kind: 'grant', credits: 2, booking_id: null },
      { kind: 'expire', credits: -2, booking_id: null },
    ]);
  });

  it('when a lesson is synced on the lot’s expiry day, then the lot pays until its expiry time, not after', async () => {
    const expiresAt = new Date('2031-03-01T18:00:00.000Z');
    const student = await t.addStudent();
    const lot = await t.grantLot(student.id, { credits: 3, grantedAt: at(-DAY_MS), expiresAt });
    const morning = await t.addBooking({ email: student.email, startsAt: at(3 * DAY_MS, expiresAt) });

    await settleLedger(t.deps, at(-1000, expiresAt));
    const evening = await t.addBooking({ email: student.email, startsAt: at(4 * DAY_MS, expiresAt) });
    await settleLedger(t.deps, expiresAt);

    expect(await t.entriesOfBooking(morning)).toEqual([{ kind: 'consume', credits: -1, lot_id: lot }]);
    expect(await t.entriesOfBooking(evening)).toEqual([]);
    expect(await t.balanceOf(lot)).toBe(0);
  });

  it('when a lesson has no credit to pay for it, then nothing is written until a grant, and the next run charges it', async () => {
    const student = await t.addStudent();
    const booking = await t.addBooking({ email: student.email, startsAt: at(2 * DAY_MS) });

    await settleLedger(t.deps, NOW);
    const beforeGrant = await t.entriesOfBooking(booking);
    const lot = await t.grantLot(student.id, { credits: 1, grantedAt: NOW, expiresAt: at(180 * DAY_MS) });
    await settleLedger(t.deps, at(1000));

    expect(beforeGrant).toEqual([]);
    expect(await t.entriesOfBooking(booking)).toEqual([{ kind: 'consume', credits: -1, lot_id: lot }]);
  });

  it('when a lesson is already cancelled before it was charged, or is the teacher’s or a stranger’s, then it costs nothing', async () => {
    const student = await t.addStudent();
    const teacher = await t.addStudent({ role: 'admin', name: 'Chiara Lombardi' });
    const studentLot = await t.grantLot(student.id, { credits: 1, grantedAt: NOW, expiresAt: at(180 * DAY_MS) });
    // A lot held by the teacher's id can only come from bad data; it must still never pay her lessons.
    const teacherLot = await t.grantLot(teacher.id, { credits: 1, grantedAt: NOW, expiresAt: at(180 * DAY_MS) });
    const cancelled = await t.addBooking({
      email: student.email,
      startsAt: at(2 * DAY_MS),
      cancelledAt: at(-DAY_MS),
    });
    const teachers = await t.addBooking({ email: teacher.email, startsAt: at(2 * DAY_MS) });
    const strangers = await t.addBooking({ email: 'someone.else@example.com', startsAt: at(2 * DAY_MS) });

    await settleLedger(t.deps, NOW);

    expect(await t.entriesOfBooking(cancelled)).toEqual([]);
    expect(await t.entriesOfBooking(teachers)).toEqual([]);
    expect(await t.entriesOfBooking(strangers)).toEqual([]);
    expect(await t.balanceOf(studentLot)).toBe(1);
    expect(await t.balanceOf(teacherLot)).toBe(1);
  });

  it('when two students have one credit each, then each lesson is paid from its own student’s lot', async () => {
    const anna = await t.addStudent({ name: 'Anna Bianchi' });
    const marco = await t.addStudent({ name: 'Marco Rossi' });
    const annaLot = await t.grantLot(anna.id, { credits: 1, grantedAt: NOW, expiresAt: at(180 * DAY_MS) });
    const marcoLot = await t.grantLot(marco.id, { credits: 1, grantedAt: NOW, expiresAt: at(180 * DAY_MS) });
    const annaLesson = await t.addBooking({ email: anna.email, startsAt: at(2 * DAY_MS) });
    const marcoLesson = await t.addBooking({ email: marco.email, startsAt: at(2 * DAY_MS) });

    await Promise.all([settleLedger(t.deps, NOW), settleLedger(t.deps, NOW)]);

    expect(await t.entriesOfBooking(annaLesson)).toEqual([{ kind: 'consume', credits: -1, lot_id: annaLot }]);
    expect(await t.entriesOfBooking(marcoLesson)).toEqual([{ kind: 'consume', credits: -1, lot_id: marcoLot }]);
  });
});

describe('exactly once', () => {
  it('when 10 settlements run at once, then a lesson consumes one credit', async () => {
    const student = await t.addStudent();
    const lot = await t.grantLot(student.id, { credits: 5, grantedAt: NOW, expiresAt: at(180 * DAY_MS) });
    const booking = await t.addBooking({ email: student.email, startsAt: at(2 * DAY_MS) });

    await Promise.all(Array.from({ length: 10 }, () => settleLedger(t.deps, NOW)));

    expect(await t.entriesOfBooking(booking)).toEqual([{ kind: 'consume', credits: -1, lot_id: lot }]);
    expect(await t.balanceOf(lot)).toBe(4);
  });

  it('when 10 settlements race for a lot’s last credit, then only one of two lessons gets it', async () => {
    const student = await t.addStudent();
    const lot = await t.grantLot(student.id, { credits: 1, grantedAt: NOW, expiresAt: at(180 * DAY_MS) });
    const first = await t.addBooking({ email: student.email, startsAt: at(2 * DAY_MS) });
    const second = await t.addBooking({ email: student.email, startsAt: at(3 * DAY_MS) });

    await Promise.all(Array.from({ length: 10 }, () => settleLedger(t.deps, NOW)));

    expect(await t.entriesOfBooking(first)).toEqual([{ kind: 'consume', credits: -1, lot_id: lot }]);
    expect(await t.entriesOfBooking(second)).toEqual([]);
    expect(await t.balanceOf(lot)).toBe(0);
  });

  it('when a cancelled lesson is settled again and again, then it is refunded once', async () => {
    const student = await t.addStudent();
    const lot = await t.grantLot(student.id, { credits: 1, grantedAt: NOW, expiresAt: at(180 * DAY_MS) });
    const booking = await t.addBooking({ email: student.email, startsAt: at(5 * DAY_MS) });
    await settleLedger(t.deps, NOW);
    await t.cancelBooking(booking, at(HOUR_MS));

    await settleLedger(t.deps, at(2 * HOUR_MS));
    await Promise.all(Array.from({ length: 5 }, () => settleLedger(t.deps, at(3 * HOUR_MS))));

    expect(await t.entriesOfBooking(booking)).toEqual([
      { kind: 'consume', credits: -1, lot_id: lot },
      { kind: 'refund', credits: 1, lot_id: lot },
    ]);
    expect(await t.balanceOf(lot)).toBe(1);
  });

  it('when an expired lot is settled again, then its credits expire once', async () => {
    const student = await t.addStudent();
    const lot = await t.grantLot(student.id, { credits: 3, grantedAt: at(-200 * DAY_MS), expiresAt: at(-DAY_MS) });

    await Promise.all(Array.from({ length: 5 }, () => settleLedger(t.deps, NOW)));
    await settleLedger(t.deps, at(DAY_MS));

    expect(await t.entriesOfLot(lot)).toEqual([
      { kind: 'grant', credits: 3, booking_id: null },
      { kind: 'expire', credits: -3, booking_id: null },
    ]);
  });
});

describe('cancellations (spec §9: 24 hours or more notice refunds, less forfeits)', () => {
  async function consumedLesson() {
    const student = await t.addStudent();
    const lot = await t.grantLot(student.id, { credits: 2, grantedAt: NOW, expiresAt: at(180 * DAY_MS) });
    const startsAt = at(7 * DAY_MS);
    const booking = await t.addBooking({ email: student.email, startsAt });
    await settleLedger(t.deps, NOW);
    return { student, lot, booking, startsAt };
  }

  it('when a lesson is cancelled exactly 24 hours before it starts, then its credit comes back to the same lot', async () => {
    const { lot, booking, startsAt } = await consumedLesson();
    await t.cancelBooking(booking, at(-24 * HOUR_MS, startsAt));

    const counts = await settleLedger(t.deps, at(DAY_MS));

    expect(counts.refunded).toBeGreaterThanOrEqual(1);
    expect(await t.entriesOfBooking(booking)).toEqual([
      { kind: 'consume', credits: -1, lot_id: lot },
      { kind: 'refund', credits: 1, lot_id: lot },
    ]);
    expect(await t.balanceOf(lot)).toBe(2);
  });

  it('when a lesson is cancelled 24 hours minus one second before it starts, then the credit is forfeited', async () => {
    const { lot, booking, startsAt } = await consumedLesson();
    await t.cancelBooking(booking, at(-24 * HOUR_MS + 1000, startsAt));

    await settleLedger(t.deps, at(DAY_MS));

    expect(await t.entriesOfBooking(booking)).toEqual([
      { kind: 'consume', credits: -1, lot_id: lot },
      { kind: 'forfeit', credits: 0, lot_id: lot },
    ]);
    expect(await t.balanceOf(lot)).toBe(1);
  });

  it('when a refund lands in a lot that has expired meanwhile, then it expires at once and is never usable', async () => {
    const student = await t.addStudent();
    const expiresAt = at(3 * DAY_MS);
    const lot = await t.grantLot(student.id, { credits: 1, grantedAt: NOW, expiresAt });
    const booking = await t.addBooking({ email: student.email, startsAt: at(10 * DAY_MS) });
    await settleLedger(t.deps, NOW);
    await t.cancelBooking(booking, at(DAY_MS));
    const nextLesson = await t.addBooking({ email: student.email, startsAt: at(12 * DAY_MS) });

    await settleLedger(t.deps, at(4 * DAY_MS));
    await settleLedger(t.deps, at(5 * DAY_MS));

    expect(await t.entriesOfBooking(booking)).toEqual([
      { kind: 'consume', credits: -1, lot_id: lot },
      { kind: 'refund', credits: 1, lot_id: lot },
      { kind: 'expire', credits: -1, lot_id: lot },
    ]);
    expect(await t.entriesOfBooking(nextLesson)).toEqual([]);
    expect(await t.balanceOf(lot)).toBe(0);
    expect(await creditsOf(student.id, at(5 * DAY_MS))).toEqual([
      { id: lot, remainingCredits: 1, expiryDate: expiresAt.toISOString() },
    ]);
  });

  it('when a refunded credit is free again, then it pays for a lesson still unpaid', async () => {
    const { student, lot, booking, startsAt } = await consumedLesson();
    const other = await t.addBooking({ email: student.email, startsAt: at(DAY_MS, startsAt) });
    const third = await t.addBooking({ email: student.email, startsAt: at(2 * DAY_MS, startsAt) });
    await settleLedger(t.deps, at(HOUR_MS));
    await t.cancelBooking(booking, at(2 * HOUR_MS));

    await settleLedger(t.deps, at(3 * HOUR_MS));

    expect(await t.entriesOfBooking(other)).toEqual([{ kind: 'consume', credits: -1, lot_id: lot }]);
    expect(await t.entriesOfBooking(third)).toEqual([{ kind: 'consume', credits: -1, lot_id: lot }]);
    expect(await t.balanceOf(lot)).toBe(0);
  });
});

describe('listCreditRecords (GET /api/my-credits)', () => {
  it('lists usable lots and lots expired in the last 30 days with the credits they lost, first to expire first', async () => {
    const student = await t.addStudent();
    const usable = await t.grantLot(student.id, { credits: 5, grantedAt: NOW, expiresAt: at(180 * DAY_MS) });
    const usedUp = await t.grantLot(student.id, { credits: 1, grantedAt: NOW, expiresAt: at(20 * DAY_MS) });
    const expiredRecently = await t.grantLot(student.id, {
      credits: 2,
      grantedAt: at(-200 * DAY_MS),
      expiresAt: at(-29 * DAY_MS),
    });
    const expiredLongAgo = await t.grantLot(student.id, {
      credits: 2,
      grantedAt: at(-300 * DAY_MS),
      expiresAt: at(-31 * DAY_MS),
    });
    await t.addBooking({ email: student.email, startsAt: at(DAY_MS) });
    await settleLedger(t.deps, NOW);

    const records = await creditsOf(student.id);

    expect(records).toEqual([
      { id: expiredRecently, remainingCredits: 2, expiryDate: at(-29 * DAY_MS).toISOString() },
      { id: usable, remainingCredits: 5, expiryDate: at(180 * DAY_MS).toISOString() },
    ]);
    expect(records.map((record) => record.id)).not.toContain(usedUp);
    expect(records.map((record) => record.id)).not.toContain(expiredLongAgo);
  });

  it('when a lot expired before any settlement ran, then its unused credits are already shown as lost', async () => {
    const student = await t.addStudent();
    const lot = await t.grantLot(student.id, { credits: 3, grantedAt: at(-200 * DAY_MS), expiresAt: at(-HOUR_MS) });

    const records = await creditsOf(student.id);

    expect(records).toEqual([{ id: lot, remainingCredits: 3, expiryDate: at(-HOUR_MS).toISOString() }]);
  });
});
