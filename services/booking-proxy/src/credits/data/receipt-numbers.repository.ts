import { sql } from 'kysely';
import type { Db } from '../../shared/data/db';

/** The calendar year of `at` in Italy, the year a receipt issued then is numbered in. */
export function receiptYearOf(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(at));
}

/**
 * Receipt numbers: consecutive within each year, with no gap and no duplicate (fiscal documents).
 * Bound to the transaction that records the payment, so a number is taken only with its receipt.
 */
export function createReceiptNumbersRepository(db: Db) {
  /**
   * The year's next number. The counter row stays locked until the transaction ends: concurrent
   * grants take their numbers one after the other, and a rollback gives its number back.
   */
  async function nextReceiptNumber(year: number): Promise<number> {
    const row = await db
      .insertInto('receipt_counters')
      .values({ year, last_number: 1 })
      .onConflict((conflict) =>
        conflict.column('year').doUpdateSet({ last_number: sql<number>`receipt_counters.last_number + 1` }),
      )
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return row.last_number;
  }

  return {
    /** Issues the receipt of the order's payment, recorded in this transaction: its number within the year of `at`. */
    async issue(orderId: string, at: Date): Promise<number> {
      const year = receiptYearOf(at);
      const number = await nextReceiptNumber(year);
      await db
        .updateTable('payments')
        .set({ receipt_year: year, receipt_number: number })
        .where('order_id', '=', orderId)
        .where('receipt_number', 'is', null)
        .executeTakeFirstOrThrow();
      return number;
    },
  };
}
export type ReceiptNumbersRepository = ReturnType<typeof createReceiptNumbersRepository>;
