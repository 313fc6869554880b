import type { User } from '@lezioni/contracts';
import type { OutboxMessage } from '../data/outbox.repository';

/**
 * The outbox message for an account created or changed (name, email, role, its address proven, the
 * zone of the last visit): write it in the same transaction as the change, so other services' copies
 * (ARCHITECTURE D13) never miss one. The zone only when it changed: copies keep theirs otherwise.
 */
export const userUpserted = (user: User, timeZone?: string): OutboxMessage => ({
  topic: 'user-events',
  event: {
    type: 'user.upserted',
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      ...(timeZone && { timeZone }),
    },
    occurredAt: new Date().toISOString(),
  },
});

/** The outbox message for an account its student deleted: other services forget or anonymise their copies. */
export const userDeleted = (userId: string): OutboxMessage => ({
  topic: 'user-events',
  event: { type: 'user.deleted', user: { id: userId }, occurredAt: new Date().toISOString() },
});
