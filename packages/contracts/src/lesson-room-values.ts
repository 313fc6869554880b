/**
 * The lesson room's rules, paths and texts, besides its schemas (lesson-room.ts).
 * No zod: pages load it (values.ts).
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

export const ROOM_TEXTS = {
  joinLesson: 'Join lesson',
  roomOpensAt: (time: string) => `The room opens at ${time}`,
  roomClosed: 'This lesson has ended: its room is closed.',
  roomNotOpenYet: 'The room of this lesson is not open yet.',
  waitingFor: (name: string) => `Waiting for ${name}`,
  attended: 'Attended',
  noShow: 'No-show',
} as const;
