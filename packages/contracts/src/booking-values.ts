/**
 * Lessons, credits and orders besides their schemas (booking.ts): packages, texts, rules.
 * No zod: pages load it (values.ts).
 */

/** The packages of spec §9: credits granted on a confirmed payment, and how long they last. */
export const PACKAGES = {
  single: { credits: 1, priceEur: 20, validityMonths: 6 },
  five: { credits: 5, priceEur: 100, validityMonths: 6 },
  ten: { credits: 10, priceEur: 200, validityMonths: 12 },
} as const satisfies Record<string, { credits: number; priceEur: number; validityMonths: number }>;
/** How long a lesson's reminder mail goes out before it starts. */
export const LESSON_REMINDER_HOURS = 24;

export const BOOKING_MESSAGES = {
  unknownPackage: 'Choose one of the packages: single, five or ten.',
  orderAlreadyPending: 'You already have an order awaiting payment. Cancel it or wait for the teacher to confirm it.',
  orderNotPending: 'This order is no longer awaiting payment.',
  cardPaymentsUnavailable: 'Card payment is not available at the moment. Please pay by bank transfer.',
  // The teacher's wording; how an operator connects Stripe is in services/booking-proxy/README.md.
  cardPaymentsOff: 'Card payments are not connected yet, so students pay by bank transfer, which you confirm here.',
  demoCardPayments: 'Card payments go to a demo checkout: no card is charged.',
  withdrawalConsentRequired:
    'Please agree that your lessons may start within the 14-day withdrawal period before paying by card.',
  checkoutFailed: 'The card payment could not be started. Please try again in a moment.',
  refundNotAvailable:
    'This order cannot be refunded: a refund can be asked within 14 days of the payment, while credits are unused.',
  refundNotPending: 'This refund request has already been decided.',
  badSignature: 'The webhook signature is not valid.',
  // The teacher's wording; how an operator connects the calendar is in docs/runbook.md.
  noCalendar: 'Your TidyCal calendar is not connected yet, so bookings made there do not show here.',
  demoCalendar: 'Demo calendar',
  demoCalendarForStudents:
    'This calendar stands in for the teacher’s booking page on this machine: a lesson booked here shows up on your dashboard and uses a credit, like a real one.',
  demoCalendarForTeacher: 'Bookings here come from a demo calendar on this machine, not from your TidyCal account.',
} as const;

/** GET /api/my-bookings answers a bare list (spec §7); this header says when the copy was last synced. */
export const SYNCED_AT_HEADER = 'X-Synced-At';

export const ORDER_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * A money-back request (spec §9's 14-day guarantee): `requested` waits for the teacher;
 * `processing` is approved and on its way through Stripe; `refunded` is done; a transfer payment's
 * approved refund is `to_refund_by_transfer` (the teacher sends it); `rejected` refunds nothing.
 */
export const REFUND_STATUSES = ['requested', 'processing', 'refunded', 'to_refund_by_transfer', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The status of a payment as the teacher's Payments tab shows it. */
export type PaymentStatus = 'pending' | 'paid' | 'refunded' | 'partially_refunded' | 'cancelled';
/** An order's payment status from what booking.ts's `Order` says of it. */
export function paymentStatusOf(order: {
  status: OrderStatus;
  priceCents: number;
  refund: { status: RefundStatus; amountCents: number } | null;
}): PaymentStatus {
  if (order.status !== 'confirmed') return order.status;
  const refund = order.refund;
  if (!refund || refund.status === 'requested' || refund.status === 'rejected' || refund.amountCents === 0)
    return 'paid';
  return refund.amountCents >= order.priceCents ? 'refunded' : 'partially_refunded';
}

/** The teacher's student directory (GET /api/admin/student-directory): rows per page unless asked, and at most. */
export const STUDENT_DIRECTORY_PAGE_SIZE = 20;
export const STUDENT_DIRECTORY_MAX_PAGE_SIZE = 100;
/** The longest search the directory takes, in characters. */
export const STUDENT_DIRECTORY_MAX_QUERY = 200;
/** What the directory sorts by: name, the latest past lesson's start (never-taught last), credits usable now. */
export const STUDENT_DIRECTORY_SORTS = ['name', 'lastLesson', 'credits'] as const;
export type StudentDirectorySort = (typeof STUDENT_DIRECTORY_SORTS)[number];

export const STUDENT_DIRECTORY_MESSAGES = {
  queryTooLong: `Search for at most ${STUDENT_DIRECTORY_MAX_QUERY} characters.`,
  badPage: 'The page must be a whole number from 1.',
  badPageSize: `The page size must be a whole number from 1 to ${STUDENT_DIRECTORY_MAX_PAGE_SIZE}.`,
  badSort: `Sort by ${STUDENT_DIRECTORY_SORTS.join(', ')}.`,
  badOrder: 'The order must be asc or desc.',
  badStudentId: 'The student id is not valid.',
} as const;
