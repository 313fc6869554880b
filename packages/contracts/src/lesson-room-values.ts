/**
 * The lesson room's rules, paths and texts, besides its schemas (lesson-room.ts).
 * No zod: pages load it (values.ts).
 */

/** The room opens this long before the lesson starts... */
export const ROOM_OPENS_BEFORE_MIN = 10;
/** ...and closes this long after the booked duration ends. */
export const ROOM_GRACE_AFTER_MIN = 15;

const MINUTE_MS = 60_000;

/**
 * How long the impolite side waits for a new peer connection to connect, or a dropped one to come
 * back, before it starts a fresh one: a signal lost on the way (a failed POST, a replica restarting,
 * a network cut) would otherwise leave both sides "connecting" for ever. The other side takes the
 * fresh offer as a reload and follows. bench:room counts the joins that needed it.
 */
export const ROOM_CONNECT_TIMEOUT_MS = 10_000;

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
  /**
   * The lesson's shared page (a Yjs document): GET its state (LessonPage), to the two people at any
   * time; POST a LessonPageUpdate while the room is open: merged, then a `page` event to the room; 204.
   */
  page: (bookingId: string) => `/api/lessons/${encodeURIComponent(bookingId)}/page`,
} as const;

/** The shared page's text in its Yjs document: the one name the page and the server share. */
export const LESSON_PAGE_TEXT = 'page';
/** The whiteboard's strokes in the same document (a Y.Array): the page's access, limits and relay hold for them. */
export const LESSON_BOARD_STROKES = 'board';
/** A lesson page's stored state may grow to this many bytes (its history included); past it, only edits that shrink it. */
export const LESSON_PAGE_MAX_BYTES = 256 * 1024;
/** One update, decoded (a paste of a long text fits; one keystroke is a few dozen bytes). */
export const LESSON_PAGE_UPDATE_MAX_BYTES = 64 * 1024;

export const ROOM_TEXTS = {
  joinLesson: 'Join lesson',
  roomOpensAt: (time: string) => `The room opens at ${time}`,
  roomClosed: 'This lesson has ended: its room is closed.',
  roomNotOpenYet: 'The room of this lesson is not open yet.',
  waitingFor: (name: string) => `Waiting for ${name}`,
  attended: 'Attended',
  noShow: 'No-show',
  pageTooLarge: 'The lesson page is full: what was added last was not kept. Remove something to make room.',
  pageUpdateInvalid: 'This change to the lesson page could not be read.',
} as const;
