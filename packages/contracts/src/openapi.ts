import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
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
} from './booking';
import {
  ConversationEventSchema,
  ConversationSchema,
  CreateConversationRequestSchema,
  CreateConversationResponseSchema,
  LinkPreviewSchema,
  MessageEventSchema,
  MessageSchema,
  MessagesQuerySchema,
  SendMessageRequestSchema,
  UploadResponseSchema,
} from './chat';
import {
  ErrorBodySchema,
  LanguageRequestSchema,
  LanguageResponseSchema,
  TimeZoneRequestSchema,
  TimeZoneResponseSchema,
  NoticeResponseSchema,
  PlatformStatusSchema,
  RuntimeConfigSchema,
  UserResponseSchema,
} from './entities';
import { SESSION_HINT_COOKIE, TIME_ZONE_COOKIE } from './constants';
import { LANGUAGE_COOKIE } from './languages';
import { ERROR_CATALOGUE } from './errors';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  VerifyEmailRequestSchema,
} from './validation';
import { QUEUES_DASHBOARD_PATH, STRIPE_WEBHOOK_PATH } from './upstreams';
import {
  BookingExportSchema,
  ChatExportSchema,
  DeleteAccountRequestSchema,
  LearningExportSchema,
  ProfileExportSchema,
} from './my-data';
import { RoomEventSchema, RoomResponseSchema, SignalSchema } from './lesson-room';
import { SYNCED_AT_HEADER } from './booking-values';
import {
  CreateMaterialRequestSchema,
  HomeworkItemSchema,
  LearningFileSchema,
  LessonNoteSchema,
  MaterialSchema,
  MyMaterialsSchema,
  MyProgressSchema,
  MyVocabularySchema,
  SaveLessonNoteRequestSchema,
  SetLevelRequestSchema,
  ShareMaterialRequestSchema,
  SkillLevelSchema,
  TeacherMaterialSchema,
  TeacherStudentViewSchema,
  VocabularyQuerySchema,
} from './learning';
import { MESSAGES_PAGE_SIZE } from './chat-values';
import { UPLOAD_ALLOWED_TYPES, UPLOAD_MAX_BYTES } from './upload-values';
import { CALENDAR_FEED_API, CALENDAR_TEACHER_DAYS_BACK } from './calendar-values';
import { DELETE_ACCOUNT_PATH, MY_DATA_PATHS } from './my-data-values';

/**
 * The OpenAPI 3.1 description of every call the gateway answers, generated from the zod schemas of
 * this package: the services validate and answer with the same schemas, so the document cannot say
 * one thing while the code does another without a contract test noticing. Served by the gateway at
 * /api/openapi.json, browsable at /api/docs. Not exported from the package's index: the pages
 * never need it, and it pulls in zod-openapi.
 */

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });

/**
 * The statuses every call through the gateway can answer (ARCHITECTURE "Errors", D5): 400 for an
 * address that does not decode or carries a control character.
 */
const ALWAYS = [400, 500, 502, 503] as const;
const ERROR_MEANING: Record<number, string> = {
  400: "Bad input, or a body that is not valid JSON: the first problem in `error` (the spec's validation messages), every field in `details`. Also an address that does not decode (`%FF`) or carries a control character (`%00`).",
  401: 'Not signed in (or the session was revoked).',
  403: 'Signed in with the wrong role; or, for a write, sent by a page of another site.',
  404: 'No such resource, or not yours.',
  409: 'Conflicts with what exists.',
  408: 'The request took too long to arrive (its body stopped): the connection is closed.',
  413: 'The request body is too large.',
  415: 'A body that is not JSON (multipart/form-data on uploads), in an encoding not supported, or a file type not allowed.',
  429: 'Too many attempts, or a per-user limit used up: the message contains "Too many".',
  500: ERROR_CATALOGUE[500]!.message,
  502: 'An upstream service failed or did not answer in time.',
  503: 'A service, PostgreSQL or Redis is unavailable.',
};

/** Error answers, all in the one JSON shape; 400, 500, 502 and 503 are added to every call. */
function errors(...statuses: number[]): ZodOpenApiResponsesObject {
  return Object.fromEntries(
    [...statuses, ...ALWAYS].map((status) => [
      String(status),
      { description: ERROR_MEANING[status]!, content: json(ErrorBodySchema) },
    ]),
  );
}

/**
 * What the gateway answers to any write before its service reads it (ARCHITECTURE "Writes from
 * other sites", "Slow requests"): a page of another site, a body of another type, a body that stops.
 */
const WRITE_GUARDS = [403, 408, 415];

function withWriteGuards(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  for (const item of Object.values(paths)) {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (operation) operation.responses = { ...operation.responses, ...errors(...WRITE_GUARDS) };
    }
  }
  return paths;
}

const ok = (description: string, schema: z.ZodType, status = 200): ZodOpenApiResponsesObject => ({
  [String(status)]: { description, content: json(schema) },
});
/** A stored file's download (chat's attachments, learning's files): `sendStoredFile`'s answer. */
const storedFile = {
  '200': {
    description: 'The file, as a download unless it is an image.',
    content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
  },
};
const noContent = (description: string): ZodOpenApiResponsesObject => ({ '204': { description } });
/** A polled answer: send its ETag back as If-None-Match, and an unchanged one is a 304 (D20). */
const NOT_MODIFIED: ZodOpenApiResponsesObject = {
  '304': { description: 'Unchanged since the answer whose ETag was sent in If-None-Match.' },
};

const SIGNED_IN = errors(401);
const ADMIN_ONLY = errors(401, 403);
const idParam = { path: z.object({ id: z.string().meta({ description: 'The resource id (a UUID).' }) }) };
const lessonParam = { path: z.object({ lessonId: z.string().meta({ description: 'The lesson (booking) id.' }) }) };
const studentParam = { path: z.object({ studentId: z.string().meta({ description: "The student's user id." }) }) };
const roomParam = { path: z.object({ id: z.string().meta({ description: 'The booking id.' }) }) };
const LANGUAGE_COOKIE_NOTE = `\`${LANGUAGE_COOKIE}\` (readable by the pages, a year, SameSite=Lax) is set to the account's language, so every device speaks it.`;
const SESSION_COOKIE_NOTE = `Sets the httpOnly session cookie, and beside it \`${SESSION_HINT_COOKIE}=1\` (readable by the pages, same lifetime): pages without it skip GET /api/me. ${LANGUAGE_COOKIE_NOTE}`;

/** One operation: tags by service, so the reference groups calls as the route table does. */
const op = (tag: string, summary: string, rest: Omit<ZodOpenApiOperationObject, 'tags' | 'summary'>) => ({
  tags: [tag],
  summary,
  ...rest,
});

const auth = (summary: string, rest: Omit<ZodOpenApiOperationObject, 'tags' | 'summary'>) => op('auth', summary, rest);
const chat = (summary: string, rest: Omit<ZodOpenApiOperationObject, 'tags' | 'summary'>) => op('chat', summary, rest);
const booking = (summary: string, rest: Omit<ZodOpenApiOperationObject, 'tags' | 'summary'>) =>
  op('booking-proxy', summary, rest);
const learning = (summary: string, rest: Omit<ZodOpenApiOperationObject, 'tags' | 'summary'>) =>
  op('learning', summary, rest);
const gateway = (summary: string, rest: Omit<ZodOpenApiOperationObject, 'tags' | 'summary'>) =>
  op('gateway', summary, rest);

export function createOpenApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'lezioni API',
      version: '1',
      description:
        'Every call of the platform, through the gateway. Calls send the session cookie; every error is JSON `{ "error": "<message>" }` with optional `details`.',
    },
    tags: [
      { name: 'gateway', description: "The gateway's own calls." },
      { name: 'auth', description: 'Accounts and sessions (services/auth).' },
      { name: 'chat', description: 'Conversations, messages, files and live events (services/chat).' },
      { name: 'booking-proxy', description: 'Lessons, credits and orders (services/booking-proxy).' },
      { name: 'unfurl', description: 'Link previews (services/unfurl).' },
      {
        name: 'learning',
        description: 'Lesson notes, homework, levels, materials and progress (services/learning).',
      },
    ],
    components: {
      schemas: {
        Error: ErrorBodySchema,
        UserResponse: UserResponseSchema,
        RuntimeConfig: RuntimeConfigSchema,
        PlatformStatus: PlatformStatusSchema,
        Conversation: ConversationSchema,
        Message: MessageSchema,
        StudentBooking: StudentBookingSchema,
        CreditRecord: CreditRecordSchema,
        Order: OrderSchema,
        AdminOrder: AdminOrderSchema,
        LessonNote: LessonNoteSchema,
        SkillLevel: SkillLevelSchema,
        Material: MaterialSchema,
      },
    },
    paths: withWriteGuards({
      '/api/config': {
        get: gateway('Runtime configuration of the pages (public)', {
          responses: { ...ok("The deployment's settings.", RuntimeConfigSchema), ...errors() },
        }),
      },
      '/api/status': {
        get: gateway('Readiness of each service (admin)', {
          responses: { ...ok('`degraded` when a deployed service is not ready.', PlatformStatusSchema), ...ADMIN_ONLY },
        }),
      },
      '/api/me': {
        get: auth('The signed-in user', {
          description: `A 401 to a browser that still holds \`${SESSION_HINT_COOKIE}\` clears it. \`emailVerified\` is false until the mailed link is followed: meanwhile no lesson or credit charge is linked to the account.`,
          responses: { ...ok('The user.', UserResponseSchema), ...SIGNED_IN },
        }),
      },
      '/api/me/language': {
        put: auth("Keep the signed-in user's language", {
          description:
            'The language of the pages on every device the account signs in on, and of its mails (reminders, receipts, links).',
          requestBody: { content: json(LanguageRequestSchema) },
          responses: {
            ...ok(`Kept. ${LANGUAGE_COOKIE_NOTE}`, LanguageResponseSchema),
            ...errors(400, 401, 413),
          },
        }),
      },
      '/api/me/time-zone': {
        put: auth("Keep the zone the signed-in user chose, or follow their visits' again", {
          description: `A zone Intl knows ("America/New_York"): kept as the user's choice, so their pages on every device and their mails (confirmations, reminders, cancellations) write times in it, and visits (the pages' \`${TIME_ZONE_COOKIE}\` cookie on GET /api/me) no longer change it. \`null\`: the zone follows the visits again, from the next one. GET /api/me answers both as \`timeZone\` and \`timeZoneChosen\`.`,
          requestBody: { content: json(TimeZoneRequestSchema) },
          responses: {
            ...ok('Kept: the zone on the account and whether it is the choice.', TimeZoneResponseSchema),
            ...errors(400, 401, 413),
          },
        }),
      },
      [MY_DATA_PATHS.profile]: {
        get: auth("The student's profile (their part of 'Download my data')", {
          responses: { ...ok('The profile.', ProfileExportSchema), ...ADMIN_ONLY },
        }),
      },
      [DELETE_ACCOUNT_PATH]: {
        post: auth("Delete the student's own account", {
          description:
            'Confirmed with the password. The account is anonymised, every session revoked, and other services forget or anonymise their copies.',
          requestBody: { content: json(DeleteAccountRequestSchema) },
          responses: {
            ...noContent(`Deleted; the session cookie and \`${SESSION_HINT_COOKIE}\` are cleared.`),
            ...errors(400, 401, 403, 413, 429),
          },
        }),
      },
      '/api/login': {
        post: auth('Sign in', {
          requestBody: { content: json(LoginRequestSchema) },
          description:
            'A success also sets the httpOnly known-device cookie, sent to this call only: that browser skips the delay an account under attack imposes. A 429 names the real wait.',
          responses: { ...ok(`Signed in. ${SESSION_COOKIE_NOTE}`, UserResponseSchema), ...errors(400, 401, 413, 429) },
        }),
      },
      '/api/register': {
        post: auth('Create a student account and sign in', {
          description: `The account's language is the visit's: \`${LANGUAGE_COOKIE}\` when set, else \`Accept-Language\`'s first language spoken here, else English.`,
          requestBody: { content: json(RegisterRequestSchema) },
          responses: {
            ...ok(`Registered and signed in. ${SESSION_COOKIE_NOTE}`, UserResponseSchema, 201),
            ...errors(400, 409, 413, 429),
          },
        }),
      },
      '/api/logout': {
        post: auth('Sign out (the session is revoked server-side)', {
          responses: {
            ...noContent(`Signed out; the session cookie and \`${SESSION_HINT_COOKIE}\` are cleared.`),
            ...errors(400, 413),
          },
        }),
      },
      '/api/forgot-password': {
        post: auth('Ask for a password-reset mail', {
          requestBody: { content: json(ForgotPasswordRequestSchema) },
          responses: {
            ...ok('The same answer whether or not the account exists.', NoticeResponseSchema),
            ...errors(400, 413, 429),
          },
        }),
      },
      '/api/reset-password': {
        post: auth('Set a new password with the mailed token', {
          requestBody: { content: json(ResetPasswordRequestSchema) },
          responses: {
            ...ok('Reset; every session of the account is revoked.', NoticeResponseSchema),
            ...errors(400, 413, 429),
          },
        }),
      },
      '/api/verify-email': {
        post: auth('Confirm the email address with the mailed token (signed in or not)', {
          requestBody: { content: json(VerifyEmailRequestSchema) },
          responses: {
            ...ok(
              'Confirmed; lessons booked under the address are linked to the account from now on.',
              NoticeResponseSchema,
            ),
            ...errors(400, 413, 429),
          },
        }),
      },
      '/api/verify-email/resend': {
        post: auth('Mail a new confirmation link (rate-limited per account)', {
          responses: {
            ...ok(
              'A new link is on its way (earlier ones stop working), or the address is already confirmed.',
              NoticeResponseSchema,
            ),
            ...errors(400, 401, 413, 429),
          },
        }),
      },
      '/api/unfurl': {
        get: op('unfurl', 'Preview of a link', {
          requestParams: { query: z.object({ url: z.string().meta({ description: 'The link, http(s).' }) }) },
          responses: {
            ...ok('A preview; `ok: false` when none could be made.', LinkPreviewSchema),
            ...errors(400, 401, 429),
          },
        }),
      },
      '/api/conversations': {
        get: chat("The user's conversations", {
          responses: { ...ok('Newest activity first.', z.array(ConversationSchema)), ...NOT_MODIFIED, ...SIGNED_IN },
        }),
        post: chat("Open a student's conversation with the teacher", {
          description:
            'A student sends no body and opens their own; a `studentId` from a student is a 403. The teacher names the student (400 without one, 404 for an unknown or deleted student). Starts per user and hour are limited (CHAT_CONVERSATION_STARTS_PER_HOUR, `_TEACHER`).',
          requestBody: { required: false, content: json(CreateConversationRequestSchema) },
          responses: {
            ...ok('The conversation already existed.', CreateConversationResponseSchema),
            ...ok('The conversation was created.', CreateConversationResponseSchema, 201),
            ...errors(400, 401, 403, 404, 413, 429),
          },
        }),
      },
      [MY_DATA_PATHS.messages]: {
        get: chat("The student's conversation and uploaded files (their part of 'Download my data')", {
          responses: {
            ...ok('Messages of both sides; attachments by name and size.', ChatExportSchema),
            ...ADMIN_ONLY,
          },
        }),
      },
      '/api/conversations/{id}/messages': {
        get: chat('Messages of a conversation, a page at a time', {
          description: `The latest ${MESSAGES_PAGE_SIZE} messages, or with \`before\` the ${MESSAGES_PAGE_SIZE} before that message (by time, then id). A page shorter than ${MESSAGES_PAGE_SIZE} reaches the conversation's first message.`,
          requestParams: {
            ...idParam,
            query: MessagesQuerySchema.extend({
              before: MessagesQuerySchema.shape.before.meta({
                description:
                  'The id of the oldest message the client holds: the page before it. Absent: the latest page.',
              }),
            }),
          },
          responses: {
            ...ok('Oldest first.', z.array(MessageSchema)),
            ...NOT_MODIFIED,
            ...errors(400, 401, 404),
          },
        }),
        post: chat('Send a message', {
          requestParams: idParam,
          requestBody: { content: json(SendMessageRequestSchema) },
          responses: { ...ok('The stored message.', MessageSchema, 201), ...errors(400, 401, 404, 413, 429) },
        }),
      },
      '/api/conversations/{id}/mark-read': {
        post: chat("Mark the other side's messages read", {
          requestParams: idParam,
          responses: { ...noContent('Marked.'), ...errors(400, 401, 404, 413) },
        }),
      },
      '/api/uploads': {
        post: chat('Upload a chat attachment', {
          requestBody: {
            description: `One file, at most ${UPLOAD_MAX_BYTES} bytes, of the types ${UPLOAD_ALLOWED_TYPES.join(', ')}.`,
            content: { 'multipart/form-data': { schema: z.object({ file: z.string().meta({ format: 'binary' }) }) } },
          },
          responses: {
            ...ok('Send it as a message to attach it.', UploadResponseSchema, 201),
            ...errors(400, 401, 413, 415, 429),
          },
        }),
      },
      '/api/files/{id}': {
        get: chat("A chat attachment (the conversation's participants only)", {
          requestParams: idParam,
          responses: {
            ...storedFile,
            ...errors(401, 404),
          },
        }),
      },
      '/api/events': {
        get: chat('Live events of the signed-in user (Server-Sent Events)', {
          description: `\`event: message\` carries a MessageEvent, \`event: conversation\` a ConversationEvent; a comment line is sent as a heartbeat. Clients fall back to polling while the stream is down. A session and a user hold a few streams at once (EVENT_STREAMS_PER_SESSION, EVENT_STREAMS_PER_USER): 429 past them.`,
          responses: {
            '200': {
              description: 'An endless event stream.',
              content: {
                'text/event-stream': {
                  schema: z.union([MessageEventSchema, ConversationEventSchema]).meta({
                    description: 'The JSON in each `data:` line.',
                  }),
                },
              },
            },
            ...errors(401, 429),
          },
        }),
      },
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
          description:
            'Its address (https, and the same as `webcal:` for calendar apps), or null while they have none.',
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
          "The student's lessons, room visits, orders and credits ledger (their part of 'Download my data')",
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
      '/api/lessons/{id}/events': {
        get: booking("The room's events (Server-Sent Events); being connected is being present", {
          description:
            '`event: presence` (first on connecting, then on every change) and `event: signal` (from the other side); the `data:` line is the whole RoomEvent. A comment line is sent as a heartbeat. The stream ends when the room closes, or within about a second of the session’s revocation. A session and a user hold a few room streams at once: 429 past them.',
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
          description:
            'Nothing was refunded or withdrawn yet: the order stays paid, with its credits. 409 once decided.',
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
      '/api/learning/lessons/{lessonId}/note': {
        get: learning("A lesson's note, or its empty draft (admin)", {
          requestParams: lessonParam,
          responses: { ...ok('The note; revision 0 if never saved.', LessonNoteSchema), ...errors(401, 403, 404) },
        }),
        put: learning("Save a lesson's whole note (admin; autosave)", {
          description:
            '`revision` is the one the editor last read (0 for a note never saved). A note saved meanwhile from elsewhere is a 409 `note_changed` and is not overwritten. A shared note stays shared. Writes per minute are limited (LEARNING_WRITES_PER_MINUTE_TEACHER).',
          requestParams: lessonParam,
          requestBody: { content: json(SaveLessonNoteRequestSchema) },
          responses: { ...ok('The saved note.', LessonNoteSchema), ...errors(400, 401, 403, 404, 409, 413, 429) },
        }),
      },
      '/api/learning/lessons/{lessonId}/note/share': {
        post: learning('Show the note to its student (admin)', {
          description: 'Sharing again keeps the first time; 404 for a lesson without a saved note.',
          requestParams: lessonParam,
          responses: { ...ok('The shared note.', LessonNoteSchema), ...errors(401, 403, 404, 413, 429) },
        }),
      },
      '/api/learning/students/{studentId}': {
        get: learning("A student's notes, homework, levels and materials (admin)", {
          requestParams: studentParam,
          responses: { ...ok("The student's page.", TeacherStudentViewSchema), ...errors(401, 403, 404) },
        }),
      },
      '/api/learning/students/{studentId}/levels': {
        post: learning("Set a student's level in one skill (admin)", {
          description: "Appended to the skill's history, never overwritten; `date` defaults to today.",
          requestParams: studentParam,
          requestBody: { content: json(SetLevelRequestSchema) },
          responses: {
            ...ok("Every skill's level and history.", z.array(SkillLevelSchema), 201),
            ...errors(400, 401, 403, 404, 413, 429),
          },
        }),
      },
      '/api/learning/files': {
        post: learning('Upload a file for a material or a homework attachment (admin)', {
          description: `One file, at most ${UPLOAD_MAX_BYTES} bytes, of the types ${UPLOAD_ALLOWED_TYPES.join(', ')}. Name it in a material (\`fileId\`) or a note's homework (\`attachmentFileId\`) within the hour, or it is deleted. Uploads per day and bytes stored are limited (LEARNING_UPLOAD_MB_PER_DAY_TEACHER, LEARNING_STORED_MB_TEACHER).`,
          requestBody: {
            content: { 'multipart/form-data': { schema: z.object({ file: z.string().meta({ format: 'binary' }) }) } },
          },
          responses: {
            ...ok('The stored file.', LearningFileSchema, 201),
            ...errors(400, 401, 403, 413, 415, 429),
          },
        }),
      },
      '/api/learning/files/{id}': {
        get: learning('A file the teacher uploaded', {
          description:
            'The teacher: any. A student: a file material shared with them, or the homework attachment of a shared note of their lesson; any other file is a 404.',
          requestParams: idParam,
          responses: {
            ...storedFile,
            ...errors(401, 404),
          },
        }),
      },
      '/api/learning/materials': {
        get: learning('The materials library, with its shares (admin)', {
          responses: { ...ok('Newest first.', z.array(TeacherMaterialSchema)), ...ADMIN_ONLY },
        }),
        post: learning('Add a link or an uploaded file to the library (admin)', {
          description:
            'A link (`url`, https only; Google Docs and Drive links are `google_document`) or a file from POST /api/learning/files (`fileId`, `file`), not both.',
          requestBody: { content: json(CreateMaterialRequestSchema) },
          responses: { ...ok('The material.', MaterialSchema, 201), ...errors(400, 401, 403, 413, 429) },
        }),
      },
      '/api/learning/materials/{id}/shares': {
        post: learning('Share a material with students (admin)', {
          description: 'A student it is shared with already keeps the first share. Any unknown student is a 404.',
          requestParams: idParam,
          requestBody: { content: json(ShareMaterialRequestSchema) },
          responses: {
            ...ok('The material with its shares.', TeacherMaterialSchema),
            ...errors(400, 401, 403, 404, 413, 429),
          },
        }),
      },
      '/api/learning/materials/{id}': {
        delete: learning('Delete a material from the library, and from every student it was shared with (admin)', {
          requestParams: idParam,
          responses: { ...noContent('Deleted.'), ...errors(401, 403, 404, 429) },
        }),
      },
      '/api/learning/materials/{id}/shares/{studentId}': {
        delete: learning('Stop sharing a material with a student (admin)', {
          requestParams: { path: idParam.path.extend(studentParam.path.shape) },
          responses: { ...noContent('No longer shared.'), ...errors(401, 403, 404, 429) },
        }),
      },
      '/api/learning/me/materials': {
        get: learning("What the teacher shared with the student: materials, homework, past lessons' notes", {
          responses: { ...ok('Newest first.', MyMaterialsSchema), ...NOT_MODIFIED, ...ADMIN_ONLY },
        }),
      },
      '/api/learning/me/materials/{id}/open': {
        post: learning('Record that the student opened a material shared with them', {
          requestParams: idParam,
          responses: { ...noContent('Recorded (first and last opening).'), ...errors(401, 403, 404, 413, 429) },
        }),
      },
      '/api/learning/me/homework/{lessonId}/done': {
        post: learning('Mark homework done (student)', {
          requestParams: lessonParam,
          responses: { ...ok('The homework.', HomeworkItemSchema), ...errors(401, 403, 404, 413, 429) },
        }),
        delete: learning('Mark homework not done again (student)', {
          requestParams: lessonParam,
          responses: { ...ok('The homework.', HomeworkItemSchema), ...errors(401, 403, 404, 429) },
        }),
      },
      [MY_DATA_PATHS.learning]: {
        get: learning(
          "The student's shared lesson notes, levels and shared materials (their part of 'Download my data')",
          {
            description: "The teacher's drafts are hers and are left out.",
            responses: { ...ok('Everything shared with the student.', LearningExportSchema), ...ADMIN_ONLY },
          },
        ),
      },
      '/api/learning/me/progress': {
        get: learning("The student's lessons, hours, levels, streak of weeks and vocabulary count", {
          responses: { ...ok('The figures.', MyProgressSchema), ...ADMIN_ONLY },
        }),
      },
      '/api/learning/me/vocabulary': {
        get: learning("The words of the student's shared notes, searchable", {
          requestParams: { query: VocabularyQuerySchema },
          responses: { ...ok('Newest lesson first.', MyVocabularySchema), ...errors(400, 401, 403) },
        }),
      },
    }),
  });
}
export type OpenApiDocument = ReturnType<typeof createOpenApiDocument>;
