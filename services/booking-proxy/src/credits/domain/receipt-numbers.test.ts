import { openBookingTestDeps, payAtStripe, openBookingTestDepsForFile } from '../../testing/booking-test-deps';
import { receiptYearOf } from '../data/receipt-numbers.repository';
import { confirmOrder, placeTransferOrder, readOwnOrder, rejectOrder } from './orders';
import { cancelOwnOrder, reconcileCardPayments } from '../../payments/domain/payments';

const t = openBookingTestDepsForFile({ stripe: true });

/** Every receipt number issued this year, in order. */
const numbersOfThisYear = async (db = t.db) =>
  (
    await db
      .selectFrom('payments')
      .select('receipt_number')
      .where('receipt_year', '=', receiptYearOf(new Date()))
      .orderBy('receipt_number')
      .execute()
  ).map((row) => row.receipt_number);

const oneToN = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('receipt numbers (consecutive within the year)', () => {
  it('when orders are cancelled, rejected, paid twice by replayed events and confirmed at the same time, then the receipts are numbered 1..N with no gap and no duplicate', async () => {
    // A card order paid once, whose payment is seen twice (the reconciliation after its webhook).
    const cardStudent = await t.addStudent();
    const card = (await payAtStripe(t, cardStudent.id)).order;
    await reconcileCardPayments(t.deps, new Date());
    await reconcileCardPayments(t.deps, new Date());
    // Orders that never got paid: one cancelled by its student, one rejected, one confirmed too late.
    const cancelling = await t.addStudent();
    const cancelled = await placeTransferOrder(t.deps, cancelling.id, 'single', false);
    await cancelOwnOrder(t.deps, cancelling.id, cancelled.id);
    await expect(confirmOrder(t.deps, cancelled.id)).rejects.toMatchObject({ code: 'order_not_pending' });
    const rejecting = await t.addStudent();
    const rejected = await placeTransferOrder(t.deps, rejecting.id, 'single', false);
    await rejectOrder(t.deps, rejected.id);
    // Eight transfers the teacher confirms at once, each confirmed twice (two tabs).
    const racing = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const student = await t.addStudent();
        return { student, order: await placeTransferOrder(t.deps, student.id, 'five', false) };
      }),
    );

    const confirmations = await Promise.allSettled(
      racing.flatMap(({ order }) => [confirmOrder(t.deps, order.id), confirmOrder(t.deps, order.id)]),
    );

    expect(confirmations.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(8);
    expect(await numbersOfThisYear()).toEqual(oneToN(9));
    expect((await readOwnOrder(t.deps, cardStudent.id, card.id)).receiptNumber).toBe(1);
    const racedNumbers = await Promise.all(
      racing.map(async ({ student, order }) => (await readOwnOrder(t.deps, student.id, order.id)).receiptNumber),
    );
    expect(racedNumbers.sort((a, b) => a! - b!)).toEqual(oneToN(9).slice(1));
    expect((await readOwnOrder(t.deps, cancelling.id, cancelled.id)).receiptNumber).toBeNull();
  });
});

describe('the upgrade to numbers per year', () => {
  it('when receipts were numbered before, then they keep their numbers and each year goes on from its highest', async () => {
    const thisYear = receiptYearOf(new Date());
    const upgraded = await openBookingTestDeps({
      upgrade: {
        before: '2026-12-09-receipt-numbers',
        async seed(rows) {
          // The old identity numbered across years: 1 and 2 last year, 3 this year.
          for (const paidAt of [
            new Date(Date.UTC(thisYear - 1, 5, 1)),
            new Date(Date.UTC(thisYear - 1, 6, 1)),
            new Date(),
          ])
            await rows.addPaidOrder((await rows.addStudent()).id, paidAt);
        },
      },
    });
    try {
      const student = await upgraded.addStudent();
      const order = await placeTransferOrder(upgraded.deps, student.id, 'single', false);

      await confirmOrder(upgraded.deps, order.id);

      const numbered = await upgraded.db
        .selectFrom('payments')
        .select(['receipt_year', 'receipt_number'])
        .orderBy('receipt_year')
        .orderBy('receipt_number')
        .execute();
      expect(numbered.map((row) => [row.receipt_year, row.receipt_number])).toEqual([
        [thisYear - 1, 1],
        [thisYear - 1, 2],
        [thisYear, 3],
        [thisYear, 4],
      ]);
      expect((await readOwnOrder(upgraded.deps, student.id, order.id)).receiptNumber).toBe(4);
    } finally {
      await upgraded.close();
    }
  });
});
