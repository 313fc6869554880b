import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { SESSION_HINT_COOKIE, TIME_ZONE_COOKIE } from '../constants';
import {
  LanguageRequestSchema,
  LanguageResponseSchema,
  NoticeResponseSchema,
  TimeZoneRequestSchema,
  TimeZoneResponseSchema,
  UserResponseSchema,
} from '../entities';
import { LANGUAGE_COOKIE } from '../languages';
import { DeleteAccountRequestSchema, ProfileExportSchema } from '../my-data';
import { DELETE_ACCOUNT_PATH, MY_DATA_PATHS } from '../my-data-values';
import {
  PUSH_DEVICES_PER_USER,
  PUSH_SERVICE_HOSTS,
  PushDevicesResponseSchema,
  PushPreferencesSchema,
  PushPublicKeyResponseSchema,
  PushSubscriptionRequestSchema,
  PushUnsubscribeRequestSchema,
} from '../push';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  VerifyEmailRequestSchema,
} from '../validation';
import { ADMIN_ONLY, errors, json, noContent, ok, operationsOf, SIGNED_IN } from './operations';

const LANGUAGE_COOKIE_NOTE = `\`${LANGUAGE_COOKIE}\` (readable by the pages, a year, SameSite=Lax) is set to the account's language, so every device speaks it.`;
const SESSION_COOKIE_NOTE = `Sets the httpOnly session cookie, and beside it \`${SESSION_HINT_COOKIE}=1\` (readable by the pages, same lifetime): pages without it skip GET /api/me. ${LANGUAGE_COOKIE_NOTE}`;

const auth = operationsOf('auth');

/** Accounts and sessions: services/auth. */
export const authPaths = (): ZodOpenApiPathsObject => ({
  '/api/me': {
    get: auth('The signed-in user', {
      description: `A 401 to a browser that still holds \`${SESSION_HINT_COOKIE}\` clears it. \`emailVerified\` is false until the mailed link is followed: meanwhile no lesson or credit charge is linked to the account.`,
      responses: { ...ok('The user.', UserResponseSchema), ...SIGNED_IN },
    }),
  },
  '/api/me/language': {
    put: auth("Keep the signed-in user's language", {
      description:
        'The language of the pages on every device the account signs in on, and of its mails (reminders, receipts, links).',
      requestBody: { content: json(LanguageRequestSchema) },
      responses: {
        ...ok(`Kept. ${LANGUAGE_COOKIE_NOTE}`, LanguageResponseSchema),
        ...errors(400, 401, 413),
      },
    }),
  },
  '/api/me/time-zone': {
    put: auth("Keep the zone the signed-in user chose, or follow their visits' again", {
      description: `A zone Intl knows ("America/New_York"): kept as the user's choice, so their pages on every device and their mails (confirmations, reminders, cancellations) write times in it, and visits (the pages' \`${TIME_ZONE_COOKIE}\` cookie on GET /api/me) no longer change it. \`null\`: the zone follows the visits again, from the next one. GET /api/me answers both as \`timeZone\` and \`timeZoneChosen\`.`,
      requestBody: { content: json(TimeZoneRequestSchema) },
      responses: {
        ...ok('Kept: the zone on the account and whether it is the choice.', TimeZoneResponseSchema),
        ...errors(400, 401, 413),
      },
    }),
  },
  [MY_DATA_PATHS.profile]: {
    get: auth("The student's profile (their part of 'Download my data')", {
      responses: { ...ok('The profile.', ProfileExportSchema), ...ADMIN_ONLY },
    }),
  },
  [DELETE_ACCOUNT_PATH]: {
    post: auth("Delete the student's own account", {
      description:
        'Confirmed with the password. The account is anonymised, every session revoked, and other services forget or anonymise their copies.',
      requestBody: { content: json(DeleteAccountRequestSchema) },
      responses: {
        ...noContent(`Deleted; the session cookie and \`${SESSION_HINT_COOKIE}\` are cleared.`),
        ...errors(400, 401, 403, 413, 429),
      },
    }),
  },
  '/api/push/public-key': {
    get: auth("Web Push's VAPID public key", {
      description:
        'The `applicationServerKey` a page passes to `pushManager.subscribe` (base64url of the uncompressed P-256 key). No session needed.',
      responses: { ...ok('The key.', PushPublicKeyResponseSchema), ...errors() },
    }),
  },
  '/api/push/subscriptions': {
    get: auth("The signed-in user's devices that get pushes", {
      description: 'For the settings card: each subscription, the one this session made marked. Never its keys.',
      responses: { ...ok('The devices.', PushDevicesResponseSchema), ...SIGNED_IN },
    }),
    post: auth('Get pushes on this device', {
      description: `The browser's PushSubscription (\`subscription.toJSON()\`), kept for the signed-in user and this session: its logout, a password reset and the account's deletion remove it. The same endpoint again renews it. At most ${PUSH_DEVICES_PER_USER} devices per account: the least recently renewed goes. The endpoint must be https on a known push service (${PUSH_SERVICE_HOSTS.join(', ')}, or below one): another is 400 \`push_endpoint_not_allowed\`.`,
      requestBody: { content: json(PushSubscriptionRequestSchema) },
      responses: { ...noContent('Kept.'), ...errors(400, 401, 413) },
    }),
    delete: auth('Stop pushes to a device', {
      description:
        "Removes one of the user's own subscriptions by its endpoint; one not theirs, or already gone, changes nothing.",
      requestBody: { content: json(PushUnsubscribeRequestSchema) },
      responses: { ...noContent('Removed.'), ...errors(400, 401, 413) },
    }),
  },
  '/api/push/preferences': {
    get: auth('What is pushed to the signed-in user', {
      description:
        "Per kind (every kind on until changed), and whether a message's text shows in its push (off until allowed).",
      responses: { ...ok('The choices.', PushPreferencesSchema), ...SIGNED_IN },
    }),
    put: auth('Choose what is pushed', {
      description: 'Replaces the choices whole, for every device of the account.',
      requestBody: { content: json(PushPreferencesSchema) },
      responses: { ...ok('Kept.', PushPreferencesSchema), ...errors(400, 401, 413) },
    }),
  },
  '/api/login': {
    post: auth('Sign in', {
      requestBody: { content: json(LoginRequestSchema) },
      description:
        'A success also sets the httpOnly known-device cookie, sent to this call only: that browser skips the delay an account under attack imposes. A 429 names the real wait.',
      responses: { ...ok(`Signed in. ${SESSION_COOKIE_NOTE}`, UserResponseSchema), ...errors(400, 401, 413, 429) },
    }),
  },
  '/api/register': {
    post: auth('Create a student account and sign in', {
      description: `The account's language is the visit's: \`${LANGUAGE_COOKIE}\` when set, else \`Accept-Language\`'s first language spoken here, else English.`,
      requestBody: { content: json(RegisterRequestSchema) },
      responses: {
        ...ok(`Registered and signed in. ${SESSION_COOKIE_NOTE}`, UserResponseSchema, 201),
        ...errors(400, 409, 413, 429),
      },
    }),
  },
  '/api/logout': {
    post: auth('Sign out (the session is revoked server-side)', {
      responses: {
        ...noContent(`Signed out; the session cookie and \`${SESSION_HINT_COOKIE}\` are cleared.`),
        ...errors(400, 413),
      },
    }),
  },
  '/api/forgot-password': {
    post: auth('Ask for a password-reset mail', {
      requestBody: { content: json(ForgotPasswordRequestSchema) },
      responses: {
        ...ok('The same answer whether or not the account exists.', NoticeResponseSchema),
        ...errors(400, 413, 429),
      },
    }),
  },
  '/api/reset-password': {
    post: auth('Set a new password with the mailed token', {
      requestBody: { content: json(ResetPasswordRequestSchema) },
      responses: {
        ...ok('Reset; every session of the account is revoked.', NoticeResponseSchema),
        ...errors(400, 413, 429),
      },
    }),
  },
  '/api/verify-email': {
    post: auth('Confirm the email address with the mailed token (signed in or not)', {
      requestBody: { content: json(VerifyEmailRequestSchema) },
      responses: {
        ...ok(
          'Confirmed; lessons booked under the address are linked to the account from now on.',
          NoticeResponseSchema,
        ),
        ...errors(400, 413, 429),
      },
    }),
  },
  '/api/verify-email/resend': {
    post: auth('Mail a new confirmation link (rate-limited per account)', {
      responses: {
        ...ok(
          'A new link is on its way (earlier ones stop working), or the address is already confirmed.',
          NoticeResponseSchema,
        ),
        ...errors(400, 401, 413, 429),
      },
    }),
  },
});
