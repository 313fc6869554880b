import { z } from 'zod';
import { ERROR_CODES } from './errors';

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

/** Answer of GET /api/me, POST /api/login and POST /api/register. */
export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

/** GET /api/config (ARCHITECTURE D8): what the pages need from the deployment. */
export const RuntimeConfigSchema = z.object({
  teacherName: z.string(),
  teacherAvatarUrl: z.string(),
  videoId: z.string(),
  bookingPageUrl: z.string(),
  bookingDashboardUrl: z.string(),
  /** The calendar is `npm start`'s local stand-in for TidyCal: pages say so. */
  isDemoCalendar: z.boolean(),
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
