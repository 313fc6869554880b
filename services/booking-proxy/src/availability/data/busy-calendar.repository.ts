import type { BusyCalendarError, BusyCalendarStatus } from '@lezioni/contracts';
import type { Db } from '../../shared/data/db';
import type { BusyTime } from './busy-times.repository';

/** Rows per insert: PostgreSQL takes at most 65,535 parameters in one statement. */
const ROWS_PER_INSERT = 1_000;

/**
 * Her own calendar's address (on her week's row) as the reads see it, the busy times its last good
 * read found (`calendar_busy_times`, replaced whole), and how the reads went.
 */
export function createBusyCalendarRepository(db: Db) {
  const forget = {
    busy_calendar_read_at: null,
    busy_calendar_attempt_at: null,
    busy_calendar_error: null,
  };
  return {
    async status(): Promise<BusyCalendarStatus> {
      const row = await db
        .selectFrom('schedule')
        .select(['busy_calendar_read_at', 'busy_calendar_attempt_at', 'busy_calendar_error'])
        .where('id', '=', 1)
        .executeTakeFirst();
      return {
        lastReadAt: row?.busy_calendar_read_at?.toISOString() ?? null,
        lastAttemptAt: row?.busy_calendar_attempt_at?.toISOString() ?? null,
        error: row?.busy_calendar_error ?? null,
      };
    },

    /** The address, its row locked until the transaction ends: a read's outcome is written for the address it read. */
    async addressForUpdate(): Promise<string | null> {
      const row = await db
        .selectFrom('schedule')
        .select('busy_calendar_url')
        .where('id', '=', 1)
        .forUpdate()
        .executeTakeFirst();
      return row?.busy_calendar_url ?? null;
    },

    /** A good read: its times in place of the last read's, and the read recorded. */
    async replaceTimes(times: readonly BusyTime[], readAt: Date): Promise<void> {
      await db.deleteFrom('calendar_busy_times').execute();
      for (let i = 0; i < times.length; i += ROWS_PER_INSERT) {
        const rows = times
          .slice(i, i + ROWS_PER_INSERT)
          .map(({ startsAt, endsAt }) => ({ starts_at: startsAt, ends_at: endsAt }));
        await db.insertInto('calendar_busy_times').values(rows).execute();
      }
      await db
        .updateTable('schedule')
        .set({ busy_calendar_read_at: readAt, busy_calendar_attempt_at: readAt, busy_calendar_error: null })
        .where('id', '=', 1)
        .execute();
    },

    /** A failed read: the last good read's times stay, and why it failed is recorded. */
    async recordFailure(error: BusyCalendarError, at: Date): Promise<void> {
      await db
        .updateTable('schedule')
        .set({ busy_calendar_attempt_at: at, busy_calendar_error: error })
        .where('id', '=', 1)
        .execute();
    },

    /** Another address, or none: what was read from the old one no longer counts. */
    async forget(): Promise<void> {
      await db.deleteFrom('calendar_busy_times').execute();
      await db.updateTable('schedule').set(forget).where('id', '=', 1).execute();
    },
  };
}
export type BusyCalendarRepository = ReturnType<typeof createBusyCalendarRepository>;
