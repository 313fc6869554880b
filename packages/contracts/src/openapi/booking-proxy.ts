import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  AdminBookingsResponseSchema,
  AdminOrderSchema,
  AdminOrdersResponseSchema,
  AdminStudentsResponseSchema,
  AnalyticsResponseSchema,
  CalendarFeedResponseSchema,
  CreateOrderRequestSchema,
  CreditRecordSchema,
  OrderSchema,
  PaymentMethodsSchema,
  StudentBookingSchema,
  StudentDirectoryQuerySchema,
  StudentDirectoryResponseSchema,
  StudentPageResponseSchema,
} from '../booking';
import { ScheduleAnswerSchema, ScheduleSchema, SlotsQuerySchema, SlotsResponseSchema } from '../availability';
import { WaitlistEntrySchema, WaitlistInputSchema, WaitlistResponseSchema } from '../waitlist';
import {
  ADMIN_LESSONS_API,
  ADMIN_LESSON_REQUESTS_API,
  ADMIN_LESSON_SERIES_API,
  ADMIN_SCHEDULE_API,
  AVAILABILITY_SLOTS_API,
  LESSON_REQUESTS_API,
  LESSON_REQUEST_ANSWERS_SHOWN_DAYS,
  LESSON_REQUEST_EXPIRY_HOURS,
  WAITLIST_API,
  WAITLIST_MAX_ENTRIES,
  WAITLIST_OFFER_HOLD_MINUTES,
  LESSON_SERIES_API,
  SERIES_CREDIT_WARNING_DAYS,
} from '../availability-values';
import {
  AdminLessonSeriesListSchema,
  LessonSeriesInputSchema,
  LessonSeriesListSchema,
  LessonSeriesSchema,
} from '../lesson-series';
import {
  AdminLessonRequestsResponseSchema,
  AnsweredLessonRequestsResponseSchema,
  CancellationSchema,
  LessonRequestInputSchema,
  LessonRequestSchema,
  RescheduleInputSchema,
} from '../lesson-requests';
import {
  BOOKING_MAX_AHEAD_MONTHS,
  BOOKING_MIN_NOTICE_HOURS,
  FREE_CANCELLATION_HOURS,
  NOTIFICATION_PANEL_MAX,
} from '../constants';
import { SYNCED_AT_HEADER } from '../booking-values';
import { CALENDAR_FEED_API, CALENDAR_TEACHER_DAYS_BACK } from '../calendar-values';
import {
  LessonPageSchema,
  LessonPageUpdateSchema,
  RoomEventSchema,
  RoomResponseSchema,
  SignalSchema,
} from '../lesson-room';
import { LESSON_PAGE_MAX_BYTES, LESSON_PAGE_UPDATE_MAX_BYTES } from '../lesson-room-values';
import { BookingExportSchema } from '../my-data';
import { MY_DATA_PATHS } from '../my-data-values';
import { QUEUES_DASHBOARD_PATH, STRIPE_WEBHOOK_PATH } from '../upstreams';
import { ADMIN_ONLY, errors, idParam, json, noContent, NOT_MODIFIED, ok, operationsOf, SIGNED_IN } from './operations';

const requestParam = {
  path: z.object({
    id: z.string().meta({ description: 'The request id (`lz-` and a UUID); once approved, the lesson id.' }),
  }),
};
const seriesParam = {
  path: z.object({ id: z.string().meta({ description: 'The series id (`ls-` and a UUID).' }) }),
};
const roomParam = { path: z.object({ id: z.string().meta({ description: 'The booking id.' }) }) };

const booking = operationsOf('booking-proxy');

/** Lessons, calendar feeds, the lesson room, credits and orders: services/booking-proxy. */
export const bookingProxyPaths = (): ZodOpenApiPathsObject => ({
  '/api/my-bookings': {
    get: booking("The user's lessons", {
      responses: {
        '200': {
          description: 'From the synced copy of the calendar.',
          headers: z.object({
            [SYNCED_AT_HEADER]: z.string().optional().meta({ description: 'When the copy was last synced.' }),
          }),
          content: json(z.array(StudentBookingSchema)),
        },
        ...NOT_MODIFIED,
        ...SIGNED_IN,
      },
    }),
  },
  [CALENDAR_FEED_API]: {
    get: booking("The user's private calendar feed", {
      description: 'Its address (https, and the same as `webcal:` for calendar apps), or null while they have none.',
      responses: { ...ok('The feed.', CalendarFeedResponseSchema), ...SIGNED_IN },
    }),
    post: booking('A new address for the feed', {
      description: 'Starts the feed, or replaces its address: the one before is refused from then on.',
      responses: { ...ok('The feed at its new address.', CalendarFeedResponseSchema), ...errors(401, 403) },
    }),
    delete: booking('Stop the feed', {
      description: 'Its address is refused from then on.',
      responses: { ...noContent('Stopped.'), ...errors(401, 403) },
    }),
  },
  '/api/calendar/{secret}.ics': {
    get: booking("A calendar feed's file (iCalendar), as calendar apps fetch it", {
      description: `No session: the secret in the address is the key. The user's lessons (the teacher's: every lesson of the last ${CALENDAR_TEACHER_DAYS_BACK} days and ahead), UTC, one event per lesson with its id as UID; a cancelled lesson has \`STATUS:CANCELLED\`. Reads per minute from one address are limited (CALENDAR_READS_PER_MINUTE).`,
      requestParams: {
        path: z.object({
          secret: z.string().meta({ description: "The feed's secret (from GET /api/calendar/feed)." }),
        }),
      },
      responses: {
        '200': { description: 'The calendar.', content: { 'text/calendar': { schema: z.string() } } },
        ...errors(404, 429),
      },
    }),
  },
  [MY_DATA_PATHS.lessons]: {
    get: booking(
      "The student's lessons, room visits, their lessons' shared pages, orders and credits ledger (their part of 'Download my data')",
      {
        responses: { ...ok('Every record.', BookingExportSchema), ...ADMIN_ONLY },
      },
    ),
  },
  '/api/lessons/{id}/room': {
    get: booking("A lesson's room, if the caller may enter it now", {
      description:
        "For the booking's student and the teacher, from 10 minutes before the start to 15 after the booked end. `forbidden` for anyone else (and for an unknown booking), `room_closed` for a participant outside that window or of a cancelled lesson. The TURN credential in `iceServers` is the caller's own and expires shortly after the room closes.",
      requestParams: roomParam,
      responses: { ...ok('The room.', RoomResponseSchema), ...ADMIN_ONLY },
    }),
  },
  '/api/lessons/{id}/signals': {
    post: booking('Send a signal (offer, answer, ICE candidate, media state) to the other side of the room', {
      description:
        "Relayed to the other participant's event stream only. Checked like the room itself; a user's signals per minute are limited (ROOM_SIGNALS_PER_MINUTE).",
      requestParams: roomParam,
      requestBody: { content: json(SignalSchema) },
      responses: { '202': { description: 'Relayed.' }, ...errors(400, 401, 403, 413, 429) },
    }),
  },
  '/api/lessons/{id}/page': {
    get: booking("The lesson's shared page (a Yjs document), to its two people", {
      description:
        "The booking's student and the teacher read it at any time: during the lesson to write on, afterwards as part of the lesson's record (`isEditable` false). `forbidden` for anyone else and for an unknown booking. `state` is the whole document as one Yjs update (base64); `text` what it reads as.",
      requestParams: roomParam,
      responses: { ...ok('The page.', LessonPageSchema), ...errors(401, 403) },
    }),
    post: booking('Apply a Yjs update to the lesson page', {
      description: `Checked like the room itself (\`room_closed\` outside its window). The update (base64, at most ${LESSON_PAGE_UPDATE_MAX_BYTES / 1024} KB decoded) is merged with what is stored, under the page's lock, so concurrent updates from both sides all survive, and sent to every stream of the room as \`event: page\`. \`page_update_invalid\` (400) for bytes that are no Yjs update; \`page_too_large\` (413) when the page would grow past ${LESSON_PAGE_MAX_BYTES / 1024} KB (updates that shrink it are taken); a user's updates per minute are limited (ROOM_PAGE_UPDATES_PER_MINUTE, 429). A page back online sends \`Y.encodeStateAsUpdate(doc, stateVectorOf(GET's state))\`: edits made offline merge.`,
      requestParams: roomParam,
      requestBody: { content: json(LessonPageUpdateSchema) },
      responses: { '204': { description: 'Merged and relayed.' }, ...errors(400, 401, 403, 413, 429) },
    }),
  },
  '/api/lessons/{id}/events': {
    get: booking("The room's events (Server-Sent Events); being connected is being present", {
      description:
        '`event: presence` (first on connecting, then on every change), `event: signal` (from the other side) and `event: page` (an update of the shared page, from either side, to every stream of the room); the `data:` line is the whole RoomEvent. A comment line is sent as a heartbeat. The stream ends when the room closes, or within about a second of the session’s revocation. A session and a user hold a few room streams at once: 429 past them.',
      requestParams: roomParam,
      responses: {
        '200': {
          description: 'An event stream until the room closes.',
          content: {
            'text/event-stream': {
              schema: RoomEventSchema.meta({ description: 'The JSON in each `data:` line.' }),
            },
          },
        },
        ...errors(401, 403, 429),
      },
    }),
  },
  '/api/my-credits': {
    get: booking("The student's credits", {
      responses: { ...ok('One record per purchase.', z.array(CreditRecordSchema)), ...NOT_MODIFIED, ...ADMIN_ONLY },
    }),
  },
  '/api/packages/orders': {
    get: booking("The student's orders", {
      responses: { ...ok('Newest first.', z.array(OrderSchema)), ...ADMIN_ONLY },
    }),
    post: booking('Order a package: by card (Stripe Checkout) or by bank transfer (the teacher confirms)', {
      description:
        "A card order answers `checkoutUrl`, Stripe's hosted page; its credits come with Stripe's webhook. `withdrawalConsent` is required for cards.",
      requestBody: { content: json(CreateOrderRequestSchema) },
      responses: { ...ok('The pending order.', OrderSchema, 201), ...errors(400, 401, 403, 409, 413) },
    }),
  },
  '/api/packages/orders/{id}': {
    get: booking("One of the student's orders", {
      requestParams: idParam,
      responses: { ...ok('The order.', OrderSchema), ...errors(401, 403, 404) },
    }),
  },
  '/api/packages/orders/{id}/receipt': {
    get: booking('The printable receipt of a paid order', {
      requestParams: idParam,
      responses: {
        '200': { description: 'The receipt page.', content: { 'text/html': { schema: z.string() } } },
        ...errors(401, 403, 404),
      },
    }),
  },
  '/api/packages/orders/{id}/refund': {
    post: booking('Ask for a refund (14-day money-back guarantee)', {
      requestParams: idParam,
      responses: { ...ok('The order with its refund request.', OrderSchema), ...errors(401, 403, 404, 409, 413) },
    }),
  },
  '/api/packages/orders/{id}/refund/withdraw': {
    post: booking('Withdraw a refund request the teacher has not decided', {
      requestParams: idParam,
      description: 'Nothing was refunded or withdrawn yet: the order stays paid, with its credits. 409 once decided.',
      responses: {
        ...ok('The order without its refund request.', OrderSchema),
        ...errors(401, 403, 404, 409, 413),
      },
    }),
  },
  '/api/payments/methods': {
    get: booking('Whether card payment is offered (public)', {
      responses: { ...ok('Payment methods.', PaymentMethodsSchema), ...errors() },
    }),
  },
  [STRIPE_WEBHOOK_PATH]: {
    post: booking("Stripe's webhook (public, signature-checked)", {
      description:
        'Stripe-Signature is checked on the raw body with STRIPE_WEBHOOK_SECRET. Applied exactly once; a failure answers 5xx so that Stripe retries.',
      requestBody: { content: json(z.object({ id: z.string(), type: z.string() }).loose()) },
      responses: {
        ...ok('Applied (or not of interest).', z.object({ received: z.literal(true) })),
        ...errors(400, 404, 413),
      },
    }),
  },
  '/api/packages/orders/{id}/cancel': {
    post: booking('Cancel a pending order', {
      requestParams: idParam,
      responses: { ...ok('The cancelled order.', OrderSchema), ...errors(400, 401, 403, 404, 409, 413) },
    }),
  },
  '/api/admin/analytics': {
    get: booking('Figures of the month (admin)', {
      responses: { ...ok('Analytics.', AnalyticsResponseSchema), ...ADMIN_ONLY },
    }),
  },
  '/api/admin/bookings': {
    get: booking('Latest lessons (admin)', {
      responses: { ...ok('Lessons.', AdminBookingsResponseSchema), ...ADMIN_ONLY },
    }),
  },
  '/api/admin/students': {
    get: booking('Students and calendar contacts (admin)', {
      responses: { ...ok('Students.', AdminStudentsResponseSchema), ...ADMIN_ONLY },
    }),
  },
  [ADMIN_SCHEDULE_API]: {
    get: booking("The teacher's week (admin)", {
      description:
        'Her hours each weekday and the dates with hours of their own, on her clock; before she sets them, none.',
      responses: { ...ok('Her week, and how her calendar address reads.', ScheduleAnswerSchema), ...errors(401, 403) },
    }),
    put: booking("Set the teacher's week (admin)", {
      description:
        'Replaces it whole; free times follow at once. Ranges of one day must not overlap. A new calendar address is read at once.',
      requestBody: { content: json(ScheduleSchema) },
      responses: { ...ok('Her week as saved.', ScheduleAnswerSchema), ...errors(400, 401, 403) },
    }),
  },
  [AVAILABILITY_SLOTS_API]: {
    get: booking("The teacher's free times for a lesson", {
      description: `Inside her hours, clear of every lesson and the buffer around it, at least ${BOOKING_MIN_NOTICE_HOURS} hours and at most ${BOOKING_MAX_AHEAD_MONTHS} months ahead, on a 15-minute grid, earliest first. With \`moving\`, the student's own lesson being moved does not stand in its own way (another's: 404).`,
      requestParams: { query: SlotsQuerySchema },
      responses: { ...ok('The free times.', SlotsResponseSchema), ...errors(400, 401, 404) },
    }),
  },
  [LESSON_REQUESTS_API]: {
    get: booking("The student's requests answered lately (students)", {
      description: `Approved, declined or expired in the last ${LESSON_REQUEST_ANSWERS_SHOWN_DAYS} days, latest answer first (at most ${NOTIFICATION_PANEL_MAX}): what the bell tells.`,
      responses: { ...ok('The answers.', AnsweredLessonRequestsResponseSchema), ...errors(401, 403) },
    }),
    post: booking('Ask for a lesson at one of her free times (students)', {
      description: `Holds the time (with her buffer after it) and a credit until she answers; \`/api/my-bookings\` shows it as \`pending\`. Unanswered ${LESSON_REQUEST_EXPIRY_HOURS} hours before its start, it expires and the credit comes back. 409 \`slot_taken\` when another request holds the time (PostgreSQL refuses the second of any two), \`slot_not_free\` for a time not among her free ones, \`no_credits\` without a credit; 403 before the student's address is confirmed.`,
      requestBody: { content: json(LessonRequestInputSchema) },
      responses: { ...ok('The request, pending.', LessonRequestSchema, 201), ...errors(401, 403, 409) },
    }),
  },
  [WAITLIST_API]: {
    get: booking("The student's waitlist: entries waiting and the times held for them (students)", {
      description: 'Entries whose hours have not passed, earliest first, and the offers held for them now.',
      responses: { ...ok('Entries and offers.', WaitlistResponseSchema), ...errors(401, 403) },
    }),
    post: booking('Wait for a time to free within a day and hours (students)', {
      description: `The hours are read on the clock of \`timeZone\` (else the zone of the student's visits), must leave room for a lesson at least ${BOOKING_MIN_NOTICE_HOURS} hours ahead and start within ${BOOKING_MAX_AHEAD_MONTHS} months. When a lesson of that length frees within them (a request ended, a lesson cancelled or moved), it is offered to the students waiting in the order they joined: held for the first for up to ${WAITLIST_OFFER_HOLD_MINUTES} minutes (nobody else sees it free), and mailed. A time already free is offered at once. 409 \`waitlist_full\` with ${WAITLIST_MAX_ENTRIES} entries waiting; 403 before the address is confirmed.`,
      requestBody: { content: json(WaitlistInputSchema) },
      responses: { ...ok('The entry, waiting.', WaitlistEntrySchema, 201), ...errors(400, 401, 403, 409) },
    }),
  },
  [`${WAITLIST_API}/{id}`]: {
    delete: booking('Leave the waitlist (students)', {
      description:
        'A time held for the entry is freed and offered to the next student waiting. 404 for an entry not hers and waiting.',
      requestParams: { path: z.object({ id: z.string().meta({ description: 'The entry id.' }) }) },
      responses: { ...noContent('Left.'), ...errors(401, 403, 404) },
    }),
  },
  [`${WAITLIST_API}/offers/{id}/take`]: {
    post: booking('Take a time held for the student (students)', {
      description: `The offer becomes her request for the time, as \`POST ${LESSON_REQUESTS_API}\` makes one (a credit held, the teacher's approval or her setting), without the time ever being free in between; the entry ends. 404 for an offer not hers (or taken); 409 \`offer_lapsed\` once its hold is over (the time goes to the next student waiting), \`no_credits\`, \`slot_not_free\` when her hours changed.`,
      requestParams: {
        path: z.object({
          id: z.string().meta({ description: "The offer id (`lz-` and a UUID): the request's once taken." }),
        }),
      },
      responses: {
        ...ok('The request, pending (or approved at once).', LessonRequestSchema, 201),
        ...errors(401, 403, 404, 409),
      },
    }),
  },
  '/api/my-bookings/{id}/cancel': {
    post: booking('Cancel a lesson, or withdraw a request the teacher has not answered (students)', {
      description: `A request: the held credit comes back. A lesson not begun: cancelled (at TidyCal too for one booked there), its time free again and its invitation withdrawn; the credit comes back at ${FREE_CANCELLATION_HOURS} hours' notice or more, and is forfeited with less (\`creditBack\` says which). 409 \`lesson_not_cancellable\` once begun or cancelled.`,
      requestParams: requestParam,
      responses: { ...ok('Cancelled.', CancellationSchema), ...errors(401, 403, 404, 409) },
    }),
  },
  '/api/my-bookings/{id}/reschedule': {
    post: booking('Ask to move a lesson to another of her free times (students)', {
      description: `For a lesson of her own calendar, at least ${FREE_CANCELLATION_HOURS} hours before it starts: a request for the new time, which goes back to her approval; until she approves, the lesson stays where it was and keeps its credit. Approved, the lesson moves (the same id) and is confirmed again. 409 \`lesson_not_movable\` when too late or booked on TidyCal, \`slot_not_free\` for a time not among her free ones.`,
      requestParams: requestParam,
      requestBody: { content: json(RescheduleInputSchema) },
      responses: { ...ok('The request to move it, pending.', LessonRequestSchema, 201), ...errors(401, 403, 404, 409) },
    }),
  },
  [`${ADMIN_LESSONS_API}/{id}/cancel`]: {
    post: booking('Cancel a lesson (admin)', {
      description:
        "The student's credit always comes back, whatever the notice. 409 `lesson_not_cancellable` once begun or cancelled.",
      requestParams: requestParam,
      responses: { ...ok('Cancelled.', CancellationSchema), ...errors(401, 403, 404, 409) },
    }),
  },
  [`${ADMIN_LESSONS_API}/{id}/waive-forfeit`]: {
    post: booking('Give back the credit of a lesson cancelled too late (admin)', {
      description: `A lesson the student cancelled less than ${FREE_CANCELLATION_HOURS} hours ahead kept its credit; she gives it back after all (the ledger's \`waive\`, once per lesson). 409 \`nothing_to_waive\` when its credit was not kept, or was given back already.`,
      requestParams: requestParam,
      responses: { ...ok('The credit is back.', CancellationSchema), ...errors(401, 403, 404, 409) },
    }),
  },
  [ADMIN_LESSON_REQUESTS_API]: {
    get: booking('The requests awaiting her answer (admin)', {
      description: 'Earliest lesson first, with who asks and when each expires unanswered.',
      responses: { ...ok('The requests.', AdminLessonRequestsResponseSchema), ...errors(401, 403) },
    }),
  },
  [`${ADMIN_LESSON_REQUESTS_API}/{id}/approve`]: {
    post: booking('Approve a request: it becomes a scheduled lesson (admin)', {
      description:
        'The held credit is spent on the lesson; the student is mailed it with its calendar invitation, and its reminder, room and feed follow as for any lesson. 409 `request_not_pending` once answered, withdrawn or expired.',
      requestParams: requestParam,
      responses: {
        ...ok('The request, approved: its id is the lesson’s.', LessonRequestSchema),
        ...errors(401, 403, 404, 409),
      },
    }),
  },
  [`${ADMIN_LESSON_REQUESTS_API}/{id}/decline`]: {
    post: booking('Decline a request (admin)', {
      description: 'The held credit comes back and the time is free again. 409 `request_not_pending` once answered.',
      requestParams: requestParam,
      responses: { ...ok('The request, declined.', LessonRequestSchema), ...errors(401, 403, 404, 409) },
    }),
  },
  [LESSON_SERIES_API]: {
    post: booking('Ask for a weekly lesson starting at one of her free times (students)', {
      description: `The first lesson is asked for as a request (it holds its time and a credit); the series repeats it every week at the same time on her clock and waits for her answer. Approved, its weeks are booked as lessons up to ${BOOKING_MAX_AHEAD_MONTHS} months ahead as the student's credits allow, by her calendar's repeating job too. Errors as for a request.`,
      requestBody: { content: json(LessonSeriesInputSchema) },
      responses: { ...ok('The series, pending.', LessonSeriesSchema, 201), ...errors(401, 403, 409) },
    }),
    get: booking("The student's weekly series not over (students)", {
      description: `With the next week not booked yet and whether a credit is missing for it (the student is mailed once when that week is ${SERIES_CREDIT_WARNING_DAYS} days or less ahead).`,
      responses: { ...ok('The series.', LessonSeriesListSchema), ...errors(401, 403) },
    }),
  },
  [`${LESSON_SERIES_API}/{id}/pause`]: {
    post: booking('Pause a weekly series (students)', {
      description:
        'No week is booked from now on; lessons booked stay. 409 `series_not_running` for one pending or over; 404 for another student’s.',
      requestParams: seriesParam,
      responses: { ...ok('The series, paused.', LessonSeriesSchema), ...errors(401, 403, 404, 409) },
    }),
  },
  [`${LESSON_SERIES_API}/{id}/resume`]: {
    post: booking('Resume a paused weekly series (students)', {
      description:
        'Its weeks ahead are booked at once, as credits allow. 409 `series_not_running` for one pending or over.',
      requestParams: seriesParam,
      responses: { ...ok('The series, active.', LessonSeriesSchema), ...errors(401, 403, 404, 409) },
    }),
  },
  [`${LESSON_SERIES_API}/{id}/end`]: {
    post: booking('End a weekly series (students)', {
      description: `Pending: its first lesson's request is withdrawn. Running: its lessons ${FREE_CANCELLATION_HOURS} hours or more ahead are cancelled with their credits back; sooner ones stay. 409 \`series_not_running\` once over.`,
      requestParams: seriesParam,
      responses: { ...ok('The series, ended.', LessonSeriesSchema), ...errors(401, 403, 404, 409) },
    }),
  },
  [ADMIN_LESSON_SERIES_API]: {
    get: booking('The weekly series awaiting her answer or running (admin)', {
      responses: { ...ok('The series, with who asks.', AdminLessonSeriesListSchema), ...errors(401, 403) },
    }),
  },
  [`${ADMIN_LESSON_SERIES_API}/{id}/approve`]: {
    post: booking('Approve a weekly series (admin)', {
      description:
        'Its first lesson is booked as an approved request, then its weeks up to the horizon as credits allow; a week whose time is taken is passed over. 409 `request_not_pending` once answered or expired.',
      requestParams: seriesParam,
      responses: { ...ok('The series, active.', LessonSeriesSchema), ...errors(401, 403, 404, 409) },
    }),
  },
  [`${ADMIN_LESSON_SERIES_API}/{id}/decline`]: {
    post: booking('Decline a weekly series (admin)', {
      description: "The first lesson's credit comes back. 409 `request_not_pending` once answered.",
      requestParams: seriesParam,
      responses: { ...ok('The series, declined.', LessonSeriesSchema), ...errors(401, 403, 404, 409) },
    }),
  },
  [`${ADMIN_LESSON_SERIES_API}/{id}/end`]: {
    post: booking('End a weekly series (admin)', {
      description: `As the student ends it: lessons ${FREE_CANCELLATION_HOURS} hours or more ahead are cancelled with their credits back.`,
      requestParams: seriesParam,
      responses: { ...ok('The series, ended.', LessonSeriesSchema), ...errors(401, 403, 404, 409) },
    }),
  },
  '/api/admin/student-directory': {
    get: booking('Every platform student, searched, sorted and paged (admin)', {
      requestParams: { query: StudentDirectoryQuerySchema },
      responses: {
        ...ok('One page of the matching students, with how many match.', StudentDirectoryResponseSchema),
        ...errors(400, 401, 403),
      },
    }),
  },
  '/api/admin/students/{id}': {
    get: booking("A student's credits, orders and lessons, for the teacher's page of them (admin)", {
      requestParams: idParam,
      responses: {
        ...ok('The student.', StudentPageResponseSchema),
        ...errors(400, 401, 403, 404),
      },
    }),
  },
  '/api/admin/orders': {
    get: booking('Orders to confirm and the latest decided (admin)', {
      responses: { ...ok('Orders.', AdminOrdersResponseSchema), ...ADMIN_ONLY },
    }),
  },
  [QUEUES_DASHBOARD_PATH]: {
    get: booking('Queue dashboard for the teacher (bull-board, read-only)', {
      description:
        "The mail queue (password resets; lesson reminders wait there as delayed jobs) and the TidyCal sync queue. `/admin/queues` redirects here. The JSON calls of the page below this path are bull-board's own.",
      responses: {
        '200': { description: 'The dashboard page.', content: { 'text/html': { schema: z.string() } } },
        ...ADMIN_ONLY,
      },
    }),
  },
  '/api/admin/orders/{id}/confirm': {
    post: booking('Confirm a payment: grants the credits (admin)', {
      requestParams: idParam,
      responses: { ...ok('The confirmed order.', AdminOrderSchema), ...errors(400, 401, 403, 404, 409, 413) },
    }),
  },
  '/api/admin/orders/{id}/reject': {
    post: booking('Reject an order (admin)', {
      requestParams: idParam,
      responses: { ...ok('The cancelled order.', AdminOrderSchema), ...errors(400, 401, 403, 404, 409, 413) },
    }),
  },
  '/api/admin/orders/{id}/refund/approve': {
    post: booking('Approve a refund: refunds and withdraws the unused credits (admin)', {
      requestParams: idParam,
      responses: { ...ok('The refunded order.', AdminOrderSchema), ...errors(401, 403, 404, 409, 413) },
    }),
  },
  '/api/admin/orders/{id}/refund/reject': {
    post: booking('Refuse a refund request (admin)', {
      requestParams: idParam,
      responses: { ...ok('The order.', AdminOrderSchema), ...errors(401, 403, 404, 409, 413) },
    }),
  },
});
