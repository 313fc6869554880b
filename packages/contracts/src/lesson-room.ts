import { z } from 'zod';
import { LESSON_PAGE_UPDATE_MAX_BYTES } from './lesson-room-values';

/**
 * The lesson room (issue 23): one room per booking, for the booking's student and the teacher.
 * booking-proxy knows the lessons, so it keeps the room's rules, hands out the ICE servers (TURN
 * credentials short-lived, per user and room), relays the signals between the two sides over a
 * per-room event stream, and records who joined and when.
 */

const ParticipantSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(['admin', 'student']) });

/** An RTCIceServer as the browser takes it; TURN entries carry a credential valid for the lesson. */
export const IceServerSchema = z.object({
  urls: z.array(z.string()).min(1),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof IceServerSchema>;

/** GET /api/lessons/{bookingId}/room. */
export const RoomResponseSchema = z.object({
  bookingId: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  me: ParticipantSchema,
  /** The other side: the teacher for a student, the booking's student for the teacher. */
  other: ParticipantSchema,
  iceServers: z.array(IceServerSchema),
});
export type RoomResponse = z.infer<typeof RoomResponseSchema>;

/** What one side sends the other through the room (WebRTC "perfect negotiation"). */
export const SignalSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('description'),
    description: z.object({ type: z.enum(['offer', 'answer', 'pranswer', 'rollback']), sdp: z.string().max(100_000) }),
  }),
  z.object({
    type: z.literal('candidate'),
    /** null: the end of this side's candidates. */
    candidate: z
      .object({
        candidate: z.string().max(2_000),
        sdpMid: z.string().max(100).nullable().optional(),
        sdpMLineIndex: z.number().int().nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      })
      .nullable(),
  }),
  /** The sender's microphone and camera, for the other side's indicators. */
  z.object({ type: z.literal('media'), isMicrophoneOn: z.boolean(), isCameraOn: z.boolean() }),
]);
export type Signal = z.infer<typeof SignalSchema>;

/** Base64 of at most `bytes` bytes. */
const base64Of = (bytes: number) =>
  z
    .string()
    .max(Math.ceil(bytes / 3) * 4)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Base64 expected');

/** POST /api/lessons/{bookingId}/page: a Yjs update of the page's document (Y.encodeStateAsUpdate, a transaction's update). */
export const LessonPageUpdateSchema = z.object({ update: base64Of(LESSON_PAGE_UPDATE_MAX_BYTES).min(1) });
export type LessonPageUpdate = z.infer<typeof LessonPageUpdateSchema>;

/** GET /api/lessons/{bookingId}/page: the lesson's shared page. */
export const LessonPageSchema = z.object({
  bookingId: z.string(),
  /** The whole document as one Yjs update, base64 (an empty document before anyone wrote). */
  state: z.string(),
  /** The page's text as it reads now (the document's `page` text). */
  text: z.string(),
  /** When it was last written; null before anyone wrote. */
  updatedAt: z.string().nullable(),
  /** Whether the caller may write now: while the room is open. */
  isEditable: z.boolean(),
});
export type LessonPage = z.infer<typeof LessonPageSchema>;

/**
 * What a room's event stream sends: `presence` (who is connected now, sent on every change and
 * first on connecting), `signal` (from the other side) and `page` (a Yjs update of the shared page,
 * from either side, to every stream of the room: a second tab of the writer's too).
 */
export const RoomEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('presence'), presentIds: z.array(z.string()) }),
  z.object({ type: z.literal('signal'), fromId: z.string(), signal: SignalSchema }),
  z.object({ type: z.literal('page'), update: z.string() }),
]);
export type RoomEvent = z.infer<typeof RoomEventSchema>;

/** After a lesson's room has closed: did its student come? Shown in the teacher's Bookings tab. */
export const AttendanceSchema = z.enum(['attended', 'no_show']);
export type Attendance = z.infer<typeof AttendanceSchema>;
