import type { Selectable } from 'kysely';
import { revocationKeys, type Logger, type Redis } from '@lezioni/service-kit';
import type { Db, SessionRevocationsTable } from './db';

type Revocation = {
  kind: 'session' | 'user';
  /** The session's id, or the user's id for "every session issued up to `revokedAt`". */
  subject: string;
  revokedAt: Date;
  /** When no session it covers can still be valid: the row and the key can go. */
  expiresAt: Date;
};

const toRevocation = (row: Selectable<SessionRevocationsTable>): Revocation => ({
  kind: row.kind,
  subject: row.subject,
  revokedAt: row.revoked_at,
  expiresAt: row.expires_at,
});

/** The Redis key and value every session verifier reads (service-kit's session check). */
function redisEntryOf(revocation: Revocation): [key: string, value: string] {
  return revocation.kind === 'session'
    ? [revocationKeys.session(revocation.subject), '1']
    : [revocationKeys.userBefore(revocation.subject), String(revocation.revokedAt.getTime())];
}

/**
 * Session revocations: kept in PostgreSQL, published to Redis where every verifier reads them.
 * Given a transaction, the row commits with the rest of it; the Redis key is written before the
 * commit, so a failed Redis write rolls everything back, and a failed commit leaves at worst a
 * revocation in Redis only (a signed-out session, never a live one).
 */
export function createRevocationStore(db: Db, redis: Redis) {
  const publish = (revocation: Revocation) => {
    const [key, value] = redisEntryOf(revocation);
    return redis.set(key, value, 'PXAT', revocation.expiresAt.getTime());
  };

  /** Puts every revocation in force back into Redis; the lapsed ones are deleted on the way. */
  const republish = async (now: Date): Promise<number> => {
    await db.deleteFrom('session_revocations').where('expires_at', '<=', now).execute();
    const rows = await db.selectFrom('session_revocations').selectAll().execute();
    if (rows.length === 0) return 0;
    const pipeline = redis.pipeline();
    for (const revocation of rows.map(toRevocation)) {
      const [key, value] = redisEntryOf(revocation);
      pipeline.set(key, value, 'PXAT', revocation.expiresAt.getTime());
    }
    await pipeline.exec();
    return rows.length;
  };

  return {
    async save(revocation: Revocation): Promise<void> {
      const row = {
        kind: revocation.kind,
        subject: revocation.subject,
        revoked_at: revocation.revokedAt,
        expires_at: revocation.expiresAt,
      };
      await db
        .insertInto('session_revocations')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['kind', 'subject']).doUpdateSet({ revoked_at: row.revoked_at, expires_at: row.expires_at }),
        )
        .execute();
      await publish(revocation);
    },

    /**
     * Republishes on every (re)connection, so a Redis that restarted empty doesn't bring logged-out
     * cookies back to life; a failure is logged and retried at the next one.
     */
    keepPublished(logger: Logger): void {
      redis.on('ready', () => {
        republish(new Date()).then(
          (count) => logger.info({ count }, 'session revocations published to redis'),
          (err: unknown) => logger.error({ err }, 'could not publish session revocations'),
        );
      });
    },
  };
}
export type RevocationStore = ReturnType<typeof createRevocationStore>;
