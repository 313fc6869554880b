import { SCHEDULE_DEFAULTS, type Schedule } from '@lezioni/contracts';
import type { AvailabilityData } from './deps';

const WEEKDAYS = [1, 2, 3, 4, 5];

/**
 * A teacher's usual week, in her zone: weekday mornings and late afternoons, Saturday mornings. What
 * `npm start` offers a fresh clone (DEMO_WEEK), so a student finds free times at once; her Schedule
 * tab changes it like any week.
 */
export const DEMO_WEEK: Schedule = {
  ...SCHEDULE_DEFAULTS,
  week: [
    ...WEEKDAYS.flatMap((weekday) => [
      { weekday, start: '09:00', end: '13:00' },
      { weekday, start: '15:00', end: '19:00' },
    ]),
    { weekday: 6, start: '10:00', end: '13:00' },
  ],
  dates: [],
};

/** Sets the demo week unless she has a week of her own; answers whether it did. */
export const offerDemoWeek = (deps: AvailabilityData, now: Date): Promise<boolean> =>
  deps.schedule.addIfAbsent(DEMO_WEEK, now);
