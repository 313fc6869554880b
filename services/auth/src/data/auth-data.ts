import type { Redis } from '@lezioni/service-kit';
import type { Db } from './db';
import { createOutboxRepository } from './outbox.repository';
import { createPushRepository } from './push.repository';
import { createRevocationStore } from './revocations.store';
import { createSingleUseTokensRepository } from './single-use-tokens.repository';
import { createUsersRepository } from './users.repository';

/** Everything auth keeps, bound to the pool or to one transaction; `prefix` is REDIS_PREFIX. */
export function createAuthData(db: Db, redis: Redis, prefix: string) {
  return {
    users: createUsersRepository(db),
    resetTokens: createSingleUseTokensRepository(db, 'password_reset_tokens'),
    verificationTokens: createSingleUseTokensRepository(db, 'email_verification_tokens'),
    revocations: createRevocationStore(db, redis, prefix),
    outbox: createOutboxRepository(db, prefix),
    push: createPushRepository(db),
  };
}
export type AuthData = ReturnType<typeof createAuthData>;
