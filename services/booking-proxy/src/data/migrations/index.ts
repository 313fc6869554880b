import type { Migration } from 'kysely';
import * as createCalendarCopy from './2026-11-27-create-calendar-copy';
import * as createLedger from './2026-11-28-create-ledger';
import * as studentsEmailVerified from './2026-12-01-students-email-verified';
import * as createRoomAttendance from './2026-12-02-create-room-attendance';
import * as payments from './2026-12-03-payments';
import * as lessonEvents from './2026-12-04-lesson-events';
import * as createCalendarFeeds from './2026-12-05-create-calendar-feeds';
import * as studentsTimeZone from './2026-12-06-students-time-zone';
import * as studentsLanguage from './2026-12-07-students-language';
import * as bookingsConfirmation from './2026-12-08-bookings-confirmation';
import * as paymentProblems from './2026-12-09-payment-problems';
import * as erasedCalendarEntries from './2026-12-09-erased-calendar-entries';
import * as receiptNumbers from './2026-12-09-receipt-numbers';

/** In name order; a new migration is one more line here. */
export const migrations: Record<string, Migration> = {
  '2026-11-27-create-calendar-copy': createCalendarCopy,
  '2026-11-28-create-ledger': createLedger,
  '2026-12-01-students-email-verified': studentsEmailVerified,
  '2026-12-02-create-room-attendance': createRoomAttendance,
  '2026-12-03-payments': payments,
  '2026-12-04-lesson-events': lessonEvents,
  '2026-12-05-create-calendar-feeds': createCalendarFeeds,
  '2026-12-06-students-time-zone': studentsTimeZone,
  '2026-12-07-students-language': studentsLanguage,
  '2026-12-08-bookings-confirmation': bookingsConfirmation,
  '2026-12-09-erased-calendar-entries': erasedCalendarEntries,
  '2026-12-09-payment-problems': paymentProblems,
  '2026-12-09-receipt-numbers': receiptNumbers,
};
