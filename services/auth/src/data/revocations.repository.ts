import type { Kysely } from 'kysely';
import type { Database } from './db';

export type Revocation = { redisKey: string; value: string; expiresAt: Date };

export function createRevocationsRepository(db: Kysely<Database>) {
  return {
    async save(revocation: Revocation): Promise<void> {
      await db
        .insertInto('session_revocations')
        .values({ redis_key: revocation.redisKey, value: revocation.value, expires_at: revocation.expiresAt })
        .onConflict((conflict) =>
          conflict.column('redis_key').doUpdateSet({ value: revocation.value, expires_at: revocation.expiresAt }),
        )
        .execute();
    },

    /** The revocations still in force; the lapsed ones are deleted on the way. */
    async listLive(now: Date): Promise<Revocation[]> {
      await db.deleteFrom('session_revocations').where('expires_at', '<=', now).execute();
      const rows = await db.selectFrom('session_revocations').select(['redis_key', 'value', 'expires_at']).execute();
      return rows.map((row) => ({ redisKey: row.redis_key, value: row.value, expiresAt: row.expires_at }));
    },
  };
}
export type RevocationsRepository = ReturnType<typeof createRevocationsRepository>;
