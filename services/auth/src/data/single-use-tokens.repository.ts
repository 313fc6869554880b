import type { Db } from './db';

/** The tables of mailed single-use links: both have the same columns. */
type TokensTable = 'password_reset_tokens' | 'email_verification_tokens';

type SingleUseToken = { userId: string; expiresAt: Date; usedAt: Date | null };

/** One kind of mailed single-use link (password reset, address confirmation), stored by its token's hash. */
export function createSingleUseTokensRepository(db: Db, table: TokensTable) {
  return {
    /**
     * Stores the user's new token and deletes the ones before it: only the newest link works.
     * Must run in a transaction: it locks the account row, so two requests at once can't both
     * leave a live token behind.
     */
    async replaceForUser(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      if (!db.isTransaction) throw new Error('replaceForUser must run in a transaction');
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      await db.deleteFrom(table).where('user_id', '=', userId).execute();
      await db.insertInto(table).values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt }).execute();
    },

    async findByHash(tokenHash: string): Promise<SingleUseToken | undefined> {
      const row = await db
        .selectFrom(table)
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
        .updateTable(table)
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
      await db.deleteFrom(table).where('user_id', '=', userId).execute();
    },
  };
}
export type SingleUseTokensRepository = ReturnType<typeof createSingleUseTokensRepository>;
