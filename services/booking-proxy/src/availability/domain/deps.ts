import type { DepsOf } from '../../shared/domain/deps';
import type { BusyCalendarRepository } from '../data/busy-calendar.repository';
import type { BusyCalendarReader } from '../data/busy-calendar.reader';
import type { BusyTimesRepository } from '../data/busy-times.repository';
import type { ScheduleRepository } from '../data/schedule.repository';

/** The teacher's week, what fills it, and her own calendar's address with the busy times read from it. */
export type AvailabilityData = {
  schedule: ScheduleRepository;
  busyTimes: BusyTimesRepository;
  busyCalendar: BusyCalendarRepository;
};

export type AvailabilitySettings = {
  /** Her own calendar's address, read through the guarded fetcher. */
  ownCalendar: {
    read: BusyCalendarReader;
    /** Only https addresses are taken (production): a secret address must not travel in clear. */
    requireHttps: boolean;
  };
};

/** What the teacher's own calendar (issue 44) is given. */
export type AvailabilityDeps = DepsOf<AvailabilityData> & AvailabilitySettings;
