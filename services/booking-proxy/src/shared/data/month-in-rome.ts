import { sql } from 'kysely';

/** Where this month starts and ends for the teacher: her calendar month in Rome. */
export const monthInRome = (now: Date) => ({
  start: sql<Date>`date_trunc('month', ${now}::timestamptz at time zone 'Europe/Rome') at time zone 'Europe/Rome'`,
  end: sql<Date>`(date_trunc('month', ${now}::timestamptz at time zone 'Europe/Rome') + interval '1 month') at time zone 'Europe/Rome'`,
});
