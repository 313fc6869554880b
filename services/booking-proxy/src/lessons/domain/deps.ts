import type { RateLimiter } from '@lezioni/service-kit';
import type { RoomData, RoomSettings } from '../../room/domain/deps';
import type { DepsOf } from '../../shared/domain/deps';
import type { CalendarFeedsRepository } from '../data/calendar-feeds.repository';
import type { DashboardRepository } from '../data/dashboard.repository';
import type { LessonRequestsRepository } from '../../requests/data/lesson-requests.repository';
import type { LessonSeriesRepository } from '../../requests/data/lesson-series.repository';

/**
 * The room's repositories (the teacher's list says who came), the users' calendar feeds, the
 * dashboard's figures, the requests awaiting her answer (a student's list shows them), and the
 * weekly series (the feeds carry each as one repeating event).
 */
export type LessonsData = RoomData & {
  calendarFeeds: CalendarFeedsRepository;
  dashboard: DashboardRepository;
  lessonRequests: LessonRequestsRepository;
  lessonSeries: LessonSeriesRepository;
};

export type LessonsSettings = RoomSettings & {
  /** The private calendar feeds (issue 27). */
  calendar: {
    /** Feed files read per minute from one address. */
    readsPerMinute: RateLimiter;
  };
};

/** What students' and the teacher's readings of the calendar (lessons, feeds, the dashboard) are given. */
export type LessonsDeps = DepsOf<LessonsData> & LessonsSettings;
