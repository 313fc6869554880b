import type { Kysely } from 'kysely';
import type { User } from '@lezioni/contracts';
import type { Database } from './db';
import { toUser } from './users.repository';

export type ResetToken = { userId: string; expiresAt: Date; usedAt: Date | null };

export function createResetTokensRepository(db: Kysely<Database>) {
  return {
    /** Stores the user's new token and deletes the ones before it: only the newest link works. */
    async replaceForUser(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Locks the account row, so two requests at once can't both leave a live token behind.
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
        await trx
          .insertInto('password_reset_tokens')
          .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
          .execute();
      });
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
     * Spends a live token and sets its account's password hash in one transaction. `beforeCommit`
     * runs inside it: when it throws, the token stays unspent and the password unchanged. Undefined
     * when the token is not live, also when a concurrent request spent it first.
     */
    async spend(
      tokenHash: string,
      passwordHash: string,
      now: Date,
      beforeCommit: (user: User) => Promise<void>,
    ): Promise<User | undefined> {
      return db.transaction().execute(async (trx) => {
        // The row lock and the re-checked `used_at is null` make a second, concurrent spend find nothing.
        const token = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('user_id')
          .executeTakeFirst();
        if (!token) return undefined;
        const row = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', token.user_id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const user = toUser(row);
        await beforeCommit(user);
        return user;
      });
    },
  };
}
export type ResetTokensRepository = ReturnType<typeof createResetTokensRepository>;
