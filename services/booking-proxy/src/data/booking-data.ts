import { createBookingTypesRepository } from './booking-types.repository';
import { createBookingsRepository } from './bookings.repository';
import { createCalendarFeedsRepository } from './calendar-feeds.repository';
import { createContactsRepository } from './contacts.repository';
import { createDashboardRepository } from './dashboard.repository';
import type { Db } from './db';
import { createLedgerRepository } from './ledger.repository';
import { createLessonsRepository } from './lessons.repository';
import { createOrdersRepository } from './orders.repository';
import { createOutboxRepository } from './outbox.repository';
import { createPaymentProblemsRepository } from './payment-problems.repository';
import { createPaymentsRepository } from './payments.repository';
import { createReceiptNumbersRepository } from './receipt-numbers.repository';
import { createRefundsRepository } from './refunds.repository';
import { createRemindersRepository } from './reminders.repository';
import { createRoomAttendanceRepository } from './room-attendance.repository';
import { createStudentsRepository } from './students.repository';
import { createSyncStateRepository } from './sync-state.repository';

/**
 * Everything booking-proxy keeps in PostgreSQL, bound to the pool or to one transaction: the
 * calendar copy (the sync writes bookings, booking types and contacts; lessons, reminders and the
 * dashboard's figures are read from it), the sync's state, the platform's students, the
 * ledger with its orders, who came to each lesson's room, the users' calendar feeds, and the outbox of lesson events
 * (relayed under `queuePrefix`, REDIS_PREFIX).
 */
export function createBookingData(db: Db, queuePrefix: string) {
  return {
    bookings: createBookingsRepository(db),
    bookingTypes: createBookingTypesRepository(db),
    contacts: createContactsRepository(db),
    lessons: createLessonsRepository(db),
    reminders: createRemindersRepository(db),
    dashboard: createDashboardRepository(db),
    syncState: createSyncStateRepository(db),
    students: createStudentsRepository(db),
    orders: createOrdersRepository(db),
    ledger: createLedgerRepository(db),
    payments: createPaymentsRepository(db),
    paymentProblems: createPaymentProblemsRepository(db),
    receiptNumbers: createReceiptNumbersRepository(db),
    refunds: createRefundsRepository(db),
    roomAttendance: createRoomAttendanceRepository(db),
    calendarFeeds: createCalendarFeedsRepository(db),
    outbox: createOutboxRepository(db, queuePrefix),
  };
}
export type BookingData = ReturnType<typeof createBookingData>;
