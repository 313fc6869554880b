import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import { PreflightError } from './preflight';

/** How often the demo calendar is synced unless TIDYCAL_SYNC_INTERVAL_S says otherwise: a booking shows up soon. */
const DEMO_SYNC_INTERVAL_S = '10';
/** The demo booking page's lesson "in 5 minutes": the lesson room opens 10 minutes before a start. */
const SOON_LESSON_MINUTES = 5;

/**
 * The calendar `npm start` gives a platform without TIDYCAL_API_TOKEN (outside production): the
 * platform's own with a demo week ('week'), or with DEMO_CALENDAR=tidycal the local stand-in for
 * TidyCal ('tidycal'), whose booking page also offers a lesson in a few minutes, to try the lesson
 * room at once. Undefined when TidyCal is connected, or in production.
 */
export function demoCalendarOf(env: Record<string, string | undefined>): 'week' | 'tidycal' | undefined {
  if (env.TIDYCAL_API_TOKEN || env.NODE_ENV === 'production') return undefined;
  const chosen = env.DEMO_CALENDAR || 'builtin';
  if (chosen !== 'builtin' && chosen !== 'tidycal')
    throw new PreflightError(`DEMO_CALENDAR is builtin (the default) or tidycal, not ${chosen}.`);
  return chosen === 'tidycal' ? 'tidycal' : 'week';
}

/**
 * `npm start` with DEMO_CALENDAR=tidycal: the local stand-in for TidyCal, clearly labelled, so the
 * central flow (order, book, lesson, credits) can be tried at once. Its booking page books a free
 * slot into a calendar kept in `file`, which booking-proxy syncs through the same API as TidyCal's.
 * Returns the settings that point the platform at it.
 */
export async function startDemoCalendar(
  file: string,
  env: Record<string, string | undefined>,
): Promise<{ calendar: TidyCalFake; env: Record<string, string> }> {
  mkdirSync(path.dirname(file), { recursive: true });
  const calendar = await startTidyCalFake({ stateFile: file, soonLessonMinutes: SOON_LESSON_MINUTES });
  return {
    calendar,
    env: {
      TIDYCAL_API_URL: calendar.url,
      TIDYCAL_API_TOKEN: calendar.token,
      TIDYCAL_BOOKING_URL: calendar.bookingPageUrl,
      TIDYCAL_DEMO: 'true',
      TIDYCAL_SYNC_INTERVAL_S: env.TIDYCAL_SYNC_INTERVAL_S ?? DEMO_SYNC_INTERVAL_S,
    },
  };
}
