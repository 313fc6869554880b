import { randomUUID } from 'node:crypto';
import { startOwnRedis, uniqueEmail } from '@lezioni/service-kit/testing';
import { openBookingTestDeps, payAtStripe, openBookingTestDepsForFile } from '../../testing/booking-test-deps';
import { DAY_MS } from '../../testing/test-rows';
import { studentAnswersName } from './freshness';
import { listCreditRecords, settleLedger } from '../../credits/domain/ledger';
import { confirmOrder, placeTransferOrder } from '../../credits/domain/orders';
import { reconcileCardPayments } from '../../payments/domain/payments';
import { approveRefund, requestRefund } from '../../payments/domain/refunds';
import { applyUserEvent } from '../../students/domain/students';
import { runSync } from '../../calendar/domain/sync';

// Every committed change to what a student's /api/my-bookings or /api/my-credits shows gives them a
// new version (D20); anything else leaves it, so their unchanged polls stay 304s.
const t = openBookingTestDepsForFile({ tidycal: {}, stripe: true });

/** The student's current version, made now when they have none. */
const versionOf = async (studentId: string) =>
  (await t.deps.freshness.versionOf(studentAnswersName(studentId))).version;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

describe('the sync', () => {
  it("when it copies a student's new lesson, then that student's version changes and another's does not", async () => {
    const [anna, luca] = [await t.addStudent(), await t.addStudent()];
    const [annaBefore, lucaBefore] = [await versionOf(anna.id), await versionOf(luca.id)];

    t.tidycal.addBooking({ email: anna.email.toUpperCase(), startsAt: inDays(3) });
    await runSync(t.deps);

    expect(await versionOf(anna.id)).not.toBe(annaBefore);
    expect(await versionOf(luca.id)).toBe(lucaBefore);
  });

  it('when a run finds nothing changed, then no version changes', async () => {
    const anna = await t.addStudent();
    t.tidycal.addBooking({ email: anna.email, startsAt: inDays(4) });
    await runSync(t.deps);
    const before = await versionOf(anna.id);

    await runSync(t.deps);

    expect(await versionOf(anna.id)).toBe(before);
  });

  it('when only the meeting link or the cancellation changes, then the version changes', async () => {
    const anna = await t.addStudent();
    const booking = t.tidycal.addBooking({ email: anna.email, startsAt: inDays(5) });
    await runSync(t.deps);
    const first = await versionOf(anna.id);

    booking.meeting_url = 'https://meet.example/moved';
    await runSync(t.deps);
    const second = await versionOf(anna.id);
    booking.cancelled_at = new Date().toISOString();
    await runSync(t.deps);

    expect(second).not.toBe(first);
    expect(await versionOf(anna.id)).not.toBe(second);
  });

  it("when a booking moves to another student's address, then both students' versions change", async () => {
    const [anna, luca] = [await t.addStudent(), await t.addStudent()];
    const booking = t.tidycal.addBooking({ email: anna.email, startsAt: inDays(6) });
    await runSync(t.deps);
    const [annaBefore, lucaBefore] = [await versionOf(anna.id), await versionOf(luca.id)];

    booking.contact = { ...booking.contact, email: luca.email };
    await runSync(t.deps);

    expect(await versionOf(anna.id)).not.toBe(annaBefore);
    expect(await versionOf(luca.id)).not.toBe(lucaBefore);
  });
});

describe('the ledger', () => {
  it('when a settlement charges one student, then only that student’s version changes', async () => {
    const [anna, luca] = [await t.addStudent(), await t.addStudent()];
    for (const student of [anna, luca])
      await t.grantLot(student.id, { credits: 2, grantedAt: new Date(), expiresAt: inDays(90) });
    await t.addBooking({ email: anna.email, startsAt: inDays(2) });
    const [annaBefore, lucaBefore] = [await versionOf(anna.id), await versionOf(luca.id)];

    await settleLedger(t.deps, new Date());

    expect((await listCreditRecords(t.deps, anna.id, new Date()))[0]?.remainingCredits).toBe(1);
    expect(await versionOf(anna.id)).not.toBe(annaBefore);
    expect(await versionOf(luca.id)).toBe(lucaBefore);
  });

  it('when the teacher confirms a transfer order, then the student’s version changes', async () => {
    const anna = await t.addStudent();
    const order = await placeTransferOrder(t.deps, anna.id, 'five', true);
    const before = await versionOf(anna.id);

    await confirmOrder(t.deps, order.id);

    expect(await versionOf(anna.id)).not.toBe(before);
  });

  it('when a card payment is granted (the reconciliation), then the student’s version changes', async () => {
    const anna = await t.addStudent();
    await payAtStripe(t, anna.id);
    const before = await versionOf(anna.id);

    await reconcileCardPayments(t.deps, new Date());

    expect((await listCreditRecords(t.deps, anna.id, new Date()))[0]?.remainingCredits).toBe(5);
    expect(await versionOf(anna.id)).not.toBe(before);
  });

  it('when a refund is approved and takes the unused credits back, then the student’s version changes', async () => {
    const anna = await t.addStudent();
    const order = await placeTransferOrder(t.deps, anna.id, 'five', true);
    await confirmOrder(t.deps, order.id);
    await requestRefund(t.deps, anna.id, order.id);
    const before = await versionOf(anna.id);

    await approveRefund(t.deps, order.id);

    expect(await listCreditRecords(t.deps, anna.id, new Date())).toEqual([]);
    expect(await versionOf(anna.id)).not.toBe(before);
  });
});

describe("auth's user events", () => {
  it("when a student's address is proven, changed or the account deleted, then their version changes each time", async () => {
    const user = { id: randomUUID(), name: 'Anna Bianchi', email: uniqueEmail(), role: 'student' as const };
    const apply = (version: number, change: Partial<typeof user> & { emailVerified: boolean }) =>
      applyUserEvent(t.deps, {
        type: 'user.upserted',
        version,
        user: { ...user, ...change },
        occurredAt: new Date().toISOString(),
      });
    await apply(1, { emailVerified: false });
    const versions = [await versionOf(user.id)];

    await apply(2, { emailVerified: true });
    versions.push(await versionOf(user.id));
    await apply(3, { emailVerified: true, email: uniqueEmail() });
    versions.push(await versionOf(user.id));
    await applyUserEvent(t.deps, {
      type: 'user.deleted',
      version: 4,
      user: { id: user.id },
      occurredAt: new Date().toISOString(),
    });
    versions.push(await versionOf(user.id));

    expect(new Set(versions).size).toBe(4);
  });
});

describe('a transaction naming the students it changed (deps.inTransaction)', () => {
  it('when the transaction fails, then nothing is renewed', async () => {
    const anna = await t.addStudent();
    const before = await versionOf(anna.id);

    const failing = t.deps.inTransaction(async (_data, changed) => {
      changed(anna.id);
      throw new Error('rolled back');
    });

    await expect(failing).rejects.toThrow('rolled back');
    expect(await versionOf(anna.id)).toBe(before);
  });

  it('when Redis is away after the commit, then the change stands and nothing is thrown', async () => {
    const ownRedis = await startOwnRedis();
    const onOwnRedis = await openBookingTestDeps({ redisUrl: ownRedis.url });
    try {
      const anna = await onOwnRedis.addStudent();
      const order = await placeTransferOrder(onOwnRedis.deps, anna.id, 'five', true);
      await ownRedis.stop();

      await onOwnRedis.deps.inTransaction(async (data, changed) => {
        await data.orders.decide(order.id, 'cancelled', new Date());
        changed(anna.id);
      });

      expect((await onOwnRedis.deps.orders.findById(order.id))?.order.status).toBe('cancelled');
      await ownRedis.restart();
    } finally {
      await onOwnRedis.close();
      await ownRedis.close();
    }
  });
});
