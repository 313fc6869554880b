import { createBusyCalendarRepository } from './availability/data/busy-calendar.repository';
import { createBusyTimesRepository } from './availability/data/busy-times.repository';
import { createBookingTypesRepository } from './calendar/data/booking-types.repository';
import { createBookingsRepository } from './calendar/data/bookings.repository';
import { createCalendarFeedsRepository } from './lessons/data/calendar-feeds.repository';
import { createContactsRepository } from './calendar/data/contacts.repository';
import { createDashboardRepository } from './lessons/data/dashboard.repository';
import type { Db } from './shared/data/db';
import { createLedgerRepository } from './credits/data/ledger.repository';
import { createLessonsRepository } from './calendar/data/lessons.repository';
import { createOrdersRepository } from './credits/data/orders.repository';
import { createOutboxRepository } from './shared/data/outbox.repository';
import { createPaymentProblemsRepository } from './payments/data/payment-problems.repository';
import { createPaymentsRepository } from './credits/data/payments.repository';
import { createReceiptNumbersRepository } from './credits/data/receipt-numbers.repository';
import { createRefundsRepository } from './payments/data/refunds.repository';
import { createRemindersRepository } from './calendar/data/reminders.repository';
import { createScheduleRepository } from './availability/data/schedule.repository';
import { createLessonRequestsRepository } from './requests/data/lesson-requests.repository';
import { createWaitlistRepository } from './requests/data/waitlist.repository';
import { createLessonSeriesRepository } from './requests/data/lesson-series.repository';
import { createLessonPagesRepository } from './room/data/lesson-pages.repository';
import { createRoomAttendanceRepository } from './room/data/room-attendance.repository';
import { createStudentsRepository } from './shared/data/students.repository';
import { createSyncStateRepository } from './calendar/data/sync-state.repository';

/**
 * Everything booking-proxy keeps in PostgreSQL, bound to the pool or to one transaction: the
 * calendar copy (the sync writes bookings, booking types and contacts; lessons, reminders and the
 * dashboard's figures are read from it), the sync's state, the platform's students, the
 * ledger with its orders, who came to each lesson's room and its shared page, the users' calendar feeds, the teacher's
 * week, her own calendar's busy times, the students' requests for lessons, the waitlist and weekly
 * series (issue 44), and the outbox of lesson events
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
    lessonPages: createLessonPagesRepository(db),
    calendarFeeds: createCalendarFeedsRepository(db),
    schedule: createScheduleRepository(db),
    busyTimes: createBusyTimesRepository(db),
    busyCalendar: createBusyCalendarRepository(db),
    lessonRequests: createLessonRequestsRepository(db),
    waitlist: createWaitlistRepository(db),
    lessonSeries: createLessonSeriesRepository(db),
    outbox: createOutboxRepository(db, queuePrefix),
  };
}
export type BookingData = ReturnType<typeof createBookingData>;
