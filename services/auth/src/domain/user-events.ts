import type { Language, User } from '@lezioni/contracts';
import type { OutboxMessage } from '../data/outbox.repository';

/**
 * The outbox message for an account created or changed (name, email, role, its address proven, the
 * zone of the last visit, its language): write it in the same transaction as the change, so other
 * services' copies (ARCHITECTURE D13) never miss one. The zone and the language only in the event
 * that set them (`changed`): copies keep theirs otherwise.
 */
export const userUpserted = (user: User, changed: { timeZone?: string; language?: Language } = {}): OutboxMessage => ({
  topic: 'user-events',
  event: {
    type: 'user.upserted',
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      ...(changed.timeZone && { timeZone: changed.timeZone }),
      ...(changed.language && { language: changed.language }),
    },
    occurredAt: new Date().toISOString(),
  },
});

/** The outbox message for an account its student deleted: other services forget or anonymise their copies. */
export const userDeleted = (userId: string): OutboxMessage => ({
  topic: 'user-events',
  event: { type: 'user.deleted', user: { id: userId }, occurredAt: new Date().toISOString() },
});
