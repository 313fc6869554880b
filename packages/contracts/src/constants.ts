/** Business constants and limits of spec §9. Units are in the names. */

export const LESSON_DURATIONS_MIN = [25, 50, 75] as const;
export const CURRENCY = 'EUR';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
export const REMEMBER_ME_DAYS = 30;

export const SESSION_FRESH_MS = 10_000;
export const SESSION_KEEP_MS = 5 * 60_000;
export const USER_CHECK_RETRIES = 2;
/**
 * A cookie pages can read (not httpOnly, no secret in it) that auth sets beside the session cookie,
 * with the same lifetime, and clears with it: a browser without it has no session, so the pages skip
 * GET /api/me (whose 401 browsers print as an error) and the landing page needs no script to start.
 */
export const SESSION_HINT_COOKIE = 'lezioni_signed_in';
/**
 * The DOM event on `document` by which the app tells a rendered page's start script (and the browser
 * tests) that the page is hydrated: what the visitor did before is replayed then.
 */
export const PAGE_HYDRATED_EVENT = 'lezioni:page-hydrated';
/**
 * The id of the JSON script in which a page rendered on the server for a signed-in visitor
 * (ARCHITECTURE D29) carries the API answers it was rendered with, for the browser's store.
 */
export const SERVER_ANSWERS_ID = 'lz-answers';
/**
 * The id of the JSON script in which a page that arrives whole (prerendered, or rendered for a
 * signed-in visitor) carries its language and the texts it was rendered with (ARCHITECTURE D31).
 */
export const PAGE_TEXTS_ID = 'lz-texts';
/**
 * The id of the JSON script in which a page rendered for a signed-in visitor lists the scripts its
 * app starts with: the start script fetches them once the page is on screen (ARCHITECTURE D26).
 */
export const START_SCRIPTS_ID = 'lz-start-scripts';
/**
 * A cookie pages can read in which the browser's app keeps the visitor's IANA time zone, so the page
 * renderer writes times as the browser would (no secret in it).
 */
export const TIME_ZONE_COOKIE = 'lezioni_tz';

export const CONVERSATIONS_POLL_MS = 10_000;
export const MESSAGES_POLL_MS = 2_000;
export const CREDITS_POLL_MS = 60_000;
export const BOOKINGS_POLL_MS = 60_000;
/** The student's shared materials and homework (the bell's homework_due and material_shared). */
export const MY_MATERIALS_POLL_MS = 60_000;
export const MARK_READ_DELAY_MS = 2_000;
export const LINK_PREVIEW_CACHE_MS = 5 * 60_000;

export const POST_LOGIN_REDIRECT_MS = 500;
export const POST_RESET_REDIRECT_MS = 3_000;
export const RATE_LIMIT_WINDOW_MINUTES = 15;

export const VIDEO_FALLBACK_TIMEOUT_MS = 5_000;
export const VIDEO_FALLBACK_TIMEOUT_PRODUCTION_MS = 3_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const EXCLAMATION_ROTATE_404_MS = 2_000;
export const EXCLAMATION_ROTATE_MS = 2_500;

export const NOTIFICATION_PANEL_MAX = 10;
export const BADGE_MAX = 9;
export const WIDGET_LAST_MESSAGES = 5;

export const ADMIN_RECENT_BOOKINGS = 10;
export const ADMIN_PLATFORM_STUDENTS = 5;
export const ADMIN_EXTERNAL_CONTACTS = 5;

export const MONEY_BACK_DAYS = 14;
export const FREE_CANCELLATION_HOURS = 24;
export const REFUND_BUSINESS_DAYS = { min: 5, max: 10 } as const;
export const BOOKING_MIN_NOTICE_HOURS = 24;
export const BOOKING_MAX_AHEAD_MONTHS = 3;
export const CREDITS_PER_LESSON = 1;
export const MINIMUM_AGE_YEARS = 18;
export const PRIVACY_REPLY_HOURS = 72;

export const CREDIT_EXPIRING_MAX_DAYS = 7;
export const CREDIT_EXPIRING_HIGH_DAYS = 3;
export const UPCOMING_CLASS_WINDOW_HOURS = 24;
export const UPCOMING_CLASS_HIGH_HOURS = 2;
export const UPCOMING_CLASS_SOON_HOURS = 1;

export const MARKETING_FIGURES = {
  rating: '4.9/5',
  students: '100+',
  lessons: '500+',
  countries: '25+',
  teacherCountries: '4+',
} as const;

export const LEGAL_UPDATED = { privacy: 'August 2025', terms: 'January 2025' } as const;

export type PricingOption = {
  id: 'single' | 'five' | 'ten';
  name: string;
  subtitle: string;
  price: number;
  duration: string;
  features: string[];
  buttonText: string;
  isPopular: boolean;
};

export const PRICING_OPTIONS: readonly PricingOption[] = [
  {
    id: 'single',
    name: 'Single Lesson',
    subtitle: 'Try a lesson, no commitment',
    price: 20,
    duration: '50 minutes',
    features: ['One 50-minute lesson', 'Personalised materials', 'Flexible scheduling'],
    buttonText: 'Book a Lesson',
    isPopular: false,
  },
  {
    id: 'five',
    name: '5-Lesson Package',
    subtitle: 'Build a steady habit',
    price: 100,
    duration: '6-month access',
    features: ['Five 50-minute lessons', 'Progress tracking', 'Use within 6 months'],
    buttonText: 'Choose 5 Lessons',
    isPopular: true,
  },
  {
    id: 'ten',
    name: '10-Lesson Package',
    subtitle: 'Commit to real fluency',
    price: 200,
    duration: '12-month access',
    features: ['Ten 50-minute lessons', 'Certificate of completion', 'Use within 12 months'],
    buttonText: 'Choose 10 Lessons',
    isPopular: false,
  },
];

/**
 * Data a page asks for afresh whenever it opens (the teacher's figures, her library): asked again
 * unless answered this recently, so a page rendered on the server (ARCHITECTURE D29), or one opened
 * twice in a row, does not ask for what it has just been given.
 */
export const REFETCH_ON_OPEN_SECONDS = 10;

/**
 * The service worker (ARCHITECTURE D34), at the site's root so that its scope is the whole site; its
 * bundle takes what it needs from here, this module importing nothing.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The page the service worker shows, in both languages, when a page cannot be fetched (D34). */
export const OFFLINE_PAGE_PATH = '/offline.html';
/**
 * A built file whose name carries a content hash (`name.1a2b3c4d.js`): it never changes, so the
 * gateway lets browsers keep it a year and the service worker serves it from its cache.
 */
export const CONTENT_HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
