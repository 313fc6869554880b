import { z } from 'zod';
import {
  ADMIN_ENV,
  CALENDAR_ENV,
  LIVE_STREAMS_ENV,
  SESSION_ENV,
  STORES_ENV,
  TEACHER_ENV,
  parseEnv,
  portEnv,
  positiveIntEnv,
} from '@lezioni/service-kit';

/** A comma-separated list of ICE server URLs (stun:, turn:, turns:); empty when unset. */
const iceUrlsEnv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^(stun|turns?):/, 'an ICE server URL starts with stun:, turn: or turns:')));

/**
 * An IBAN, spaces allowed, kept upper-case in groups of four as it is printed; refused unless its
 * mod-97 check digits hold (ISO 13616), so a mistyped one never reaches a student.
 */
const ibanEnv = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((iban) => /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban), {
    message: 'an IBAN is a country code, 2 check digits and the account',
    abort: true,
  })
  .refine((iban) => {
    const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
    return [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0) === 1;
  }, "the IBAN's check digits do not match it: mistyped?")
  .transform((iban) => iban.replace(/(.{4})(?=.)/g, '$1 '));

/** A BIC (SWIFT code): bank, country, place and an optional branch, 8 or 11 characters. */
const bicEnv = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .refine(
    (bic) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic),
    'a BIC has 8 or 11 letters and digits (e.g. BPPIITRRXXX)',
  );

const BookingKeys = z.object({
  ...STORES_ENV,
  ...SESSION_ENV,
  ...CALENDAR_ENV,
  // The lesson room's stream: revoked sessions' end within EVENTS_SESSION_CHECK_MS; a few per user.
  ...LIVE_STREAMS_ENV,
  PORT: portEnv(4003),
  TIDYCAL_API_URL: z.url().default('https://tidycal.com/api'),
  /** The teacher's personal access token; unset means no calendar is connected (nothing is synced). */
  TIDYCAL_API_TOKEN: z.string().min(1).optional(),
  TIDYCAL_SYNC_INTERVAL_S: positiveIntEnv(60),
  /** Set by `npm start` without a calendar of hers: a usual week is her week until she sets one (availability/domain/demo-week.ts). */
  DEMO_WEEK: z.stringbool().default(false),
  /**
   * Whether this process works the sync schedule. `false` on the API replicas where a worker of its
   * own does it (the `booking-sync` Deployment in Kubernetes); a run goes to one worker either way.
   */
  TIDYCAL_SYNC_WORKER: z.stringbool().default(true),
  /** Per request to TidyCal; a sync run makes a few tries of each before it gives up. */
  TIDYCAL_TIMEOUT_MS: positiveIntEnv(10_000),
  /** Wait before retrying a failed TidyCal call (5xx, network); doubles with each of the 4 tries. */
  TIDYCAL_RETRY_BASE_MS: positiveIntEnv(1_000),
  /** The synced window: lessons starting this many months back... */
  TIDYCAL_SYNC_MONTHS_BACK: positiveIntEnv(12),
  /** ...to this many ahead (students book at most 3 months ahead, spec §9). */
  TIDYCAL_SYNC_MONTHS_AHEAD: positiveIntEnv(4),
  /** The lesson room's STUN servers, handed to both browsers. */
  STUN_URLS: iceUrlsEnv,
  /** The TURN server (coturn with use-auth-secret) the browsers fall back to behind NATs... */
  TURN_URLS: iceUrlsEnv,
  /** ...and its static-auth-secret: short-lived credentials per user and room are signed with it. */
  TURN_SECRET: z.string().min(1).optional(),
  /** Signals (offers, answers, ICE candidates) one user may send per minute across rooms. */
  ROOM_SIGNALS_PER_MINUTE: positiveIntEnv(600),
  /** Updates of lesson pages one user may send per minute across rooms (a page batches keystrokes: at most ~7 a second). */
  ROOM_PAGE_UPDATES_PER_MINUTE: positiveIntEnv(600),
  /** Calendar feed files one address may read per minute (calendar apps fetch a feed every hour or so). */
  CALENDAR_READS_PER_MINUTE: positiveIntEnv(30),
  /** Stripe's secret key (sk_live_… or sk_test_…); unset means card payment is not offered. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The webhook endpoint's signing secret (whsec_…): every event's signature is checked with it. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe's API elsewhere than its own (a local fake: tests, npm start's demo); unset means Stripe's. */
  STRIPE_API_URL: z.url().optional(),
  /** Card payments go to npm start's local demo checkout: labelled as such to students and the teacher. */
  STRIPE_DEMO: z.stringbool().default(false),
  STRIPE_TIMEOUT_MS: positiveIntEnv(20_000),
  /** How often Stripe is asked for recent sessions, so a lost webhook still grants within minutes. */
  STRIPE_RECONCILE_INTERVAL_S: positiveIntEnv(120),
  /** Refund requests of at most this many cents are approved at once; 0: the teacher approves each. */
  REFUND_AUTO_APPROVE_MAX_CENTS: z.coerce.number().int().nonnegative().default(0),
  /** The business on receipts: its name (the teacher's name when unset), postal address and VAT number. */
  RECEIPT_BUSINESS_NAME: z.string().optional(),
  RECEIPT_BUSINESS_ADDRESS: z.string().default(''),
  RECEIPT_VAT_ID: z.string().default(''),
  /** VAT included in the prices, in percent; 0 prints RECEIPT_VAT_NOTE instead of a VAT line. */
  RECEIPT_VAT_RATE_PERCENT: z.coerce.number().int().min(0).max(100).default(0),
  /** Printed as it is in every language; unset (or empty), each language's own "No VAT charged". */
  RECEIPT_VAT_NOTE: z.string().optional(),
  /** The account transfer orders are paid to, shown with each and in its mail; unset: students ask the teacher. */
  TRANSFER_ACCOUNT_HOLDER: z.string().trim().min(1).optional(),
  TRANSFER_IBAN: ibanEnv.optional(),
  TRANSFER_BIC: bicEnv.optional(),
  ...TEACHER_ENV,
  /** The teacher's account (auth seeds it): the other side of every student's room. */
  ADMIN_EMAIL: ADMIN_ENV.ADMIN_EMAIL.optional(),
});
/** How Stripe writes an endpoint's signing secret; a guessable one lets anyone sign payments (issue 47). */
const STRIPE_WEBHOOK_SECRET_SHAPE = /^whsec_[A-Za-z0-9+/=]{32,}$/;
const TRANSFER_KEYS = ['TRANSFER_ACCOUNT_HOLDER', 'TRANSFER_IBAN', 'TRANSFER_BIC'] as const;

/**
 * A Stripe key without its webhook secret would take money whose events are refused: both or
 * neither. Production refuses a secret not shaped like Stripe's, as auth refuses a weak password.
 */
export const BookingEnv = BookingKeys.refine((env) => !env.STRIPE_SECRET_KEY === !env.STRIPE_WEBHOOK_SECRET, {
  path: ['STRIPE_WEBHOOK_SECRET'],
  message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both, or neither',
})
  .refine(
    (env) =>
      env.NODE_ENV !== 'production' ||
      !env.STRIPE_WEBHOOK_SECRET ||
      STRIPE_WEBHOOK_SECRET_SHAPE.test(env.STRIPE_WEBHOOK_SECRET),
    {
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: "STRIPE_WEBHOOK_SECRET is not shaped like Stripe's in production: whsec_ and at least 32 characters",
    },
  )
  .superRefine((env, ctx) => {
    // Half an account would send students' money nowhere: all three, or none.
    const missing = TRANSFER_KEYS.filter((key) => env[key] === undefined);
    if (missing.length === 0 || missing.length === TRANSFER_KEYS.length) return;
    for (const key of missing)
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `${TRANSFER_KEYS.join(', ')} go together: set all three, or none`,
      });
  });
export type BookingConfig = z.infer<typeof BookingEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<BookingConfig> => parseEnv(BookingEnv, env);
