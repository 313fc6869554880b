import { busyTimesInFile, NotACalendar } from './calendar-file';

const ROME = 'Europe/Rome';
/** December 2030 and January 2031, when Rome is UTC+1. */
const WINTER = { startsAt: new Date('2030-12-01T00:00:00Z'), endsAt: new Date('2031-02-01T00:00:00Z') };

const file = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20301101T000000Z', ...lines, 'END:VEVENT'];
const iso = (times: Array<{ startsAt: Date; endsAt: Date }>) =>
  times.map(({ startsAt, endsAt }) => [startsAt.toISOString(), endsAt.toISOString()]);

describe('the busy times of a calendar file', () => {
  it('when a time has no zone (floating), then it is read on her clock, and DURATION gives its end', () => {
    const text = file(...event('UID:a', 'DTSTART:20301210T090000', 'DURATION:PT90M'));

    const busy = busyTimesInFile(text, WINTER, ROME);

    expect(iso(busy)).toEqual([['2030-12-10T08:00:00.000Z', '2030-12-10T09:30:00.000Z']]);
  });

  it('when a rule repeats for ever, then only the occurrences within the window are kept, earliest first', () => {
    const text = file(
      ...event('UID:daily', 'DTSTART:20200101T070000Z', 'DTEND:20200101T080000Z', 'RRULE:FREQ=DAILY'),
      ...event('UID:once', 'DTSTART:20301201T060000Z', 'DTEND:20301201T063000Z'),
    );

    const busy = busyTimesInFile(text, WINTER, ROME);

    expect(busy).toHaveLength(31 + 31 + 1);
    expect(iso(busy.slice(0, 2))).toEqual([
      ['2030-12-01T06:00:00.000Z', '2030-12-01T06:30:00.000Z'],
      ['2030-12-01T07:00:00.000Z', '2030-12-01T08:00:00.000Z'],
    ]);
    expect(iso(busy.slice(-1))).toEqual([['2031-01-31T07:00:00.000Z', '2031-01-31T08:00:00.000Z']]);
  });

  it('when one occurrence of a series is cancelled by its own VEVENT, then that one alone leaves her free', () => {
    const text = file(
      ...event('UID:s', 'DTSTART:20301202T100000Z', 'DTEND:20301202T110000Z', 'RRULE:FREQ=WEEKLY;COUNT=3'),
      ...event(
        'UID:s',
        'RECURRENCE-ID:20301209T100000Z',
        'STATUS:CANCELLED',
        'DTSTART:20301209T100000Z',
        'DTEND:20301209T110000Z',
      ),
    );

    const busy = busyTimesInFile(text, WINTER, ROME);

    expect(iso(busy).map(([start]) => start)).toEqual(['2030-12-02T10:00:00.000Z', '2030-12-16T10:00:00.000Z']);
  });

  it('when an all-day event has no end, then it blocks its one day on her clock', () => {
    const text = file(...event('UID:d', 'DTSTART;VALUE=DATE:20301224'));

    const busy = busyTimesInFile(text, WINTER, ROME);

    expect(iso(busy)).toEqual([['2030-12-23T23:00:00.000Z', '2030-12-24T23:00:00.000Z']]);
  });

  it.each(['<!doctype html><title>Sign in</title>', '', '{"events": []}', 'BEGIN:VCARD\r\nFN:Anna\r\nEND:VCARD\r\n'])(
    'when the text is %j, then it is not a calendar',
    (text) => {
      expect(() => busyTimesInFile(text, WINTER, ROME)).toThrow(NotACalendar);
    },
  );

  it('when the calendar has no events, then she is busy at no time', () => {
    expect(busyTimesInFile(file(), WINTER, ROME)).toEqual([]);
  });
});
