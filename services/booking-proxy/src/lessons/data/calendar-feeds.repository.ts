import type { Role } from '@lezioni/contracts';
import type { Db } from '../../shared/data/db';

/** A user's calendar feed: whose it is, and the secret of its address. */
export type CalendarFeed = { userId: string; role: Role; secret: string };

/** The users' private calendar feeds, one per user. */
export function createCalendarFeedsRepository(db: Db) {
  return {
    async findByUser(userId: string): Promise<CalendarFeed | undefined> {
      const row = await db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', userId).executeTakeFirst();
      return row && { userId: row.user_id, role: row.role, secret: row.secret };
    },

    async findBySecret(secret: string): Promise<CalendarFeed | undefined> {
      const row = await db.selectFrom('calendar_feeds').selectAll().where('secret', '=', secret).executeTakeFirst();
      return row && { userId: row.user_id, role: row.role, secret: row.secret };
    },

    /** The user's feed from now on: a new secret replaces the one before. */
    async replace(feed: CalendarFeed, createdAt: Date): Promise<void> {
      await db
        .insertInto('calendar_feeds')
        .values({ user_id: feed.userId, role: feed.role, secret: feed.secret, created_at: createdAt })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret: feed.secret, created_at: createdAt }))
        .execute();
    },

    async remove(userId: string): Promise<void> {
      await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    },
  };
}
export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
