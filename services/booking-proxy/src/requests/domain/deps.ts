import type { AvailabilityData } from '../../availability/domain/deps';
import type { CalendarData, CalendarSettings } from '../../calendar/domain/deps';
import type { DepsOf } from '../../shared/domain/deps';
import type { LessonRequestsRepository } from '../data/lesson-requests.repository';
import type { WaitlistRepository } from '../data/waitlist.repository';
import type { LessonSeriesRepository } from '../data/lesson-series.repository';

/**
 * The calendar copy (an approved request is a lesson), the ledger (a request holds a credit), her
 * week, the requests, the waitlist and the weekly series.
 */
export type RequestsData = CalendarData &
  AvailabilityData & {
    lessonRequests: LessonRequestsRepository;
    waitlist: WaitlistRepository;
    lessonSeries: LessonSeriesRepository;
  };

/** What booking with the teacher's own calendar (issue 44) is given: a lesson's mails follow its approval. */
export type RequestsDeps = DepsOf<RequestsData> & CalendarSettings;
