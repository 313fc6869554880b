import type { Db } from './db';

type ResetToken = { userId: string; expiresAt: Date; usedAt: Date | null };

export function createResetTokensRepository(db: Db) {
  return {
    /**
     * Stores the user's new token and deletes the ones before it: only the newest link works.
     * Must run in a transaction: it locks the account row, so two requests at once can't both
     * leave a live token behind.
     */
    async replaceForUser(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      if (!db.isTransaction) throw new Error('replaceForUser must run in a transaction');
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
      await db
        .insertInto('password_reset_tokens')
        .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
        .execute();
    },

    async findByHash(tokenHash: string): Promise<ResetToken | undefined> {
      const row = await db
        .selectFrom('password_reset_tokens')
        .select(['user_id', 'expires_at', 'used_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row && { userId: row.user_id, expiresAt: row.expires_at, usedAt: row.used_at };
    },

    /**
     * Marks a live token used; the id of its account, or undefined when the token is not live, also
     * when a concurrent request spent it first (the row lock and the re-checked `used_at is null`).
     */
    async spend(tokenHash: string, now: Date): Promise<string | undefined> {
      const token = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return token?.user_id;
    },

    /** Deletes the user's links, used or not (a deleted account). */
    async deleteForUser(userId: string): Promise<void> {
      await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
    },
  };
}
