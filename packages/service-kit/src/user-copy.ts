import type { ColumnType, Kysely } from 'kysely';
import { upsertNewerVersion } from './upsert';

/**
 * A service's copy of auth's accounts (ARCHITECTURE D13: never auth's schema), kept from auth's user
 * events. `version` is the event's; a row only a session has named yet (chat) has version 0 and no
 * email nor role.
 */
export interface UserCopyTable {
  id: string;
  name: string;
  /** Null once the account is deleted. */
  email: string | null;
  role: 'admin' | 'student' | null;
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** An account as auth's user events describe it, in the columns a copy keeps. */
export type CopiedAccount = { id: string; name: string; email: string; role: 'admin' | 'student' };

/**
 * What every copy of auth's accounts does with auth's user events, on `table` of `database`: the
 * one pair of writes each service's users repository has. The version rule (upsertNewerVersion)
 * makes an older or replayed event change nothing.
 */
export function createUserCopy<T extends string, DB extends Record<T, UserCopyTable>>(database: Kysely<DB>, table: T) {
  // The service's schema has more tables, which these writes never name: Kysely's types are invariant in them.
  const db = database as unknown as Kysely<Record<string, UserCopyTable>>;
  return {
    /** Applies an account from auth's user events, unless the copy already holds that version or a newer one. */
    async applyAccount(account: CopiedAccount, version: number, now: Date): Promise<void> {
      // Column by column: events carry more than a copy keeps (whether the address is proven).
      const { id, name, email, role } = account;
      await upsertNewerVersion(db, table, { id, name, email, role, version, updated_at: now });
    },

    /**
     * Applies auth's `user.deleted` (event `version`): the copy keeps the id with `shownName` and no
     * email. The row is inserted if the copy never heard of the user.
     */
    async applyDeletion(id: string, shownName: string, version: number, now: Date): Promise<void> {
      await upsertNewerVersion(db, table, {
        id,
        name: shownName,
        email: null,
        role: 'student',
        version,
        updated_at: now,
      });
    },
  };
}
