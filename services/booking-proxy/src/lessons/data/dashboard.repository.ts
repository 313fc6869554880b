import { sql } from 'kysely';
import type { Db } from '../../shared/data/db';
import { monthInRome } from '../../shared/data/month-in-rome';

export type CalendarFigures = { totalLessons: number; activeStudents: number; totalBookings: number };

/** The figures of the teacher's summary cards: counts over the calendar copy (the revenue is credits'). */
export function createDashboardRepository(db: Db) {
  return {
    /** The calendar's figures (contracts' AnalyticsResponse says how each is counted). */
    async figures(now: Date): Promise<CalendarFigures> {
      const month = monthInRome(now);
      const row = await db
        .selectFrom('bookings')
        .select((eb) => [
          eb.fn.countAll<number>().filterWhere('ends_at', '<=', now).as('total_lessons'),
          // By TidyCal's contact (one per address): a deleted account's bookings have no address left.
          sql<number>`count(distinct contact_id) filter (where starts_at >= ${month.start} and starts_at < ${month.end})`.as(
            'active_students',
          ),
          eb.fn.countAll<number>().as('total_bookings'),
        ])
        .where('cancelled_at', 'is', null)
        .executeTakeFirstOrThrow();
      return {
        totalLessons: Number(row.total_lessons),
        activeStudents: Number(row.active_students),
        totalBookings: Number(row.total_bookings),
      };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
