import {
  BOOKING_MAX_AHEAD_MONTHS,
  BOOKING_MIN_NOTICE_HOURS,
  escapeHtml,
  LESSON_DURATIONS_MIN,
} from '@lezioni/contracts';

/**
 * The fake's public booking page, the one the platform frames on /booking: pick a duration and a free
 * slot, confirm name and email (prefilled from the `name` and `email` query parameters, which booking
 * pages commonly accept), and the booking lands in the fake's data like one made on TidyCal's page.
 * Plain HTML forms and no script: it works in any frame, and by keyboard.
 */

export const CALENDAR_TIME_ZONE = 'Europe/Rome';
/** The teacher's hours on this calendar, Milan time: lessons start on the half hour and end by the close. */
const OPENS_AT_MIN = 9 * 60;
const CLOSES_AT_MIN = 18 * 60;
const SLOT_STEP_MIN = 30;
const DAYS_PER_PAGE = 7;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type Taken = ReadonlyArray<{ starts_at: string; ends_at: string; cancelled_at: string | null }>;
export type BookingRequest = { name: string; email: string; durationMinutes: number; startsAt: Date };
export type BookedLesson = { name: string; email: string; durationMinutes: number; startsAt: Date };

/** How far `instant` is ahead of UTC on the calendar's wall clock (summer time included). */
function zoneOffsetMs(instant: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: CALENDAR_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wallAsUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return wallAsUtc - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
}

/** The calendar's wall clock at `instant`, as a Date whose UTC fields read it. */
const wallClock = (instant: Date) => new Date(instant.getTime() + zoneOffsetMs(instant));

/** The instant the wall clock reads `minutes` past midnight on the day of `wallDay` (UTC fields). */
function atWallMinutes(wallDay: Date, minutes: number): Date {
  const guess = Date.UTC(wallDay.getUTCFullYear(), wallDay.getUTCMonth(), wallDay.getUTCDate()) + minutes * MINUTE_MS;
  // Near a change of summer time the offset at the answer may differ from the guess's: use the answer's.
  return new Date(guess - zoneOffsetMs(new Date(guess - zoneOffsetMs(new Date(guess)))));
}

/** Spec §9: lessons are booked from 24 hours to 3 months ahead. */
function bookableWindow(now: Date): { from: Date; to: Date } {
  const to = new Date(now);
  to.setUTCMonth(to.getUTCMonth() + BOOKING_MAX_AHEAD_MONTHS);
  return { from: new Date(now.getTime() + BOOKING_MIN_NOTICE_HOURS * 60 * MINUTE_MS), to };
}

/** Whether a lesson of `durationMinutes` may start at `startsAt`: on the grid, in hours, in the window, free. */
function isBookable(startsAt: Date, durationMinutes: number, taken: Taken, now: Date): boolean {
  const wall = wallClock(startsAt);
  const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const endsAt = startsAt.getTime() + durationMinutes * MINUTE_MS;
  const { from, to } = bookableWindow(now);
  return (
    startsAt.getTime() % MINUTE_MS === 0 &&
    minutes % SLOT_STEP_MIN === 0 &&
    minutes >= OPENS_AT_MIN &&
    minutes + durationMinutes <= CLOSES_AT_MIN &&
    startsAt >= from &&
    startsAt <= to &&
    !taken.some(
      (booking) =>
        booking.cancelled_at === null &&
        Date.parse(booking.starts_at) < endsAt &&
        startsAt.getTime() < Date.parse(booking.ends_at),
    )
  );
}

/** The free start times, per day, of the `page`th week (0: the first bookable day and the 6 after it). */
export function freeSlots(
  taken: Taken,
  durationMinutes: number,
  now: Date,
  page: number,
): Array<{ day: Date; starts: Date[] }> {
  const firstDay = wallClock(new Date(bookableWindow(now).from.getTime() + page * DAYS_PER_PAGE * DAY_MS));
  return Array.from({ length: DAYS_PER_PAGE }, (_, index) => {
    const wallDay = new Date(firstDay.getTime() + index * DAY_MS);
    const starts: Date[] = [];
    for (let minutes = OPENS_AT_MIN; minutes < CLOSES_AT_MIN; minutes += SLOT_STEP_MIN) {
      const startsAt = atWallMinutes(wallDay, minutes);
      if (isBookable(startsAt, durationMinutes, taken, now)) starts.push(startsAt);
    }
    return { day: atWallMinutes(wallDay, 12 * 60), starts };
  });
}

/**
 * The demo calendar's lesson "in `minutes` minutes" (the next whole minute after), offered at any
 * hour so the lesson room can be tried at once; TidyCal itself wants 24 hours' notice.
 */
export const soonStart = (now: Date, minutes: number) =>
  new Date(Math.ceil((now.getTime() + minutes * MINUTE_MS) / MINUTE_MS) * MINUTE_MS);

/** Whether `startsAt` is such a soon lesson, offered a little earlier (the page was open a while), and free. */
function isBookableSoon(startsAt: Date, durationMinutes: number, taken: Taken, now: Date, minutes: number): boolean {
  const endsAt = startsAt.getTime() + durationMinutes * MINUTE_MS;
  return (
    startsAt.getTime() % MINUTE_MS === 0 &&
    startsAt > now &&
    startsAt <= soonStart(now, minutes) &&
    !taken.some(
      (booking) =>
        booking.cancelled_at === null &&
        Date.parse(booking.starts_at) < endsAt &&
        startsAt.getTime() < Date.parse(booking.ends_at),
    )
  );
}

/**
 * Why a booking cannot be made, or null when it can: the same rules the page offers slots by (and,
 * with `soonMinutes`, the demo's soon lesson).
 */
export function bookingProblem(request: BookingRequest, taken: Taken, now: Date, soonMinutes?: number): string | null {
  if (!request.name.trim()) return 'Please enter your name.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(request.email.trim())) return 'Please enter a valid email address.';
  if (!(LESSON_DURATIONS_MIN as readonly number[]).includes(request.durationMinutes))
    return 'Please choose a duration.';
  const { startsAt, durationMinutes } = request;
  const isFree =
    !Number.isNaN(startsAt.getTime()) &&
    (isBookable(startsAt, durationMinutes, taken, now) ||
      (soonMinutes !== undefined && isBookableSoon(startsAt, durationMinutes, taken, now, soonMinutes)));
  return isFree ? null : 'That time is not free any more. Please choose another one.';
}

const format = (instant: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: CALENDAR_TIME_ZONE, ...options }).format(instant);
const dayLabel = (instant: Date) => format(instant, { weekday: 'long', day: 'numeric', month: 'long' });
const timeLabel = (instant: Date) => format(instant, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 16px; color: #1f1f1f; line-height: 1.5; }
  .badge { display: inline-block; background: #fff4d6; color: #5c3c00; border: 1px solid #e0b44c; border-radius: 4px; padding: 2px 8px; font-size: 14px; }
  fieldset { border: 1px solid #d0d0d0; border-radius: 8px; margin: 0 0 16px; padding: 12px; }
  label { display: block; margin: 8px 0 4px; font-weight: 600; }
  input { font: inherit; padding: 8px; width: 100%; max-width: 360px; box-sizing: border-box; }
  nav a, .durations a { margin-right: 12px; }
  .durations a[aria-current] { font-weight: 700; }
  .slots { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0; }
  button { font: inherit; padding: 8px 12px; border: 1px solid #1d5c3a; background: #fff; color: #1d5c3a; border-radius: 6px; cursor: pointer; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #1d5c3a; outline-offset: 2px; }
  a { color: #1d5c3a; }
  [role=alert] { background: #fdecea; border: 1px solid #b3261e; color: #5f1410; padding: 8px 12px; border-radius: 6px; }
</style>
</head>
<body>
<main>
<p class="badge">Demo calendar: a local stand-in for the teacher's TidyCal booking page</p>
${body}
</main>
</body>
</html>
`;
}

export type BookingPageQuery = { name: string; email: string; durationMinutes: number; page: number; problem?: string };

const queryOf = (query: BookingPageQuery, changes: Partial<BookingPageQuery>) => {
  const next = { ...query, ...changes };
  return `?${new URLSearchParams({
    name: next.name,
    email: next.email,
    duration: String(next.durationMinutes),
    page: String(next.page),
  }).toString()}`;
};

/** The demo's offer of a lesson in `minutes` minutes (made only while that time is free), inside the page's form. */
function soonOffer(minutes: number, now: Date): string {
  const startsAt = soonStart(now, minutes);
  return `<section aria-labelledby="soon-title" class="soon">
<h2 id="soon-title">Try the lesson room now</h2>
<p>Demo calendar only: a lesson that starts in ${minutes} minutes, so its video room opens at once. Real bookings need 24 hours' notice.</p>
<button type="submit" name="startsAt" value="${startsAt.toISOString()}">Book a lesson at ${timeLabel(startsAt)}</button>
</section>`;
}

/**
 * The page with the week's free slots of the chosen duration; `problem` is the last refusal, if any;
 * with `soonMinutes` (the demo calendar), the offer of a lesson that soon too.
 */
export function renderBookingPage(
  path: string,
  query: BookingPageQuery,
  taken: Taken,
  now: Date,
  soonMinutes?: number,
): string {
  const days = freeSlots(taken, query.durationMinutes, now, query.page);
  const hasLaterWeek = days.at(-1)!.day < bookableWindow(now).to;
  const durations = LESSON_DURATIONS_MIN.map(
    (minutes) =>
      `<a href="${path}${escapeHtml(queryOf(query, { durationMinutes: minutes }))}"${minutes === query.durationMinutes ? ' aria-current="true"' : ''}>${minutes} minutes</a>`,
  ).join('');
  const week = days
    .map(({ day, starts }) => {
      const heading = `<h3>${escapeHtml(dayLabel(day))}</h3>`;
      if (starts.length === 0) return `${heading}<p>No free times.</p>`;
      const buttons = starts
        .map(
          (start) =>
            `<li><button type="submit" name="startsAt" value="${start.toISOString()}" aria-label="${escapeHtml(`${dayLabel(start)}, ${timeLabel(start)}`)}">${timeLabel(start)}</button></li>`,
        )
        .join('');
      return `${heading}<ul class="slots">${buttons}</ul>`;
    })
    .join('\n');
  const weeks = [
    query.page > 0 ? `<a href="${path}${escapeHtml(queryOf(query, { page: query.page - 1 }))}">Earlier week</a>` : '',
    hasLaterWeek ? `<a href="${path}${escapeHtml(queryOf(query, { page: query.page + 1 }))}">Later week</a>` : '',
  ].join('');
  return page(
    'Book a lesson',
    `<h1>Book a lesson</h1>
${query.problem ? `<p role="alert">${escapeHtml(query.problem)}</p>` : ''}
<p class="durations">Lesson length: ${durations}</p>
<form method="post" action="${path}">
<fieldset>
<legend>Your details</legend>
<label for="name">Name</label><input id="name" name="name" autocomplete="name" required value="${escapeHtml(query.name)}" />
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(query.email)}" />
</fieldset>
<input type="hidden" name="duration" value="${query.durationMinutes}" />
${soonMinutes !== undefined && isBookableSoon(soonStart(now, soonMinutes), query.durationMinutes, taken, now, soonMinutes) ? soonOffer(soonMinutes, now) : ''}
<h2>Pick a time (Milan time)</h2>
<nav aria-label="Weeks">${weeks}</nav>
${week}
</form>`,
  );
}

/** What the booker sees once the lesson is in the calendar. */
export function renderBooked(path: string, lesson: BookedLesson): string {
  const again = `?${new URLSearchParams({ name: lesson.name, email: lesson.email }).toString()}`;
  return page(
    'Lesson booked',
    `<h1>Your lesson is booked</h1>
<p role="status">${lesson.durationMinutes}-minute lesson on ${escapeHtml(dayLabel(lesson.startsAt))} at ${timeLabel(lesson.startsAt)} (Milan time), for ${escapeHtml(lesson.name)} &lt;${escapeHtml(lesson.email)}&gt;.</p>
<p>It appears on your dashboard within a minute.</p>
<p><a href="${path}${escapeHtml(again)}">Book another lesson</a></p>`,
  );
}
