import { CALENDAR_FEED_API, calendarFilePath, type CalendarFeedResponse } from '@lezioni/contracts';
import { NO_STORE, createRouter, notFound, requireUser } from '@lezioni/service-kit';
import { calendarFileOf } from '../domain/calendar-file';
import { findFeed, lessonsOfFeed, renewFeed, stopFeed } from '../domain/calendar-feeds';
import type { LessonsDeps } from '../domain/deps';

/**
 * The private calendar feeds (issue 27): the signed-in user's own feed (GET it, POST for a new
 * address, DELETE to stop it), and the feed's file, which the secret in its address opens.
 */
export function createCalendarRouter(deps: LessonsDeps) {
  const router = createRouter();

  router.get(CALENDAR_FEED_API, requireUser, async (req, res) => {
    res.set(NO_STORE).json({ feed: await findFeed(deps, req.user!) } satisfies CalendarFeedResponse);
  });

  router.post(CALENDAR_FEED_API, requireUser, async (req, res) => {
    res.set(NO_STORE).json({ feed: await renewFeed(deps, req.user!, new Date()) } satisfies CalendarFeedResponse);
  });

  router.delete(CALENDAR_FEED_API, requireUser, async (req, res) => {
    await stopFeed(deps, req.user!);
    res.status(204).end();
  });

  router.get('/api/calendar/:secret.ics', async (req, res) => {
    const secret = String(req.params.secret);
    // Express matches any case and a trailing slash: the file answers only at the address handed out.
    if (req.path !== calendarFilePath(secret)) throw notFound();
    const feed = await lessonsOfFeed(deps, secret, req.ip ?? 'unknown', new Date());
    // Stopped or renewed, a feed is refused at once: no cache may answer for it.
    res
      .set(NO_STORE)
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', 'inline; filename="lessons.ics"')
      .send(calendarFileOf(deps, feed));
  });

  return router;
}
