import type { Logger, MailQueue } from '@lezioni/service-kit';
import type { BookingData, TransactionRunner } from '../data/booking-data';
import type { Db } from '../data/db';
import type { TidyCalClient } from '../data/tidycal.client';

/** What the calendar's use cases need. */
export type BookingDeps = BookingData & {
  inTransaction: TransactionRunner;
  /** The pool, for the ledger's settlement (it opens its own transactions). */
  db: Db;
  /** Null when no TidyCal token is configured: nothing is synced, and every answer says so. */
  tidycal: TidyCalClient | null;
  /** The calendar is `npm start`'s local stand-in for TidyCal (TIDYCAL_DEMO). */
  isDemoCalendar: boolean;
  /** Where lesson reminders wait as delayed mail jobs. */
  mailQueue: MailQueue;
  /** The synced window, in months around now. */
  syncWindow: { monthsBack: number; monthsAhead: number };
  logger: Logger;
};
