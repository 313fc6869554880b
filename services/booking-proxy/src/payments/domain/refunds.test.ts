import { sql } from 'kysely';
import { payAtStripe, openBookingTestDepsForFile } from '../../testing/booking-test-deps';
import { DAY_MS } from '../../testing/test-rows';
import { settleLedger } from '../../credits/domain/ledger';
import { listCreditRecords } from '../../credits/domain/ledger';
import { readOwnOrder } from '../../credits/domain/orders';
import { reconcileCardPayments } from './payments';
import { computeRefund } from '../../credits/domain/refund-figures';
import { approveRefund, requestRefund } from './refunds';

// No webhook: the reconciliation records each payment, as it does when Stripe's events are lost.
const t = openBookingTestDepsForFile({ stripe: true });

/** A student who paid for five lessons by card and has had `lessonsUsed` of them. */
async function paidFiveLessons(lessonsUsed: number) {
  const student = await t.addStudent();
  const { order, paymentIntent } = await payAtStripe(t, student.id);
  await reconcileCardPayments(t.deps, new Date());
  for (let lesson = 0; lesson < lessonsUsed; lesson += 1)
    await t.addBooking({ email: student.email, startsAt: new Date(Date.now() - (lesson + 1) * DAY_MS) });
  await settleLedger(t.deps, new Date());
  return { student, order, paymentIntent };
}

const creditsOf = async (studentId: string) =>
  (await listCreditRecords(t.deps, studentId, new Date())).reduce((sum, record) => sum + record.remainingCredits, 0);

describe('computeRefund (paid minus used lessons at the single lesson price)', () => {
  it('when 2 of 5 lessons were used, then 100 - 2 x 20 = 60 EUR and the 3 unused credits', () => {
    expect(computeRefund(10_000, { credits: 5, balance: 3 })).toEqual({
      amountCents: 6_000,
      lessonsUsed: 2,
      creditsWithdrawn: 3,
    });
  });

  it('when the used lessons cost more than what was paid, then nothing is refunded, never a negative amount', () => {
    expect(computeRefund(20_000, { credits: 10, balance: 0 }).amountCents).toBe(0);
    expect(computeRefund(1_000, { credits: 5, balance: 4 }).amountCents).toBe(0);
  });
});

describe('a refund within 14 days', () => {
  it('when 2 of 5 lessons were used and the teacher approves, then Stripe refunds 60 EUR and 3 credits are withdrawn', async () => {
    const { student, order, paymentIntent } = await paidFiveLessons(2);
    expect(await creditsOf(student.id)).toBe(3);

    const asked = await requestRefund(t.deps, student.id, order.id);
    await approveRefund(t.deps, order.id);

    expect(asked.refund).toMatchObject({
      status: 'requested',
      amountCents: 6_000,
      lessonsUsed: 2,
      creditsWithdrawn: 3,
    });
    expect(t.stripe.refunds.filter((refund) => refund.payment_intent === paymentIntent).map((r) => r.amount)).toEqual([
      6_000,
    ]);
    expect((await readOwnOrder(t.deps, student.id, order.id)).refund).toMatchObject({
      status: 'refunded',
      amountCents: 6_000,
    });
    expect(await creditsOf(student.id)).toBe(0);
  });

  it('when the teacher approves twice at once, then one refund reaches Stripe and the second approval is refused', async () => {
    const { student, order, paymentIntent } = await paidFiveLessons(0);
    await requestRefund(t.deps, student.id, order.id);

    const outcomes = await Promise.allSettled([approveRefund(t.deps, order.id), approveRefund(t.deps, order.id)]);

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(t.stripe.refunds.filter((refund) => refund.payment_intent === paymentIntent).map((r) => r.amount)).toEqual([
      10_000,
    ]);
  });

  it('when the payment is older than 14 days, then no refund is offered and a request is refused', async () => {
    const { student, order } = await paidFiveLessons(1);
    await sql`update payments set paid_at = ${new Date(Date.now() - 15 * DAY_MS)} where order_id = ${order.id}`.execute(
      t.db,
    );

    const read = await readOwnOrder(t.deps, student.id, order.id);

    expect(read.refundableUntil).toBeNull();
    await expect(requestRefund(t.deps, student.id, order.id)).rejects.toMatchObject({ code: 'refund_not_available' });
    expect(await creditsOf(student.id)).toBe(4);
  });

  it('when the payment is 13 days old, then a refund is offered until day 14', async () => {
    const { student, order } = await paidFiveLessons(0);
    const paidAt = new Date(Date.now() - 13 * DAY_MS);
    await sql`update payments set paid_at = ${paidAt} where order_id = ${order.id}`.execute(t.db);

    const read = await readOwnOrder(t.deps, student.id, order.id);

    expect(read.refundableUntil).toBe(new Date(paidAt.getTime() + 14 * DAY_MS).toISOString());
  });
});

describe('monthly revenue', () => {
  it('when payments and a refund were made this month, then revenue is the payments minus the refund', async () => {
    const before = await t.deps.payments.revenueThisMonthCents(new Date());
    const { student, order } = await paidFiveLessons(2);
    await paidFiveLessons(0);
    await requestRefund(t.deps, student.id, order.id);
    await approveRefund(t.deps, order.id);

    const after = await t.deps.payments.revenueThisMonthCents(new Date());

    expect(after - before).toBe(10_000 + 10_000 - 6_000);
  });
});
