import { z } from 'zod';
import { LanguageSchema, RoleSchema } from './entities';

/**
 * Events auth emits about its users (ARCHITECTURE D13). Auth writes each one to its outbox in the
 * transaction that makes the change, and a relay appends it to the Redis stream USER_EVENTS_STREAM
 * (under the deployment's REDIS_PREFIX). Each consumer (chat, booking-proxy) reads the stream with
 * its own consumer group and keeps what it needs in its own schema. Delivery is at least once and in
 * order per user: consumers apply `user.upserted` idempotently and ignore an event whose `version`
 * is not newer than the one they hold.
 */
export const USER_EVENTS_STREAM = 'user-events';

export const UserUpsertedEventSchema = z.object({
  type: z.literal('user.upserted'),
  /** The outbox row's id: grows with every change, so it orders the events of one user. */
  version: z.number().int().positive(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: RoleSchema,
    /** Only a verified student's address links scheduler bookings (lessons, credits) to the account. Events written before the field existed say nothing: unproven. */
    emailVerified: z.boolean().default(false),
    /** The IANA zone of the user's last visit, in the event that changed it only: copies keep theirs otherwise. */
    timeZone: z.string().optional(),
    /** The language the user chose (or visited in when they registered), in the event that set it only: copies keep theirs otherwise. */
    language: LanguageSchema.optional(),
  }),
  occurredAt: z.string(),
});
/**
 * The account was deleted by its student: auth keeps an anonymised row, each consumer forgets or
 * anonymises its copy (ARCHITECTURE "A student's own data"). The last event of a user.
 */
export const UserDeletedEventSchema = z.object({
  type: z.literal('user.deleted'),
  version: z.number().int().positive(),
  user: z.object({ id: z.string() }),
  occurredAt: z.string(),
});
export const UserEventSchema = z.discriminatedUnion('type', [UserUpsertedEventSchema, UserDeletedEventSchema]);
export type UserEvent = z.infer<typeof UserEventSchema>;
