import type { ColumnType, Generated, Kysely } from 'kysely';
import type {
  BusyCalendarError,
  DateHours,
  Language,
  LessonRequestStatus,
  LessonSeriesStatus,
  PackageId,
  PaymentMethod,
  RefundStatus,
  WeeklyHours,
} from '@lezioni/contracts';
import type { OutboxTable } from '@lezioni/service-kit';

export const BOOKING_SCHEMA = 'booking';

/** The copy of TidyCal (ARCHITECTURE D9); ids are TidyCal's, as text. */
export interface BookingsTable {
  id: string;
  contact_id: string;
  booking_type_id: string;
  /** Lower-cased: a booking is a platform student's when this equals the student's email. */
  contact_email: string;
  contact_name: string;
  booking_type_name: string;
  duration_minutes: number;
  starts_at: Date;
  ends_at: Date;
  cancelled_at: Date | null;
  timezone: string;
  meeting_url: string | null;
  synced_at: Date;
  /** The start time the lesson's reminder mail is scheduled for; null when none is. */
  reminder_for: Date | null;
  /**
   * The lesson's booking confirmation mail: null until the sync decided on one (a new row), `sent`
   * once queued, `none` when there is none (known before confirmations came, not a verified
   * student's lesson when first seen, already begun or cancelled), `withdrawn` once the lesson was
   * cancelled after its confirmation and the cancelling mail was decided on.
   */
  confirmation: Confirmation | null;
  /** When its student deleted their account: name and address replaced, and kept so by every sync. */
  erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Where the lesson was booked: TidyCal (the sync's to write), or the platform's own calendar (an approved request). */
  source: ColumnType<BookingSource, BookingSource | undefined, BookingSource>;
  /** How often the lesson was changed here (moved, cancelled): its calendar events' SEQUENCE. */
  sequence: Generated<number>;
}

export type BookingSource = 'tidycal' | 'builtin';

/** What became of a lesson's booking confirmation mail (`bookings.confirmation`). */
export type Confirmation = 'sent' | 'none' | 'withdrawn';

export interface BookingTypesTable {
  id: string;
  name: string;
  duration_minutes: number;
  synced_at: Date;
}

export interface ContactsTable {
  id: string;
  name: string;
  /** Lower-cased. */
  email: string;
  synced_at: Date;
  /** As `bookings.erased_at`. */
  erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One row (id 1): the last sync's time and outcome. */
export interface SyncStateTable {
  id: number;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  /** Null after a successful sync. */
  last_error: string | null;
}

/** The platform's users this service needs, from auth's user events (ARCHITECTURE D13). */
export interface StudentsTable {
  id: string;
  name: string;
  /** Lower-cased. */
  email: string;
  role: 'admin' | 'student';
  /**
   * Auth's word that the student followed the mailed confirmation link: only then are the bookings
   * under `email` theirs (lessons, credits, reminders). Anyone can register with any address.
   */
  email_verified: ColumnType<boolean, boolean | undefined, boolean>;
  /** The event's version: an older or replayed event never overwrites a newer one. */
  version: number;
  /** The IANA zone of the user's last visit (auth's events); null until one told it. */
  time_zone: ColumnType<string | null, string | undefined, string>;
  /** The language of the user's account (auth's events); null until one told it, which reads as English. */
  language: ColumnType<Language | null, Language | undefined, Language>;
  /** When this service first heard of the user: the teacher's list shows the newest first. */
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface OrdersTable {
  id: Generated<string>;
  student_id: string;
  package_id: PackageId;
  credits: number;
  price_eur: number;
  status: 'pending' | 'confirmed' | 'cancelled';
  created_at: ColumnType<Date, Date | undefined, never>;
  decided_at: Date | null;
  payment_method: ColumnType<PaymentMethod, PaymentMethod | undefined, PaymentMethod>;
  withdrawal_consent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The order's Stripe Checkout Session and its hosted page (card orders). */
  stripe_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  checkout_url: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Money received for an order, once: by card (Stripe's ids) or by transfer (the teacher's confirmation). */
export interface PaymentsTable {
  id: Generated<string>;
  order_id: string;
  student_id: string;
  method: PaymentMethod;
  amount_cents: number;
  currency: ColumnType<string, string | undefined, string>;
  stripe_payment_intent: string | null;
  stripe_event_id: string | null;
  paid_at: Date;
  /** The receipt's number within `receipt_year` (Europe/Rome), set in the transaction that records the payment. */
  receipt_number: ColumnType<number | null, number | null | undefined, number>;
  receipt_year: ColumnType<number | null, number | null | undefined, number>;
}

/** The last receipt number issued in each year (receipt-numbers.repository's nextReceiptNumber). */
export interface ReceiptCountersTable {
  year: number;
  last_number: number;
}

/** Why a Stripe payment granted nothing (the grant rule, payments/domain/payments.ts). */
export type PaymentProblemKind = 'not_card_order' | 'not_its_checkout' | 'wrong_amount' | 'not_awaiting_payment';

/** A Stripe payment the grant rule refused, kept for the teacher's Payments tab. */
export interface PaymentProblemsTable {
  id: Generated<string>;
  order_id: string;
  /** Stripe's payment intent, or its Checkout Session when no intent is known. */
  reference: string;
  kind: PaymentProblemKind;
  amount_cents: number;
  currency: string;
  stripe_event_id: string | null;
  recorded_at: Date;
}

/** A money-back request on an order, and its outcome (contracts' RefundStatus). */
export interface RefundsTable {
  id: Generated<string>;
  order_id: string;
  payment_id: string;
  student_id: string;
  status: RefundStatus;
  amount_cents: number;
  lessons_used: number;
  credits_withdrawn: number;
  requested_at: Date;
  decided_at: Date | null;
  stripe_refund_id: string | null;
}

/** Credits granted by one confirmed order, valid until `expires_at`. */
export interface CreditLotsTable {
  id: Generated<string>;
  student_id: string;
  order_id: string;
  credits: number;
  granted_at: Date;
  expires_at: Date;
}

/**
 * Every change to a student's credits is a row; a lot's balance is the sum of its rows' `credits`
 * (grant +n, consume -1, refund +1, forfeit 0, expire -remaining, withdraw -remaining on a money-back refund). Partial unique indexes make each
 * booking consume at most once and settle (refund or forfeit) at most once, and each lot expire once.
 */
export interface LedgerEntriesTable {
  id: Generated<string>;
  student_id: string;
  lot_id: string;
  booking_id: string | null;
  kind: 'grant' | 'consume' | 'refund' | 'forfeit' | 'expire' | 'withdraw' | 'hold' | 'release' | 'waive';
  credits: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** One stay of a participant in a lesson's room: a stream held open from `joined_at` to `left_at`. */
export interface RoomAttendanceTable {
  id: string;
  booking_id: string;
  user_id: string;
  role: 'admin' | 'student';
  joined_at: Date;
  left_at: Date | null;
}

/** A lesson's shared page: its Yjs document and the text it reads as (migration 2026-12-14). */
export interface LessonPagesTable {
  booking_id: string;
  state: Buffer;
  text: string;
  updated_at: Date;
}

/** A user's private calendar feed: the secret of its address (migration 2026-12-05). */
export interface CalendarFeedsTable {
  user_id: string;
  role: 'admin' | 'student';
  secret: string;
  created_at: Date;
}

/** One row (id 1): the teacher's week (issue 44), as she last saved it. */
export interface ScheduleTable {
  id: number;
  time_zone: string;
  buffer_minutes: number;
  auto_approve_returning: ColumnType<boolean, boolean | undefined, boolean>;
  /** Written as JSON text, read back parsed. */
  week: ColumnType<WeeklyHours[], string, string>;
  dates: ColumnType<DateHours[], string, string>;
  updated_at: Date;
  /** Her own calendar's private iCalendar address (a secret); null: none. */
  busy_calendar_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last good read of it, the last try, and why that try failed (null once one succeeds). */
  busy_calendar_read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  busy_calendar_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  busy_calendar_error: ColumnType<
    BusyCalendarError | null,
    BusyCalendarError | null | undefined,
    BusyCalendarError | null
  >;
}

/** A time her own calendar is busy, as its last good read found it (replaced whole by each). */
export interface CalendarBusyTimesTable {
  starts_at: Date;
  ends_at: Date;
}

/** A student's request for a lesson with the teacher's own calendar (issue 44); approved, a lesson under the same id. */
export interface LessonRequestsTable {
  id: string;
  student_id: string;
  /** The lesson it is for: its own id for a new lesson, the lesson's for a request to move one. */
  lesson_id: string;
  starts_at: Date;
  ends_at: Date;
  duration_minutes: number;
  /** The lesson and the buffer after it, written as a range literal; no two pending or approved ones overlap. */
  held: string;
  /** `offered`: a freed time held for a waitlist entry until `offered_until`; `lapsed`: not taken in time. */
  status: LessonRequestStatus | 'offered' | 'lapsed';
  created_at: Date;
  decided_at: Date | null;
  waitlist_entry_id: string | null;
  offered_until: Date | null;
}

/** A student waiting for a time to free within hours she named (issue 44). */
export interface WaitlistEntriesTable {
  id: string;
  student_id: string;
  starts_at: Date;
  ends_at: Date;
  duration_minutes: number;
  status: 'waiting' | 'taken' | 'left' | 'lapsed';
  created_at: Date;
  ended_at: Date | null;
}

/** A student's standing weekly lesson (issue 44): its first lesson repeats weekly at that time on her clock. */
export interface LessonSeriesTable {
  id: string;
  student_id: string;
  /** The request for the first lesson, which holds its time and a credit until she answers. */
  first_request_id: string;
  starts_at: Date;
  duration_minutes: number;
  time_zone: string;
  status: LessonSeriesStatus;
  created_at: Date;
  decided_at: Date | null;
  ended_at: Date | null;
  sequence: ColumnType<number, number | undefined, number>;
  warned_for: Date | null;
}

/** Each week a series reached: its lesson, or none when the time was taken. Once per week. */
export interface LessonSeriesOccurrencesTable {
  series_id: string;
  starts_at: Date;
  lesson_id: string | null;
  created_at: Date;
}

/**
 * Lesson events for other services (ARCHITECTURE D13), written in the transaction that changes a
 * lesson and deleted once relayed to the `lesson-events` stream; a row's id is its event's version.
 */
export type BookingOutboxTable = OutboxTable<'lesson-events'>;

export interface Database {
  bookings: BookingsTable;
  booking_types: BookingTypesTable;
  contacts: ContactsTable;
  sync_state: SyncStateTable;
  students: StudentsTable;
  orders: OrdersTable;
  credit_lots: CreditLotsTable;
  ledger_entries: LedgerEntriesTable;
  payments: PaymentsTable;
  payment_problems: PaymentProblemsTable;
  receipt_counters: ReceiptCountersTable;
  refunds: RefundsTable;
  room_attendance: RoomAttendanceTable;
  lesson_pages: LessonPagesTable;
  calendar_feeds: CalendarFeedsTable;
  schedule: ScheduleTable;
  lesson_requests: LessonRequestsTable;
  waitlist_entries: WaitlistEntriesTable;
  calendar_busy_times: CalendarBusyTimesTable;
  lesson_series: LessonSeriesTable;
  lesson_series_occurrences: LessonSeriesOccurrencesTable;
  outbox: BookingOutboxTable;
}

/** The pool or a transaction: a Kysely `Transaction` is a `Kysely`, so repositories take either. */
export type Db = Kysely<Database>;
