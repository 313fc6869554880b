import { z } from 'zod';

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
