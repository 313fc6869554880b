import type { Selectable } from 'kysely';
import type { User } from '@lezioni/contracts';
import type { Db, UsersTable } from './db';

type UserWithHash = User & { passwordHash: string };

const toUser = (row: Selectable<UsersTable>): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  emailVerified: row.email_verified_at !== null,
});
const toUserWithHash = (row: Selectable<UsersTable>): UserWithHash => ({
  ...toUser(row),
  passwordHash: row.password_hash,
});

const PG_UNIQUE_VIOLATION = '23505';

export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<User | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toUser(row);
    },

    async findByEmailWithHash(email: string): Promise<UserWithHash | undefined> {
      const row = await db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
      return row && toUserWithHash(row);
    },

    /** Undefined when the email is taken. */
    async insert(user: Omit<UserWithHash, 'id'>): Promise<User | undefined> {
      try {
        const row = await db
          .insertInto('users')
          .values({
            name: user.name,
            email: user.email.toLowerCase(),
            password_hash: user.passwordHash,
            role: user.role,
            email_verified_at: user.emailVerified ? new Date() : null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toUser(row);
      } catch (err) {
        if ((err as { code?: string }).code === PG_UNIQUE_VIOLATION) return undefined;
        throw err;
      }
    },

    /** Marks the address proven (once: a later call keeps the first time); the account as it is now. */
    async markEmailVerified(id: string, now: Date): Promise<User> {
      const row = await db
        .updateTable('users')
        .set((eb) => ({ email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)), updated_at: now }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row);
    },

    async setPasswordHash(id: string, passwordHash: string, now: Date): Promise<User> {
      const row = await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row);
    },
  };
}
