import type { Redis } from '@lezioni/service-kit';
import type { Db } from './db';
import { createOutboxRepository } from './outbox.repository';
import { createResetTokensRepository } from './reset-tokens.repository';
import { createRevocationStore } from './revocations.store';
import { createUsersRepository } from './users.repository';

/** Everything auth keeps, bound to the pool or to one transaction; `prefix` is REDIS_PREFIX. */
export function createAuthData(db: Db, redis: Redis, prefix: string) {
  return {
    users: createUsersRepository(db),
    resetTokens: createResetTokensRepository(db),
    revocations: createRevocationStore(db, redis, prefix),
    outbox: createOutboxRepository(db, prefix),
  };
}
export type AuthData = ReturnType<typeof createAuthData>;
