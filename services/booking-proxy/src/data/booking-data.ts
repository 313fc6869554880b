import { createCalendarRepository } from './calendar.repository';
import type { Db } from './db';
import { createStudentsRepository } from './students.repository';
import { createSyncStateRepository } from './sync-state.repository';

/** The calendar copy, the platform's students and the sync's state, bound to the pool or one transaction. */
export function createBookingData(db: Db) {
  return {
    calendar: createCalendarRepository(db),
    students: createStudentsRepository(db),
    syncState: createSyncStateRepository(db),
  };
}
export type BookingData = ReturnType<typeof createBookingData>;

/** Runs `work` on data bound to one transaction: its writes commit together, or none does. */
export function createTransactionRunner(db: Db) {
  return <T>(work: (data: BookingData) => Promise<T>): Promise<T> =>
    db.transaction().execute((trx) => work(createBookingData(trx)));
}
export type TransactionRunner = ReturnType<typeof createTransactionRunner>;
