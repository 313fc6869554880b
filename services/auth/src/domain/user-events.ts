import type { User } from '@lezioni/contracts';
import type { OutboxMessage } from '../data/outbox.repository';

/**
 * The outbox message for an account created or changed (name, email, role or its address proven): write it in the
 * same transaction as the change, so other services' copies (ARCHITECTURE D13) never miss one.
 */
export const userUpserted = (user: User): OutboxMessage => ({
  topic: 'user-events',
  event: {
    type: 'user.upserted',
    user: { id: user.id, name: user.name, email: user.email, role: user.role, emailVerified: user.emailVerified },
    occurredAt: new Date().toISOString(),
  },
});

/** The outbox message for an account its student deleted: other services forget or anonymise their copies. */
export const userDeleted = (userId: string): OutboxMessage => ({
  topic: 'user-events',
  event: { type: 'user.deleted', user: { id: userId }, occurredAt: new Date().toISOString() },
});
