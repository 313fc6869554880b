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

/** How often auth checks that Redis still holds the revocations (a flushed Redis loses them unannounced). */
const CHECK_INTERVAL_MS = 5_000;

/**
 * Session revocations: kept in PostgreSQL, published to Redis where every verifier reads them.
 * Given a transaction, the row commits with the rest of it; the Redis key is written before the
 * commit, so a failed Redis write rolls everything back, and a failed commit leaves at worst a
 * revocation in Redis only (a signed-out session, never a live one).
 */
export function createRevocationStore(db: Db, redis: Redis, prefix: string) {
  const keys = revocationKeys(prefix);
  /** The Redis key and value every session verifier reads (service-kit's session check). */
  const redisEntryOf = (revocation: Revocation): [key: string, value: string] =>
    revocation.kind === 'session'
      ? [keys.session(revocation.subject), '1']
      : [keys.userBefore(revocation.subject), String(revocation.revokedAt.getTime())];

  const publish = (revocation: Revocation) => {
    const [key, value] = redisEntryOf(revocation);
    return redis.set(key, value, 'PXAT', revocation.expiresAt.getTime());
  };

  /**
   * Puts every revocation in force back into Redis (the lapsed ones are deleted on the way), then
   * marks them published: verifiers answer 503 until the mark is there.
   */
  const republish = async (now: Date): Promise<number> => {
    await db.deleteFrom('session_revocations').where('expires_at', '<=', now).execute();
    const rows = await db.selectFrom('session_revocations').selectAll().execute();
    const transaction = redis.multi();
    for (const revocation of rows.map(toRevocation)) {
      const [key, value] = redisEntryOf(revocation);
      transaction.set(key, value, 'PXAT', revocation.expiresAt.getTime());
    }
    transaction.set(keys.published, now.toISOString());
    const results = await transaction.exec();
    const failed = results?.find(([err]) => err)?.[0];
    if (failed) throw failed;
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
     * Republishes on every (re)connection, and whenever the published mark is gone (a Redis
     * flushed or restarted empty behind a connection that never dropped), so logged-out cookies
     * never come back to life; a failure is logged and retried at the next check. Returns a stop.
     */
    keepPublished(logger: Logger): () => void {
      let isPublishing = false;
      const publishAll = () => {
        if (isPublishing) return;
        isPublishing = true;
        republish(new Date())
          .then(
            (count) => logger.info({ count }, 'session revocations published to redis'),
            (err: unknown) => logger.error({ err }, 'could not publish session revocations'),
          )
          .finally(() => (isPublishing = false));
      };
      const check = () => {
        redis.exists(keys.published).then(
          (found) => found || publishAll(),
          () => undefined, // Redis away: the 'ready' of the reconnection publishes.
        );
      };
      redis.on('ready', publishAll);
      const timer = setInterval(check, CHECK_INTERVAL_MS);
      timer.unref();
      return () => {
        clearInterval(timer);
        redis.off('ready', publishAll);
      };
    },
  };
}
export type RevocationStore = ReturnType<typeof createRevocationStore>;
