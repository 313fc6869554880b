import { randomBytes } from 'node:crypto';
import {
  CALENDAR_SECRET_PATTERN,
  CALENDAR_TEACHER_DAYS_BACK,
  calendarFilePath,
  type CalendarFeed,
  type Language,
} from '@lezioni/contracts';
import { notFound, tooManyRequests, type SessionUser } from '@lezioni/service-kit';
import type { Lesson } from '../../calendar/data/lessons.repository';
import type { SeriesWithOccurrences } from '../../requests/data/lesson-series.repository';
import { lessonsOfStudent } from './bookings';
import type { LessonsDeps } from './deps';

const DAY_MS = 24 * 60 * 60_000;

/** The feed's address as the user is given it: https for "subscribe by URL", webcal: for calendar apps. */
function addressOf(deps: LessonsDeps, secret: string): CalendarFeed {
  const url = deps.pages.urlOf(calendarFilePath(secret));
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** The caller's feed, or null while they have none. */
export async function findFeed(deps: LessonsDeps, caller: SessionUser): Promise<CalendarFeed | null> {
  const feed = await deps.calendarFeeds.findByUser(caller.id);
  return feed ? addressOf(deps, feed.secret) : null;
}

/** A new address for the caller's feed: the one before, if any, is refused from now on. */
export async function renewFeed(deps: LessonsDeps, caller: SessionUser, now: Date): Promise<CalendarFeed> {
  const secret = randomBytes(32).toString('base64url');
  await deps.calendarFeeds.replace({ userId: caller.id, role: caller.role, secret }, now);
  return addressOf(deps, secret);
}

export async function stopFeed(deps: LessonsDeps, caller: SessionUser): Promise<void> {
  await deps.calendarFeeds.remove(caller.id);
}

/** What a feed holds: whose it is, their lessons and weekly series, and their account's language (the feed's words). */
export type FeedContent = {
  role: 'admin' | 'student';
  lessons: Lesson[];
  series: SeriesWithOccurrences[];
  language: Language;
};

/**
 * Whose feed `secret` opens, their lessons and weekly series in it and the language of their
 * account; `not_found` for a secret no feed has (any more). Reads are limited per address (`from`):
 * the file needs no session.
 */
export async function lessonsOfFeed(deps: LessonsDeps, secret: string, from: string, now: Date): Promise<FeedContent> {
  if (await deps.calendar.readsPerMinute.hit(from)) throw tooManyRequests();
  const feed = CALENDAR_SECRET_PATTERN.test(secret) ? await deps.calendarFeeds.findBySecret(secret) : undefined;
  if (!feed) throw notFound();
  const language = await deps.students.languageOf(feed.userId);
  if (feed.role === 'admin') {
    const since = new Date(now.getTime() - CALENDAR_TEACHER_DAYS_BACK * DAY_MS);
    const series = await deps.lessonSeries.withOccurrences();
    return {
      role: 'admin',
      lessons: await deps.lessons.startingFrom(since),
      series: series.filter((one) => one.occurrences.some((week) => week.startsAt >= since)),
      language,
    };
  }
  // The same lessons as their dashboard.
  return {
    role: 'student',
    lessons: await lessonsOfStudent(deps, feed.userId),
    series: await deps.lessonSeries.withOccurrences(feed.userId),
    language,
  };
}
