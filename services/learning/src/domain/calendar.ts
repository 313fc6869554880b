/** The teacher's calendar is in Italy: its days and weeks (Monday to Sunday) are Italian time. */
export const TEACHER_TIME_ZONE = 'Europe/Rome';

/** The calendar day (`YYYY-MM-DD`) of `instant` in Italy. */
export const dayInItaly = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TEACHER_TIME_ZONE }).format(instant);
