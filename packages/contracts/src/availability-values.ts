/**
 * The teacher's own calendar (issue 44) besides its schemas (availability.ts): routes, the terms'
 * limits, texts. No zod: pages load it (values.ts).
 */
import { BOOKING_MAX_AHEAD_MONTHS, BOOKING_MIN_NOTICE_HOURS, FREE_CANCELLATION_HOURS } from './constants';

/** The teacher's week: GET and PUT (teacher only). */
export const ADMIN_SCHEDULE_API = '/api/admin/schedule';
/** Her free times for a lesson of a given length (signed in). */
export const AVAILABILITY_SLOTS_API = '/api/availability/slots';

/** A student asks for a lesson (POST), and lists nothing here: their requests show in /api/my-bookings. */
export const LESSON_REQUESTS_API = '/api/lesson-requests';
/** The requests awaiting her answer (GET), and her answer to one: `…/{id}/approve`, `…/{id}/decline` (POST). */
export const ADMIN_LESSON_REQUESTS_API = '/api/admin/lesson-requests';
export const adminLessonRequestPath = (id: string, answer: 'approve' | 'decline') =>
  `${ADMIN_LESSON_REQUESTS_API}/${encodeURIComponent(id)}/${answer}`;
/** She cancels a lesson (POST `…/{id}/cancel`): the student's credit always comes back. */
export const ADMIN_LESSONS_API = '/api/admin/lessons';
export const adminLessonCancelPath = (id: string) => `${ADMIN_LESSONS_API}/${encodeURIComponent(id)}/cancel`;
/** How long an answered request stays in the student's bell. */
export const LESSON_REQUEST_ANSWERS_SHOWN_DAYS = 7;
export const adminLessonWaivePath = (id: string) => `${ADMIN_LESSONS_API}/${encodeURIComponent(id)}/waive-forfeit`;
/** A student cancels a lesson, or withdraws a request she has not answered (POST). */
export const myBookingCancelPath = (id: string) => `/api/my-bookings/${encodeURIComponent(id)}/cancel`;
/** A student asks to move a lesson to another free time (POST `{ startsAt }`): it goes back to her approval. */
export const myBookingReschedulePath = (id: string) => `/api/my-bookings/${encodeURIComponent(id)}/reschedule`;
/**
 * The waitlist (issue 44): a student's entries (GET, POST to join), one left (DELETE `…/{id}`), an
 * offer taken (POST `…/offers/{id}/take`).
 */
export const WAITLIST_API = '/api/waitlist';
export const waitlistEntryPath = (id: string) => `${WAITLIST_API}/${encodeURIComponent(id)}`;
export const waitlistOfferTakePath = (id: string) => `${WAITLIST_API}/offers/${encodeURIComponent(id)}/take`;
/** Entries a student may have waiting at once. */
export const WAITLIST_MAX_ENTRIES = 3;
/** How long a freed time is held for the student it is offered to, at most (never past the booking notice). */
export const WAITLIST_OFFER_HOLD_MINUTES = 120;

/** A student's weekly series: ask (POST), list their own (GET); pause, resume or end one: `…/{id}/{action}` (POST). */
export const LESSON_SERIES_API = '/api/lesson-series';
export const lessonSeriesPath = (id: string, action: 'pause' | 'resume' | 'end') =>
  `${LESSON_SERIES_API}/${encodeURIComponent(id)}/${action}`;
/** The series awaiting her answer or running (GET), and her answer to one or its end: `…/{id}/approve|decline|end` (POST). */
export const ADMIN_LESSON_SERIES_API = '/api/admin/lesson-series';
export const adminLessonSeriesPath = (id: string, action: 'approve' | 'decline' | 'end') =>
  `${ADMIN_LESSON_SERIES_API}/${encodeURIComponent(id)}/${action}`;
/** A series' next lesson this close that cannot be booked for want of a credit is mailed about, once. */
export const SERIES_CREDIT_WARNING_DAYS = 7;
/** A request she has not answered this long before its start expires, and its credit comes back. */
export const LESSON_REQUEST_EXPIRY_HOURS = 24;

/** Her week before she sets it: no hours yet, in Milan's zone, 10 minutes between lessons, every request hers to answer. */
export const SCHEDULE_DEFAULTS = { timeZone: 'Europe/Rome', bufferMinutes: 10, autoApproveReturning: false } as const;
/** The longest buffer she may set between two lessons. */
export const SCHEDULE_MAX_BUFFER_MINUTES = 120;
/** Ranges of hours on one day, and dates with hours of their own, at most (a year of exceptions). */
export const SCHEDULE_MAX_RANGES_PER_DAY = 8;
export const SCHEDULE_MAX_DATES = 366;

/**
 * How often her own calendar's address (an iCalendar file Google or Outlook publish) is read; its
 * events block her times from the next read on.
 */
export const BUSY_CALENDAR_POLL_MINUTES = 15;
/** Why the last read of her calendar's address failed (the times of the last good read still block). */
export const BUSY_CALENDAR_ERRORS = ['unreachable', 'refused', 'status', 'too_large', 'not_calendar'] as const;
export type BusyCalendarError = (typeof BUSY_CALENDAR_ERRORS)[number];

export const AVAILABILITY_MESSAGES = {
  badSchedule: 'Send the week as timeZone, bufferMinutes, week and dates.',
  badTime: 'A time must read HH:MM, from 00:00 to 24:00.',
  badRange: 'Each range of hours must end after it starts.',
  overlappingRanges: 'Ranges of hours on the same day must not overlap.',
  tooManyRanges: `A day has at most ${SCHEDULE_MAX_RANGES_PER_DAY} ranges of hours.`,
  badWeekday: 'A weekday is a number from 1 (Monday) to 7 (Sunday).',
  badDate: 'A date must read YYYY-MM-DD.',
  repeatedDate: 'Each date may have its own hours only once.',
  tooManyDates: `At most ${SCHEDULE_MAX_DATES} dates may have hours of their own.`,
  badBuffer: `The time between lessons must be a whole number of minutes from 0 to ${SCHEDULE_MAX_BUFFER_MINUTES}.`,
  badTimeZone: 'Choose a time zone from the list.',
  badBusyCalendarUrl: "Paste your calendar's secret address in iCal format: it starts with https://.",
  badDuration: 'A lesson lasts 25, 50 or 75 minutes.',
  badWindow: 'Ask for free times with from and to as ISO 8601 times, from before to.',
  windowTooLong: `Ask for free times at most ${BOOKING_MAX_AHEAD_MONTHS} months at once.`,
  badMoving: 'Send moving as the id of the lesson you are moving.',
  badLessonRequest: 'Send startsAt as an ISO 8601 time and durationMinutes as 25, 50 or 75.',
  slotTaken: 'Someone has just asked for this time. Please choose another.',
  slotNotFree: 'This time is not free. Please choose one of the free times.',
  noCredits: 'You have no lesson credits left. Buy a package to book a lesson.',
  requestNotPending: 'This request has already been answered.',
  confirmEmailFirst: 'Confirm your email address before booking a lesson.',
  lessonNotCancellable: 'This lesson has already begun or been cancelled.',
  nothingToWaive: "This lesson's credit was not kept for a late cancellation, or has been given back already.",
  tooLateToMove: `A lesson can be moved up to ${FREE_CANCELLATION_HOURS} hours before it starts.`,
  notMovableHere: 'A lesson booked on TidyCal cannot be moved here: cancel it and book another time.',
  badWaitlistEntry: 'Send date (YYYY-MM-DD), fromTime and toTime (HH:MM) and durationMinutes as 25, 50 or 75.',
  waitlistWindowTooShort: 'The hours must leave room for a lesson of that length.',
  waitlistWindowPast: `Choose hours at least ${BOOKING_MIN_NOTICE_HOURS} hours ahead: lessons are booked at least that far ahead.`,
  waitlistWindowTooFar: `Choose hours within the next ${BOOKING_MAX_AHEAD_MONTHS} months.`,
  waitlistFull: `You can wait for at most ${WAITLIST_MAX_ENTRIES} times at once. Leave one to add another.`,
  offerLapsed: 'This offer has lapsed: the time went to the next student waiting.',
  seriesNotRunning: 'This weekly series is not running: it has ended or awaits the teacher’s answer.',
} as const;
