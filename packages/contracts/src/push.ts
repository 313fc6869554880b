import { z } from 'zod';
import { ERROR_CATALOGUE } from './errors';
import { PUSH_PREFERENCE_KINDS, type PushPreferenceKind } from './push-values';

/**
 * Web Push (issue 46, ARCHITECTURE D33): the browser's subscriptions, kept by auth per signed-in
 * device, and the BullMQ queue producers name a user and a kind on, which auth's push worker
 * delivers (RFC 8030, payloads encrypted per RFC 8291, VAPID per RFC 8292).
 */

/** The BullMQ queue booking-proxy, chat and learning enqueue on and auth's push worker works off. */
export const PUSH_QUEUE = 'push';

/** Devices one account may have subscribed at once; past it the oldest is let go (a phone replaced keeps working). */
export const PUSH_DEVICES_PER_USER = 10;

/** How long a push service keeps a push for a device that is off (seconds): a day; a reminder an hour later is moot. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The lesson reminder pushed to the student's devices, this many minutes before the lesson (the mail goes a day before). */
export const LESSON_PUSH_REMINDER_MINUTES = 60;

/** A message's text in a push, when previews are allowed: at most this many characters. */
export const PUSH_PREVIEW_MAX_CHARS = 120;

/**
 * Options every push job is added with: a few tries over about ten minutes (a push service that
 * is briefly away), then dropped after a day in the failed set: a late push is worth nothing.
 */
export const PUSH_JOB_OPTIONS = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: true,
  removeOnFail: { age: 24 * 60 * 60 },
} as const;

const Id = z.string().min(1).max(200);
const Instant = z.iso.datetime({ offset: true });
/** The account a push is for: a user's id, or the teacher (the one admin account), whom producers know by role only. */
const RecipientSchema = z.union([z.uuid(), z.literal('teacher')]);

/**
 * A push job: whom, what kind and its parameters (ids, names, times), never a secret nor a
 * subscription's keys. The worker looks the devices, the language, the zone and the preferences up
 * at send time. `preview` (a message's start) is used only when the recipient allowed previews.
 */
export const PushJobSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lesson-approved'),
    to: RecipientSchema,
    lessonId: Id,
    startsAt: Instant,
    isMove: z.boolean().default(false),
  }),
  z.object({ kind: z.literal('lesson-declined'), to: RecipientSchema, startsAt: Instant }),
  z.object({ kind: z.literal('lesson-reminder'), to: RecipientSchema, lessonId: Id, startsAt: Instant }),
  z.object({
    kind: z.literal('new-message'),
    to: RecipientSchema,
    conversationId: Id,
    /** Unknown for an old session's token: "your teacher" or "a student" in the reader's language. */
    senderName: z.string().min(1).max(200).optional(),
    preview: z.string().max(PUSH_PREVIEW_MAX_CHARS).optional(),
  }),
  z.object({
    kind: z.literal('lesson-requested'),
    to: RecipientSchema,
    studentName: z.string().min(1).max(200),
    startsAt: Instant,
    isMove: z.boolean().default(false),
  }),
  /** The student's review cards due now (learning's review pushes), so the text can say how many. */
  z.object({ kind: z.literal('words-due'), to: z.uuid(), count: z.number().int().positive() }),
]);
export type PushJob = z.input<typeof PushJobSchema>;
export type ParsedPushJob = z.output<typeof PushJobSchema>;
export type PushKind = PushJob['kind'];

/** Which preference turns each kind of push off. */
export const PREFERENCE_OF_PUSH: Readonly<Record<PushKind, PushPreferenceKind>> = {
  'lesson-approved': 'lesson-answers',
  'lesson-declined': 'lesson-answers',
  'lesson-reminder': 'lesson-reminders',
  'new-message': 'messages',
  'lesson-requested': 'lesson-requests',
  'words-due': 'word-reviews',
};

/** What the service worker is sent, decrypted: a notification's title and body, and the page a tap opens (a path of ours). */
export const PushPayloadSchema = z.object({
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

export const PUSH_TEXTS = {
  endpointNotAllowed: 'This push service is not supported. Please use a current browser.',
} as const;

const BAD_INPUT = ERROR_CATALOGUE[400]!.message;
/** A key as browsers give it: unpadded base64url (RFC 8291). */
const Base64Url = (max: number) =>
  z
    .string({ error: BAD_INPUT })
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: BAD_INPUT });

/**
 * The browser's PushSubscription as `subscription.toJSON()` gives it, with an optional label the
 * settings card shows ("Pixel 8"). Its endpoint must be a known push service's (service-side check).
 */
export const PushSubscriptionRequestSchema = z.object({
  endpoint: z.url({ error: BAD_INPUT }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The device's P-256 public key, uncompressed (65 bytes, 87 characters). */
    p256dh: Base64Url(100),
    /** The 16-byte authentication secret (22 characters). */
    auth: Base64Url(32),
  }),
  /** Shown to its owner only; no control or direction characters (as names, D7). */
  deviceLabel: z
    .string({ error: BAD_INPUT })
    .trim()
    .max(80, { error: BAD_INPUT })
    .refine((label) => !/[\p{Cc}\p{Bidi_Control}]/u.test(label), { error: BAD_INPUT })
    .optional(),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequestSchema>;

export const PushUnsubscribeRequestSchema = z.object({ endpoint: z.url({ error: BAD_INPUT }).max(2048) });
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequestSchema>;

/** One device of the signed-in user, as the settings card lists it: never its keys. */
export const PushDeviceSchema = z.object({
  endpoint: z.string(),
  /** The push service's host ("fcm.googleapis.com"): which browser family, roughly. */
  endpointHost: z.string(),
  deviceLabel: z.string().nullable(),
  /** True for the subscription this very session made. */
  isThisSession: z.boolean(),
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

export const PushDevicesResponseSchema = z.object({ devices: z.array(PushDeviceSchema) });
export type PushDevicesResponse = z.infer<typeof PushDevicesResponseSchema>;

/** The VAPID public key (base64url) the page passes to `pushManager.subscribe` as `applicationServerKey`. */
export const PushPublicKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponseSchema>;

/** Per kind, on or off (all on by default); and whether a message's text may show in its push (off by default). */
export const PushPreferencesSchema = z.object({
  kinds: z.object(
    Object.fromEntries(PUSH_PREFERENCE_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      PushPreferenceKind,
      z.ZodBoolean
    >,
  ),
  showPreviews: z.boolean(),
});
export type PushPreferences = z.infer<typeof PushPreferencesSchema>;

export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  kinds: {
    'lesson-answers': true,
    'lesson-reminders': true,
    messages: true,
    'lesson-requests': true,
    'word-reviews': true,
  },
  showPreviews: false,
};

/** A student's subscriptions in "Download my data": where and since when, never the keys. */
export const PushSubscriptionExportSchema = z.object({
  endpointHost: z.string(),
  deviceLabel: z.string().nullable(),
  createdAt: z.string(),
});
export type PushSubscriptionExport = z.infer<typeof PushSubscriptionExportSchema>;

/**
 * The push services' hosts a subscription's endpoint may name (https only): Chrome, Edge's and
 * Opera's FCM, Firefox's autopush, Windows' WNS, Safari's APNs web push. A subdomain counts
 * (`*.notify.windows.com`, `*.push.apple.com`). Nothing else is ever fetched (no SSRF).
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;
