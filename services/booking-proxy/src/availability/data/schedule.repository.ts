import { SCHEDULE_DEFAULTS, type Schedule } from '@lezioni/contracts';
import type { Db } from '../../shared/data/db';

const rowOf = (schedule: Schedule, updatedAt: Date) => ({
  time_zone: schedule.timeZone,
  buffer_minutes: schedule.bufferMinutes,
  auto_approve_returning: schedule.autoApproveReturning,
  week: JSON.stringify(schedule.week),
  dates: JSON.stringify(schedule.dates),
  busy_calendar_url: schedule.busyCalendarUrl ?? null,
  updated_at: updatedAt,
});

/** The teacher's week: one row, read and replaced whole. */
export function createScheduleRepository(db: Db) {
  return {
    /** Her week as last saved; before she saves one, no hours in the default zone and buffer. */
    async read(): Promise<Schedule & { busyCalendarUrl: string | null }> {
      const row = await db.selectFrom('schedule').selectAll().where('id', '=', 1).executeTakeFirst();
      if (!row) return { ...SCHEDULE_DEFAULTS, week: [], dates: [], busyCalendarUrl: null };
      return {
        timeZone: row.time_zone,
        bufferMinutes: row.buffer_minutes,
        autoApproveReturning: row.auto_approve_returning,
        week: row.week,
        dates: row.dates,
        busyCalendarUrl: row.busy_calendar_url,
      };
    },

    async replace(schedule: Schedule, updatedAt: Date): Promise<void> {
      const values = rowOf(schedule, updatedAt);
      await db
        .insertInto('schedule')
        .values({ id: 1, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    },

    /** Sets `schedule` as her week unless she has one; answers whether it did. */
    async addIfAbsent(schedule: Schedule, updatedAt: Date): Promise<boolean> {
      const added = await db
        .insertInto('schedule')
        .values({ id: 1, ...rowOf(schedule, updatedAt) })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return added.numInsertedOrUpdatedRows === 1n;
    },
  };
}
export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
