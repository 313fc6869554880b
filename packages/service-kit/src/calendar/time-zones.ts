const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

// Building a formatter costs far more than using one, and a three-month answer asks hundreds of times.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** `instant`'s date and time on `timeZone`'s clock, by parts. */
export function wallClockParts(instant: number, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const wall = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of formatter.formatToParts(instant)) {
    if (type in wall) wall[type as keyof typeof wall] = Number(value);
  }
  return wall;
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in minutes (Rome: 60 in winter, 120 in summer). */
export function offsetMinutesAt(instant: Date | number, timeZone: string): number {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  const wall = wallClockParts(at, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // The parts have whole seconds, so the instant is compared without its milliseconds.
  return Math.round((wallAsUtc - Math.floor(at / 1000) * 1000) / MINUTE_MS);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `instant` on `timeZone`'s clock, as a floating ISO time (`2027-03-18T18:00:00`) that ical-generator writes with the event's TZID. */
export function wallClockIn(instant: Date, timeZone: string): string {
  const wall = wallClockParts(instant.getTime(), timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

const basicLocal = (instant: number) => new Date(instant).toISOString().replace(/[-:]/g, '').slice(0, 15);
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/**
 * A VTIMEZONE for `timeZone` from `from` to `to` (RFC 5545 §3.6.5), written from Intl's own
 * rules: each change of offset in the window as a dated onset, so a calendar that does not know
 * the zone's name still places every repetition of a weekly event on the right hour.
 */
export function vtimezoneOf(timeZone: string, from: Date, to: Date): string {
  const onset = (kind: 'STANDARD' | 'DAYLIGHT', at: number, before: number, after: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${basicLocal(at + before * MINUTE_MS)}`,
    `TZOFFSETFROM:${offsetText(before)}`,
    `TZOFFSETTO:${offsetText(after)}`,
    `END:${kind}`,
  ];
  // A day before the first event, so its start lies within the first onset.
  const start = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS - DAY_MS;
  let offset = offsetMinutesAt(start, timeZone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...onset('STANDARD', start, offset, offset)];
  for (let day = start; day < to.getTime(); day += DAY_MS) {
    const next = offsetMinutesAt(day + DAY_MS, timeZone);
    if (next === offset) continue;
    // The change lies within the day: narrowed to the minute.
    let [before, after] = [day, day + DAY_MS];
    while (after - before > MINUTE_MS) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMinutesAt(middle, timeZone) === offset) before = middle;
      else after = middle;
    }
    lines.push(...onset(next > offset ? 'DAYLIGHT' : 'STANDARD', after, offset, next));
    offset = next;
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
