import { sql } from 'kysely';
import type { Db } from './db';

export type CalendarFigures = { totalLessons: number; activeStudents: number; totalBookings: number };

/** Where this month starts and ends for the teacher: her calendar month in Rome. */
const monthInRome = (now: Date) => ({
  start: sql<Date>`date_trunc('month', ${now}::timestamptz at time zone 'Europe/Rome') at time zone 'Europe/Rome'`,
  end: sql<Date>`(date_trunc('month', ${now}::timestamptz at time zone 'Europe/Rome') + interval '1 month') at time zone 'Europe/Rome'`,
});

/** The figures of the teacher's summary cards: counts over the calendar copy, revenue over the payments and refunds. */
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

    /** Cents received this calendar month in Rome, minus the refunds approved this month. */
    async revenueThisMonthCents(now: Date): Promise<number> {
      const month = monthInRome(now);
      const { rows } = await sql<{ cents: number }>`
        select
          (select coalesce(sum(amount_cents), 0) from payments where paid_at >= ${month.start} and paid_at < ${month.end})
          - (select coalesce(sum(amount_cents), 0) from refunds
             where status in ('processing', 'refunded', 'to_refund_by_transfer')
               and decided_at >= ${month.start} and decided_at < ${month.end})
          as cents
      `.execute(db);
      return Number(rows[0]!.cents);
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
