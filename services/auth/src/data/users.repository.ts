import type { Selectable } from 'kysely';
import type { Language, SignedInUser } from '@lezioni/contracts';
import type { Db, UsersTable } from './db';

type UserWithHash = SignedInUser & { passwordHash: string };
/** A new account: no zone yet (its first visit tells it). */
export type NewUser = Omit<UserWithHash, 'id' | 'timeZone' | 'timeZoneChosen'>;

const toUser = (row: Selectable<UsersTable>): SignedInUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  emailVerified: row.email_verified_at !== null,
  language: row.language,
  timeZone: row.time_zone,
  timeZoneChosen: row.time_zone_chosen,
});
const toUserWithHash = (row: Selectable<UsersTable>): UserWithHash => ({
  ...toUser(row),
  passwordHash: row.password_hash,
});

const PG_UNIQUE_VIOLATION = '23505';

export function createUsersRepository(db: Db) {
  return {
    /** The teacher: the one admin account (seeded from ADMIN_EMAIL). */
    async findAdmin(): Promise<SignedInUser | undefined> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('role', '=', 'admin')
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .executeTakeFirst();
      return row && toUser(row);
    },

    async findById(id: string): Promise<SignedInUser | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toUser(row);
    },

    /**
     * Keeps the zone of the user's visit, unless the user chose one (a choice made meanwhile too);
     * undefined when nothing changed.
     */
    async setVisitTimeZone(id: string, timeZone: string): Promise<SignedInUser | undefined> {
      const row = await db
        .updateTable('users')
        .set({ time_zone: timeZone })
        .where('id', '=', id)
        .where('time_zone_chosen', '=', false)
        .where((eb) => eb.or([eb('time_zone', 'is', null), eb('time_zone', '<>', timeZone)]))
        .returningAll()
        .executeTakeFirst();
      return row && toUser(row);
    },

    /**
     * The user, holding their row until the transaction ends, so two changes of their preferences
     * (a choice, a visit) come one after the other.
     */
    async findForUpdate(id: string): Promise<SignedInUser | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      return row && toUser(row);
    },

    /** Keeps `timeZone` as the user's choice; null follows the visits again (keeping the zone until one tells another). */
    async chooseTimeZone(id: string, timeZone: string | null, now: Date): Promise<SignedInUser> {
      const row = await db
        .updateTable('users')
        .set(
          timeZone === null
            ? { time_zone_chosen: false, updated_at: now }
            : { time_zone: timeZone, time_zone_chosen: true, updated_at: now },
        )
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row);
    },

    /** Keeps the user's language; undefined when it already was that one, so nothing changed. */
    async changeLanguage(id: string, language: Language, now: Date): Promise<SignedInUser | undefined> {
      const row = await db
        .updateTable('users')
        .set({ language, updated_at: now })
        .where('id', '=', id)
        .where('language', '<>', language)
        .returningAll()
        .executeTakeFirst();
      return row && toUser(row);
    },

    async findByEmailWithHash(email: string): Promise<UserWithHash | undefined> {
      const row = await db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
      return row && toUserWithHash(row);
    },

    /**
     * Whether `passwordHash` is still the account's, holding the account's row until the transaction
     * ends: a password change waits for it, and one that came first is seen (a new password always
     * has a new salt, so its hash differs even for the same password).
     */
    async hasPasswordHash(id: string, passwordHash: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .where('password_hash', '=', passwordHash)
        .forShare()
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Undefined when the email is taken. */
    async insert(user: NewUser): Promise<SignedInUser | undefined> {
      try {
        const row = await db
          .insertInto('users')
          .values({
            name: user.name,
            email: user.email.toLowerCase(),
            password_hash: user.passwordHash,
            role: user.role,
            email_verified_at: user.emailVerified ? new Date() : null,
            language: user.language,
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
    async markEmailVerified(id: string, now: Date): Promise<SignedInUser> {
      const row = await db
        .updateTable('users')
        .set((eb) => ({ email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)), updated_at: now }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row);
    },

    async setPasswordHash(id: string, passwordHash: string, now: Date): Promise<SignedInUser> {
      const row = await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row);
    },

    /** The account with its hash, by id; undefined once deleted (a deleted account has no password). */
    async findLiveByIdWithHash(id: string): Promise<(UserWithHash & { createdAt: Date }) | undefined> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row && { ...toUserWithHash(row), createdAt: row.created_at };
    },

    /**
     * Keeps the row (its id is what other services' copies and the accounting records refer to)
     * without anything personal: the email is replaced by one under the reserved `.invalid` domain, so
     * the address can register again, and the hash by one no password matches.
     */
    async anonymise(id: string, name: string, now: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({
          name,
          email: `deleted-${id}@deleted.invalid`,
          password_hash: '!',
          email_verified_at: null,
          deleted_at: now,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
