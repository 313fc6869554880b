import type { Logger, MailQueue, TransactionRunner } from '@lezioni/service-kit';
import type { BookingData } from '../data/booking-data';
import type { TidyCalClient } from '../data/tidycal.client';
import type { IceConfig } from './ice-servers';

/** What booking-proxy's use cases are given: its repositories, bound to the pool, and the rest of its stores. */
export type BookingDeps = BookingData & {
  inTransaction: TransactionRunner<BookingData>;
  /** Null when no TidyCal token is configured: nothing is synced, and every answer says so. */
  tidycal: TidyCalClient | null;
  /** The calendar is `npm start`'s local stand-in for TidyCal (TIDYCAL_DEMO). */
  isDemoCalendar: boolean;
  /** Where lesson reminders wait as delayed mail jobs. */
  mailQueue: MailQueue;
  /** The synced window, in months around now. */
  syncWindow: { monthsBack: number; monthsAhead: number };
  /** The lesson room: ICE servers to hand out, and the teacher's name until auth's events tell it. */
  room: { ice: IceConfig; teacherName: string };
  logger: Logger;
};
