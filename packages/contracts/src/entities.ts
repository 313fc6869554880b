import { z } from 'zod';
import { ERROR_CATALOGUE, ERROR_CODES } from './errors';
import { LANGUAGES } from './languages';
import { isKnownTimeZone } from './time-zones';

/**
 * Payloads of spec §3 and §7 that some code produces or reads, as the browser sees them. A feature
 * adds its payloads here with the code that answers them.
 */

export const RoleSchema = z.enum(['admin', 'student']);
export type Role = z.infer<typeof RoleSchema>;

const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** The owner proved the address by following the mailed link; until then no lesson is linked to the account. */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * A language the product speaks (contracts' LANGUAGES). Anything else is refused with the generic
 * 400 text: it can only come from a page of ours sent something it never offers.
 */
export const LanguageSchema = z.enum(LANGUAGES, { error: ERROR_CATALOGUE[400]!.message });

/**
 * The zone the signed-in user reads times in (issue 27): `timeZone` is the one kept on the account
 * (null until a visit or a choice told it); `timeZoneChosen` says the user chose it, so it is theirs
 * everywhere (pages and mails) and visits no longer change it; otherwise it is the last visit's.
 */
const TimeZonePreferenceSchema = z.object({ timeZone: z.string().nullable(), timeZoneChosen: z.boolean() });

/** The signed-in user as their own calls show them: with the language the product speaks to them (pages, mails) and their zone. */
const SignedInUserSchema = UserSchema.extend({ language: LanguageSchema }).extend(TimeZonePreferenceSchema.shape);
export type SignedInUser = z.infer<typeof SignedInUserSchema>;

/** Answer of GET /api/me, POST /api/login and POST /api/register. */
export const UserResponseSchema = z.object({ user: SignedInUserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

/** PUT /api/me/language: the signed-in user's choice, kept on the account; the answer says what is kept. */
export const LanguageRequestSchema = z.object({ language: LanguageSchema });
export type LanguageRequest = z.infer<typeof LanguageRequestSchema>;
export const LanguageResponseSchema = LanguageRequestSchema;
export type LanguageResponse = z.infer<typeof LanguageResponseSchema>;

/**
 * PUT /api/me/time-zone: the zone the signed-in user chose (one Intl knows, as "America/New_York"),
 * or null to follow their device again. Anything else is refused with the generic 400 text: the
 * page only offers the zones the browser knows.
 */
export const TimeZoneRequestSchema = z.object({
  timeZone: z
    .string({ error: ERROR_CATALOGUE[400]!.message })
    .max(100, { error: ERROR_CATALOGUE[400]!.message })
    .refine(isKnownTimeZone, { error: ERROR_CATALOGUE[400]!.message })
    .nullable()
    .meta({ description: 'An IANA time zone Intl knows, or null to follow the zone of the visits again.' }),
});
export type TimeZoneRequest = z.infer<typeof TimeZoneRequestSchema>;
/** The zone kept on the account after PUT /api/me/time-zone, and whether it is the user's choice. */
export const TimeZoneResponseSchema = TimeZonePreferenceSchema;
export type TimeZoneResponse = z.infer<typeof TimeZoneResponseSchema>;

/** GET /api/config (ARCHITECTURE D8): what the pages need from the deployment. */
export const RuntimeConfigSchema = z.object({
  teacherName: z.string(),
  teacherAvatarUrl: z.string(),
  videoId: z.string(),
  bookingPageUrl: z.string(),
  bookingDashboardUrl: z.string(),
  /** The calendar is `npm start`'s local stand-in for TidyCal: pages say so. */
  isDemoCalendar: z.boolean(),
  /**
   * Where students book (issue 44): the platform's own calendar (her free times, her approval), or
   * TidyCal's page in a frame (`bookingPageUrl`). BOOKING_CALENDAR; by default TidyCal's whenever
   * its booking page is configured.
   */
  bookingCalendar: z.enum(['builtin', 'tidycal']),
  productionHost: z.string(),
  remotes: z.record(z.string(), z.string()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
/** The part of the runtime config the landing page shows, and so is prerendered with. */
export type PageConfig = Pick<RuntimeConfig, 'teacherName' | 'teacherAvatarUrl' | 'videoId' | 'productionHost'>;

/** GET /api/status (admin only): readiness of each upstream. The pages don't read it (spec §7). */
export const PlatformStatusSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.record(z.string(), z.enum(['ready', 'unavailable', 'not_deployed'])),
});
export type PlatformStatus = z.infer<typeof PlatformStatusSchema>;

/** Answer of POST /api/forgot-password, /api/reset-password and /api/verify-email(/resend): a sentence for the user. */
export const NoticeResponseSchema = z.object({ message: z.string() });
export type NoticeResponse = z.infer<typeof NoticeResponseSchema>;

/** The JSON shape of every error answer (ARCHITECTURE "Errors"): the text users read, and a stable code. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
