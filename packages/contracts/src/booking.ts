import { z } from 'zod';
import {
  ORDER_STATUSES,
  REFUND_STATUSES,
  STUDENT_DIRECTORY_MAX_PAGE_SIZE,
  STUDENT_DIRECTORY_MAX_QUERY,
  STUDENT_DIRECTORY_MESSAGES,
  STUDENT_DIRECTORY_PAGE_SIZE,
  STUDENT_DIRECTORY_SORTS,
} from './booking-values';
import { RoleSchema } from './entities';
import { AttendanceSchema } from './lesson-room';

/**
 * Lessons, credits and orders (spec §3, §7, §9), answered by services/booking-proxy from its copy
 * of the teacher's TidyCal calendar (ARCHITECTURE D9). Times are ISO 8601 strings in UTC.
 */

export const PackageIdSchema = z.enum(['single', 'five', 'ten']);
export type PackageId = z.infer<typeof PackageIdSchema>;

/** A lesson as its student sees it: `pending` while the teacher has not answered the request, `scheduled` ahead, `completed` once it has ended, or `cancelled`. */
export const StudentBookingStatusSchema = z.enum(['pending', 'scheduled', 'completed', 'cancelled']);
export const StudentBookingSchema = z.object({
  id: z.string(),
  status: StudentBookingStatusSchema,
  scheduledAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  bookingTypeName: z.string(),
  meetingUrl: z.string().nullable(),
});
export type StudentBooking = z.infer<typeof StudentBookingSchema>;
/**
 * GET /api/my-credits (students): one record per purchase with credits, newest expiry last. For a
 * record whose `expiryDate` has passed, `remainingCredits` counts the credits that expired unused
 * (kept 30 days, so the bell can say so); only unexpired records can pay for a lesson.
 */
export const CreditRecordSchema = z.object({
  id: z.string(),
  remainingCredits: z.number().int().nonnegative(),
  expiryDate: z.string(),
});
export type CreditRecord = z.infer<typeof CreditRecordSchema>;

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
/** Card: Stripe Checkout, confirmed by Stripe's webhook. Transfer: bank transfer or cash, confirmed by the teacher. */
export const PaymentMethodSchema = z.enum(['card', 'transfer']);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** A money-back request (booking-values.ts's REFUND_STATUSES says what each status means). */
export const RefundStatusSchema = z.enum(REFUND_STATUSES);
export const RefundSchema = z.object({
  id: z.string(),
  status: RefundStatusSchema,
  /** Paid minus the lessons used at the single lesson's price; integer cents. */
  amountCents: z.number().int().nonnegative(),
  lessonsUsed: z.number().int().nonnegative(),
  /** The unused credits taken back (when approved; what would be, while requested). */
  creditsWithdrawn: z.number().int().nonnegative(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** What a refund asked now would give back and take: the student's confirmation says it before they ask. */
export const RefundOfferSchema = RefundSchema.pick({ amountCents: true, lessonsUsed: true, creditsWithdrawn: true });
export type RefundOffer = z.infer<typeof RefundOfferSchema>;

/**
 * Where a transfer order is paid (the operator's TRANSFER_* keys): the account, the order's amount
 * in cents and the reference to write on the transfer, so the teacher can match it.
 */
export const BankTransferSchema = z.object({
  accountHolder: z.string(),
  iban: z.string(),
  bic: z.string(),
  amountCents: z.number().int().positive(),
  reference: z.string(),
});
export type BankTransfer = z.infer<typeof BankTransferSchema>;

/** A package a student ordered, paid by card (Stripe) or by bank transfer or cash (the teacher confirms). */
export const OrderSchema = z.object({
  id: z.string(),
  packageId: PackageIdSchema,
  credits: z.number().int().positive(),
  /** Whole euros (every package's price is one); `priceCents` is the same amount in cents. */
  priceEur: z.number(),
  priceCents: z.number().int().nonnegative(),
  status: OrderStatusSchema,
  paymentMethod: PaymentMethodSchema,
  createdAt: z.string(),
  /** When the payment was confirmed or either side cancelled. */
  decidedAt: z.string().nullable(),
  /** Stripe's hosted checkout page, while a card order awaits payment. */
  checkoutUrl: z.string().nullable(),
  /** The receipt's number, once paid. */
  receiptNumber: z.number().int().nullable(),
  /** Until when a refund may be asked (paid, within 14 days, credits unused); null when it may not. */
  refundableUntil: z.string().nullable(),
  /** Set with `refundableUntil`: the amount and credits a refund asked now would mean. */
  refundOffer: RefundOfferSchema.nullable(),
  refund: RefundSchema.nullable(),
  /** A transfer order awaiting payment, when the operator configured the account; null otherwise (ask the teacher). */
  bankTransfer: BankTransferSchema.nullable(),
});
export type Order = z.infer<typeof OrderSchema>;
/**
 * POST /api/packages/orders. GET /api/packages/orders lists the caller's orders, newest first;
 * GET /api/packages/orders/{id} answers one (the return from Stripe's checkout polls it).
 * `withdrawalConsent`: the student asks for lessons to start within the 14-day withdrawal period
 * (EU), so used lessons are not refunded; recorded with the order, required to pay by card.
 */
export const CreateOrderRequestSchema = z.object({
  packageId: PackageIdSchema,
  paymentMethod: PaymentMethodSchema.default('transfer'),
  withdrawalConsent: z.boolean().default(false),
});
export type CreateOrderRequest = z.input<typeof CreateOrderRequestSchema>;

/** GET /api/payments/methods: whether card payment is offered, and whether it is the local demo checkout. */
export const PaymentMethodsSchema = z.object({ isCardAvailable: z.boolean(), isDemoCard: z.boolean() });
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;

/** Every /api/admin/* answer about the calendar says how fresh the calendar copy is and whether one is connected. */
export const SyncInfoSchema = z.object({
  /** End of the last successful sync; null before the first. */
  syncedAt: z.string().nullable(),
  calendarConnected: z.boolean(),
  /** The connected calendar is `npm start`'s local stand-in for TidyCal. */
  isDemoCalendar: z.boolean(),
  lastAttemptAt: z.string().nullable(),
  lastSyncFailed: z.boolean(),
  /** What the teacher should know: no calendar connected, or why the last sync failed. */
  problem: z.string().nullable(),
});
export type SyncInfo = z.infer<typeof SyncInfoSchema>;

/** Spec §3 "Booking, admin view": `confirmed` ahead, `completed` past, `cancelled`. */
export const AdminBookingSchema = z.object({
  id: z.string(),
  contact: z.object({ name: z.string(), email: z.string() }),
  booking_type: z.object({ name: z.string(), duration: z.number().int() }),
  starts_at: z.string(),
  status: z.enum(['confirmed', 'completed', 'cancelled']),
  meeting_url: z.string().nullable(),
  /** A platform student's lesson no credit paid for. */
  unpaid: z.boolean(),
  /** Cancelled by the student less than 24 hours ahead, its credit kept: she may waive that (issue 44). */
  creditForfeited: z.boolean(),
  /** Whether the student came to the lesson's room: null until the room closes, and for a cancelled lesson. */
  attendance: AttendanceSchema.nullable(),
});
export type AdminBooking = z.infer<typeof AdminBookingSchema>;
/** GET /api/admin/bookings: the 10 most recent by start time. */
export const AdminBookingsResponseSchema = SyncInfoSchema.extend({ bookings: z.array(AdminBookingSchema) });
export type AdminBookingsResponse = z.infer<typeof AdminBookingsResponseSchema>;

/** GET /api/admin/students: the first 5 of each list. */
export const AdminStudentsResponseSchema = SyncInfoSchema.extend({
  /** `emailVerified`: whether the student confirmed the address their lessons are matched by. */
  platformStudents: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), role: RoleSchema, emailVerified: z.boolean() }),
  ),
  tidyCalContacts: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), total_bookings: z.number().int() }),
  ),
});
export type AdminStudentsResponse = z.infer<typeof AdminStudentsResponseSchema>;

/**
 * GET /api/admin/analytics. Revenue: payments received this calendar month (Europe/Rome) minus the
 * refunds approved this month, in EUR (`monthlyRevenueCents`: the same in integer cents).
 * Lessons: not cancelled and ended. Active students: people with a lesson starting this month.
 * Bookings: all not cancelled.
 */
export const AnalyticsResponseSchema = SyncInfoSchema.extend({
  monthlyRevenue: z.number(),
  monthlyRevenueCents: z.number().int(),
  totalLessons: z.number().int(),
  activeStudents: z.number().int(),
  totalBookings: z.number().int(),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponseSchema>;

/** An order with its student, for the teacher's Payments tab. */
export const AdminOrderSchema = OrderSchema.extend({
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
/**
 * A Stripe payment that granted nothing (issue 47): not the checkout created for its order
 * (`not_its_checkout`), another amount or currency (`wrong_amount`), an order no longer awaiting
 * payment (`not_awaiting_payment`), or not a card order (`not_card_order`). `reference` is Stripe's
 * payment intent (or Checkout Session), to find the payment in Stripe's dashboard.
 */
export const PaymentProblemSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  packageId: PackageIdSchema,
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  kind: z.enum(['not_card_order', 'not_its_checkout', 'wrong_amount', 'not_awaiting_payment']),
  reference: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  recordedAt: z.string(),
});
export type PaymentProblem = z.infer<typeof PaymentProblemSchema>;

/**
 * GET /api/admin/orders: every pending order and every order with a refund request to decide
 * (oldest first), then the 20 latest decided ones; and how card payments stand.
 * POST /api/admin/orders/{id}/confirm grants the credits; POST /api/admin/orders/{id}/reject cancels;
 * POST /api/admin/orders/{id}/refund/approve refunds (and withdraws the unused credits), .../refund/reject refuses.
 */
export const AdminOrdersResponseSchema = z.object({
  orders: z.array(AdminOrderSchema),
  /** Stripe payments that granted nothing, newest first (the latest 20): the teacher checks each in Stripe. */
  paymentProblems: z.array(PaymentProblemSchema),
  /** The Monthly Revenue card's figure (AnalyticsResponse's `monthlyRevenueCents`), shown in the tab too. */
  monthlyRevenueCents: z.number().int(),
  cardPayments: PaymentMethodsSchema.extend({
    /** What the teacher should know about card payments (off, or a demo); null when Stripe is connected. */
    notice: z.string().nullable(),
  }),
});
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponseSchema>;

/** The largest page number the directory takes: far past any list, small enough for an offset. */
const STUDENT_DIRECTORY_MAX_PAGE = 100_000;

/**
 * GET /api/admin/student-directory's query (issue 26, the teacher's Students page): `q` matches
 * part of a name or an email, any case; `sort` by name, `lastLesson` (the latest past lesson's
 * start, students without one last in either order) or `credits` (left and usable now).
 */
export const StudentDirectoryQuerySchema = z.object({
  q: z
    .string({ error: STUDENT_DIRECTORY_MESSAGES.queryTooLong })
    .trim()
    .max(STUDENT_DIRECTORY_MAX_QUERY, { error: STUDENT_DIRECTORY_MESSAGES.queryTooLong })
    .default(''),
  page: z.coerce
    .number({ error: STUDENT_DIRECTORY_MESSAGES.badPage })
    .int({ error: STUDENT_DIRECTORY_MESSAGES.badPage })
    .min(1, { error: STUDENT_DIRECTORY_MESSAGES.badPage })
    .max(STUDENT_DIRECTORY_MAX_PAGE, { error: STUDENT_DIRECTORY_MESSAGES.badPage })
    .default(1),
  pageSize: z.coerce
    .number({ error: STUDENT_DIRECTORY_MESSAGES.badPageSize })
    .int({ error: STUDENT_DIRECTORY_MESSAGES.badPageSize })
    .min(1, { error: STUDENT_DIRECTORY_MESSAGES.badPageSize })
    .max(STUDENT_DIRECTORY_MAX_PAGE_SIZE, { error: STUDENT_DIRECTORY_MESSAGES.badPageSize })
    .default(STUDENT_DIRECTORY_PAGE_SIZE),
  sort: z.enum(STUDENT_DIRECTORY_SORTS, { error: STUDENT_DIRECTORY_MESSAGES.badSort }).default('name'),
  order: z.enum(['asc', 'desc'], { error: STUDENT_DIRECTORY_MESSAGES.badOrder }).default('asc'),
});
export type StudentDirectoryQuery = z.infer<typeof StudentDirectoryQuerySchema>;

/** One platform student in the teacher's directory. */
export const StudentDirectoryEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** When the platform first told booking-proxy of the account. */
  since: z.string(),
  /** The start of the latest lesson that has started (not cancelled), or null. */
  lastLessonAt: z.string().nullable(),
  /** The start of the next lesson (not cancelled), or null. */
  nextLessonAt: z.string().nullable(),
  /** Credits that can pay for a lesson now (unexpired lots' balances, as /api/my-credits counts them). */
  creditsLeft: z.number().int().nonnegative(),
});
export type StudentDirectoryEntry = z.infer<typeof StudentDirectoryEntrySchema>;
/** GET /api/admin/student-directory: one page of the matching students, and how many match in all. */
export const StudentDirectoryResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  items: z.array(StudentDirectoryEntrySchema),
});
export type StudentDirectoryResponse = z.infer<typeof StudentDirectoryResponseSchema>;

/**
 * A lesson on the teacher's page of a student: the student's own view of it, and whether they came
 * into its room: true, false when the room recorded only others, null when it recorded nobody.
 */
export const StudentPageLessonSchema = StudentBookingSchema.extend({ attended: z.boolean().nullable() });
export type StudentPageLesson = z.infer<typeof StudentPageLessonSchema>;

/**
 * GET /api/admin/students/{id} (issue 26): what booking-proxy knows of one platform student for the
 * teacher's page of them. Credits as the student's /api/my-credits lists them, `creditsLeft` the
 * usable ones; orders as the Payments tab maps them (payment, refund), newest first; lessons by the
 * /api/my-bookings rule (none until the address is verified): upcoming (not ended) earliest first,
 * past latest first.
 */
export const StudentPageResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  since: z.string(),
  emailVerified: z.boolean(),
  creditsLeft: z.number().int().nonnegative(),
  credits: z.array(CreditRecordSchema),
  orders: z.array(OrderSchema),
  lessons: z.object({ upcoming: z.array(StudentPageLessonSchema), past: z.array(StudentPageLessonSchema) }),
});
export type StudentPageResponse = z.infer<typeof StudentPageResponseSchema>;

/** A user's private calendar feed (issue 27): its address, and the same as a `webcal:` link for calendar apps. */
export const CalendarFeedSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
/** GET, POST /api/calendar/feed: the user's feed, or null while they have none. */
export const CalendarFeedResponseSchema = z.object({ feed: CalendarFeedSchema.nullable() });
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponseSchema>;
