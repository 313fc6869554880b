/**
 * Web Push and the installable app (issue 46, ARCHITECTURE D33, D34), without zod: what pages and
 * the service worker need (push.ts has the schemas).
 */

/**
 * The kinds a user turns on or off, per account (every device of theirs): on by default once a device
 * opted in. Students: their requests answered (approved, declined, moved), the hour-before reminder,
 * messages, words due for review (at most once a day); the teacher: new requests and messages.
 */
export const PUSH_PREFERENCE_KINDS = [
  'lesson-answers',
  'lesson-reminders',
  'messages',
  'lesson-requests',
  'word-reviews',
] as const;
export type PushPreferenceKind = (typeof PUSH_PREFERENCE_KINDS)[number];

/** The kinds each side receives: the teacher is asked for lessons, students are answered and reminded. */
export const PUSH_PREFERENCE_KINDS_OF = {
  student: ['lesson-answers', 'lesson-reminders', 'messages', 'word-reviews'],
  admin: ['lesson-requests', 'messages'],
} as const satisfies Record<'student' | 'admin', readonly PushPreferenceKind[]>;

/** Auth's push API (D33): the VAPID key, this user's devices, their choices. */
export const PUSH_API = {
  publicKey: '/api/push/public-key',
  subscriptions: '/api/push/subscriptions',
  preferences: '/api/push/preferences',
} as const;

/**
 * Where the installed app opens (the manifest's start_url): the gateway sends each to their own
 * dashboard, the teacher to hers, a student to theirs, someone signed out to the sign-in (D34).
 */
export const APP_START_PATH = '/app';
/** The web app manifest, served by the gateway with the deployment's teacher name (D34). */
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';
/** The app's icons, written by the shell's build (PNG); the maskable one keeps its mark in the safe zone. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
/** The colour of the installed app's title bar: the theme's primary (web-kit's THEME_TOKENS.colorPrimary). */
export const APP_THEME_COLOR = '#1f7a4d';
/** The installed app's splash screen: the pages' background (THEME_TOKENS.colorBgLayout). */
export const APP_BACKGROUND_COLOR = '#faf8f5';
