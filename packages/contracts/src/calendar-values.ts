/**
 * The private calendar feeds (issue 27): each user's lessons as an iCalendar file that calendar apps
 * subscribe to, at an address only its secret opens. All under booking-proxy's `/api/calendar` prefix.
 */
export const CALENDAR_FEED_API = '/api/calendar/feed';

/** The feed's file: no session needed, the secret is the key. */
export const calendarFilePath = (secret: string) => `/api/calendar/${encodeURIComponent(secret)}.ics`;

/** A feed's secret: 32 random bytes, base64url. */
export const CALENDAR_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How often calendar apps are asked to fetch the feed again (their own schedule still rules). */
export const CALENDAR_REFRESH_MINUTES = 60;

/** How far back the teacher's feed reaches (a student's carries all their lessons). */
export const CALENDAR_TEACHER_DAYS_BACK = 90;

/** The texts of the feed's card (student and teacher dashboards). */
export const CALENDAR_TEXTS = {
  title: 'Lessons in your calendar',
  intro:
    'Subscribe once and your lessons appear in Google Calendar, Apple Calendar or Outlook, and stay up to date as lessons are booked or cancelled.',
  add: 'Add to my calendar',
  address: 'Your private calendar address',
  keepPrivate: 'Anyone with this address can see your lessons: keep it to yourself.',
  open: 'Open in my calendar app',
  copy: 'Copy address',
  copied: 'Address copied',
  renew: 'Get a new address',
  renewConfirm: 'Get a new address? Calendars subscribed to the current one stop receiving your lessons.',
  renewed: 'Your calendar has a new address: subscribe to it again.',
  stop: 'Stop sharing',
  stopConfirm: 'Stop sharing your calendar? Calendars subscribed to it stop receiving your lessons.',
  stopped: 'Your calendar address no longer works.',
} as const;
