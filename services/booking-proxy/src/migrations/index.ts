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
import * as createSchedule from './2026-12-10-create-schedule';
import * as lessonRequests from './2026-12-11-lesson-requests';
import * as busyCalendar from './2026-12-12-busy-calendar';
import * as lessonSeries from './2026-12-12-lesson-series';
import * as waitlist from './2026-12-12-waitlist';
import * as waiveForfeit from './2026-12-13-waive-forfeit';
import * as lessonPages from './2026-12-14-lesson-pages';

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
  '2026-12-10-create-schedule': createSchedule,
  '2026-12-11-lesson-requests': lessonRequests,
  '2026-12-12-busy-calendar': busyCalendar,
  '2026-12-12-lesson-series': lessonSeries,
  '2026-12-12-waitlist': waitlist,
  '2026-12-13-waive-forfeit': waiveForfeit,
  '2026-12-14-lesson-pages': lessonPages,
};
