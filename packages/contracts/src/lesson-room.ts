import { z } from 'zod';

/**
 * The lesson room (issue 23): one room per booking, for the booking's student and the teacher.
 * booking-proxy knows the lessons, so it keeps the room's rules, hands out the ICE servers (TURN
 * credentials short-lived, per user and room), relays the signals between the two sides over a
 * per-room event stream, and records who joined and when.
 */

/** The room opens this long before the lesson starts... */
export const ROOM_OPENS_BEFORE_MIN = 10;
/** ...and closes this long after the booked duration ends. */
export const ROOM_GRACE_AFTER_MIN = 15;

const MINUTE_MS = 60_000;

/** When the room of a lesson opens and closes: the one rule the page and the server share. */
export function roomWindow(lesson: { startsAt: Date; durationMinutes: number }): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(lesson.startsAt.getTime() - ROOM_OPENS_BEFORE_MIN * MINUTE_MS),
    closesAt: new Date(lesson.startsAt.getTime() + (lesson.durationMinutes + ROOM_GRACE_AFTER_MIN) * MINUTE_MS),
  };
}

export const isRoomOpen = (window: { opensAt: Date; closesAt: Date }, now: Date) =>
  window.opensAt.getTime() <= now.getTime() && now.getTime() < window.closesAt.getTime();

/** The page of a lesson's room. */
export const lessonRoomPath = (bookingId: string) => `/lesson/${encodeURIComponent(bookingId)}`;

/** The room's calls, all under booking-proxy's `/api/lessons` prefix. */
export const LESSON_ROOM_API = {
  /** GET: the room, if the caller may enter it now (RoomResponse); 403 `room_closed` outside the window. */
  room: (bookingId: string) => `/api/lessons/${encodeURIComponent(bookingId)}/room`,
  /** POST a Signal (JSON): relayed to the other side's stream; 202. */
  signals: (bookingId: string) => `/api/lessons/${encodeURIComponent(bookingId)}/signals`,
  /** GET: Server-Sent Events of the room (RoomEvent); being connected is being present (join/leave recorded). */
  events: (bookingId: string) => `/api/lessons/${encodeURIComponent(bookingId)}/events`,
} as const;

/** True for a room's event stream: the gateway streams it (no timeout, no compression) like /api/events. */
export const isRoomEventsPath = (path: string) => /^\/api\/lessons\/[^/]+\/events$/.test(path);

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

/**
 * What a room's event stream sends: `presence` (who is connected now, sent on every change and
 * first on connecting) and `signal` (from the other side).
 */
export const RoomEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('presence'), presentIds: z.array(z.string()) }),
  z.object({ type: z.literal('signal'), fromId: z.string(), signal: SignalSchema }),
]);
export type RoomEvent = z.infer<typeof RoomEventSchema>;

/** After a lesson's room has closed: did its student come? Shown in the teacher's Bookings tab. */
export const AttendanceSchema = z.enum(['attended', 'no_show']);
export type Attendance = z.infer<typeof AttendanceSchema>;

export const ROOM_TEXTS = {
  joinLesson: 'Join lesson',
  roomOpensAt: (time: string) => `The room opens at ${time}`,
  roomClosed: 'This lesson has ended: its room is closed.',
  roomNotOpenYet: 'The room of this lesson is not open yet.',
  waitingFor: (name: string) => `Waiting for ${name}`,
  attended: 'Attended',
  noShow: 'No-show',
} as const;
