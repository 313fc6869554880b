import type { FindRevokedSessions, RateLimiter, StreamSlots } from '@lezioni/service-kit';
import type { CalendarData, CalendarSettings } from '../../calendar/domain/deps';
import type { DepsOf } from '../../shared/domain/deps';
import type { LessonPagesRepository } from '../data/lesson-pages.repository';
import type { RoomAttendanceRepository } from '../data/room-attendance.repository';
import type { RoomEventsStore } from '../data/room-events.store';
import type { IceConfig } from './ice-servers';

/** The calendar's repositories (a room is a lesson's), who came to each lesson's room and its shared page. */
export type RoomData = CalendarData & { roomAttendance: RoomAttendanceRepository; lessonPages: LessonPagesRepository };

export type RoomSettings = CalendarSettings & {
  /**
   * The lesson room: ICE servers to hand out, the rooms' events and presence (Redis), each user's
   * signals and page updates per minute and open streams, and the session revocations.
   */
  room: {
    ice: IceConfig;
    events: RoomEventsStore;
    signalsPerMinute: RateLimiter;
    /** Each user's updates of lesson pages per minute, across rooms. */
    pageUpdatesPerMinute: RateLimiter;
    /** The room streams a user and a session hold open at once, across rooms and replicas. */
    streamSlots: StreamSlots;
    /** Which of the given sessions auth has revoked: a revoked one's room streams end (endRevokedStreams). */
    findRevoked: FindRevokedSessions;
  };
};

/** What the lesson room's use cases are given. */
export type RoomDeps = DepsOf<RoomData> & RoomSettings;
