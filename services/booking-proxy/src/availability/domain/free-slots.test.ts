import type { WeeklyHours } from '@lezioni/contracts';
import { findFreeSlots, type Availability, type Interval, type SlotQuery } from './free-slots';
import { nextDate, isoWeekdayOf, zonedTimeToUtc } from './wall-clock';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const everyDay = (start: string, end: string): WeeklyHours[] => WEEKDAYS.map((weekday) => ({ weekday, start, end }));

function startsOf(availability: Partial<Availability>, query: Partial<SlotQuery>): string[] {
  return findFreeSlots(
    { week: [], dates: [], ...availability },
    {
      busy: [],
      durationMinutes: 50,
      now: new Date('2027-03-01T00:00:00.000Z'),
      from: new Date('2027-03-01T00:00:00.000Z'),
      to: new Date('2027-12-31T00:00:00.000Z'),
      ...query,
    },
  ).map((slot) => slot.startsAt.toISOString());
}

const rome = (date: string, time: string) => zonedTimeToUtc(date, time, 'Europe/Rome');
const lesson = (date: string, start: string, end: string): Interval => ({
  startsAt: rome(date, start),
  endsAt: rome(date, end),
});

describe('findFreeSlots (the lessons a student may ask for)', () => {
  it('when the clocks go forward, then 09:00 stays 09:00 in Rome: 08:00 UTC before, 07:00 UTC from that Sunday', () => {
    const starts = startsOf(
      { week: everyDay('09:00', '10:00') },
      { from: new Date('2027-03-27T00:00:00.000Z'), to: new Date('2027-03-30T00:00:00.000Z') },
    );

    expect(starts).toEqual(['2027-03-27T08:00:00.000Z', '2027-03-28T07:00:00.000Z', '2027-03-29T07:00:00.000Z']);
  });

  it('when the clocks go back, then 09:00 stays 09:00 in Rome: 07:00 UTC before, 08:00 UTC from that Sunday', () => {
    const starts = startsOf(
      { week: everyDay('09:00', '10:00') },
      {
        now: new Date('2027-10-01T00:00:00.000Z'),
        from: new Date('2027-10-30T00:00:00.000Z'),
        to: new Date('2027-11-02T00:00:00.000Z'),
      },
    );

    expect(starts).toEqual(['2027-10-30T07:00:00.000Z', '2027-10-31T08:00:00.000Z', '2027-11-01T08:00:00.000Z']);
  });

  it('when her hours span the spring change night, then lessons start on wall-clock quarters that exist', () => {
    const starts = startsOf(
      { dates: [{ date: '2027-03-28', hours: [{ start: '01:00', end: '04:00' }] }] },
      { from: new Date('2027-03-27T00:00:00.000Z'), to: new Date('2027-03-29T00:00:00.000Z') },
    );

    // 01:00, 01:15, 01:30, 01:45 winter time, then 03:00 summer time; 03:15 would end after 04:00.
    expect(starts).toEqual([
      '2027-03-28T00:00:00.000Z',
      '2027-03-28T00:15:00.000Z',
      '2027-03-28T00:30:00.000Z',
      '2027-03-28T00:45:00.000Z',
      '2027-03-28T01:00:00.000Z',
    ]);
  });

  it('when a date is a day off, then it has no slots and the days around it keep theirs', () => {
    const starts = startsOf(
      { week: everyDay('09:00', '10:00'), dates: [{ date: '2027-03-03', hours: [] }] },
      { from: new Date('2027-03-02T00:00:00.000Z'), to: new Date('2027-03-05T00:00:00.000Z') },
    );

    expect(starts).toEqual(['2027-03-02T08:00:00.000Z', '2027-03-04T08:00:00.000Z']);
  });

  it('when a date has its own hours, then they replace its weekday’s, even on a day she never works', () => {
    const starts = startsOf(
      {
        week: [{ weekday: 1, start: '09:00', end: '10:00' }],
        dates: [
          { date: '2027-03-08', hours: [{ start: '15:00', end: '16:00' }] },
          { date: '2027-03-14', hours: [{ start: '11:00', end: '12:00' }] },
        ],
      },
      { from: new Date('2027-03-08T00:00:00.000Z'), to: new Date('2027-03-16T00:00:00.000Z') },
    );

    expect(starts).toEqual(['2027-03-08T14:00:00.000Z', '2027-03-14T10:00:00.000Z', '2027-03-15T08:00:00.000Z']);
  });

  it('when a day has two ranges, then slots come from each, none across the gap between them', () => {
    const starts = startsOf(
      {
        week: [
          { weekday: 2, start: '16:00', end: '17:00' },
          { weekday: 2, start: '09:00', end: '10:00' },
        ],
      },
      { from: new Date('2027-03-02T00:00:00.000Z'), to: new Date('2027-03-03T00:00:00.000Z') },
    );

    expect(starts).toEqual(['2027-03-02T08:00:00.000Z', '2027-03-02T15:00:00.000Z']);
  });

  it('when two of her ranges overlap, then they are read as one, each slot offered once', () => {
    const starts = startsOf(
      {
        week: [
          { weekday: 2, start: '10:00', end: '12:00' },
          { weekday: 2, start: '09:00', end: '11:00' },
        ],
      },
      {
        durationMinutes: 75,
        from: new Date('2027-03-02T00:00:00.000Z'),
        to: new Date('2027-03-03T00:00:00.000Z'),
      },
    );

    expect(starts).toEqual(
      ['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45'].map((time) =>
        rome('2027-03-02', time).toISOString(),
      ),
    );
  });

  it('when a lesson is booked, then the slots within the 10-minute buffer before and after it are not offered', () => {
    const starts = startsOf(
      { week: everyDay('09:00', '12:00') },
      {
        durationMinutes: 25,
        busy: [lesson('2027-03-02', '10:00', '10:45')],
        from: new Date('2027-03-02T00:00:00.000Z'),
        to: new Date('2027-03-03T00:00:00.000Z'),
      },
    );

    // 09:30 would end at 09:55, 10:45 start right at its end: both inside the buffer.
    expect(starts).toEqual(
      ['09:00', '09:15', '11:00', '11:15', '11:30'].map((time) => rome('2027-03-02', time).toISOString()),
    );
  });

  it('when the buffer is 0, then a lesson may end as the busy time starts and start as it ends', () => {
    const starts = startsOf(
      { week: everyDay('09:00', '12:00'), bufferMinutes: 0 },
      {
        durationMinutes: 25,
        busy: [lesson('2027-03-02', '10:00', '10:45')],
        from: new Date('2027-03-02T00:00:00.000Z'),
        to: new Date('2027-03-03T00:00:00.000Z'),
      },
    );

    expect(starts).toContain(rome('2027-03-02', '09:30').toISOString());
    expect(starts).toContain(rome('2027-03-02', '10:45').toISOString());
    expect(starts).not.toContain(rome('2027-03-02', '09:45').toISOString());
  });

  it('when a busy event runs past midnight, then it blocks the evening before and the morning after', () => {
    const starts = startsOf(
      {
        week: [
          { weekday: 2, start: '21:00', end: '24:00' },
          { weekday: 3, start: '07:00', end: '10:00' },
        ],
      },
      {
        busy: [{ startsAt: rome('2027-03-02', '23:00'), endsAt: rome('2027-03-03', '08:30') }],
        from: new Date('2027-03-02T00:00:00.000Z'),
        to: new Date('2027-03-04T00:00:00.000Z'),
      },
    );

    expect(starts).toEqual([
      ...['21:00', '21:15', '21:30', '21:45', '22:00'].map((time) => rome('2027-03-02', time).toISOString()),
      ...['08:45', '09:00'].map((time) => rome('2027-03-03', time).toISOString()),
    ]);
  });

  it('when a slot starts less than 24 hours from now, then it is not offered', () => {
    const starts = startsOf(
      { week: everyDay('09:00', '12:00') },
      {
        now: new Date('2027-03-01T08:30:00.000Z'),
        from: new Date('2027-03-01T00:00:00.000Z'),
        to: new Date('2027-03-03T00:00:00.000Z'),
      },
    );

    // Now is Monday 09:30 in Rome: nothing on Monday, Tuesday from 09:30.
    expect(starts).toEqual(
      ['09:30', '09:45', '10:00', '10:15', '10:30', '10:45', '11:00'].map((time) =>
        rome('2027-03-02', time).toISOString(),
      ),
    );
  });

  it('when a slot would end more than 3 calendar months from now, then it is not offered', () => {
    const starts = startsOf(
      { week: everyDay('09:00', '12:00') },
      {
        now: new Date('2027-03-01T08:00:00.000Z'),
        from: new Date('2027-05-31T00:00:00.000Z'),
        to: new Date('2027-06-10T00:00:00.000Z'),
      },
    );

    // 1 June 09:00 summer time ends 09:50, before the horizon at 10:00; 09:15 would end 10:05.
    expect(starts.at(-1)).toBe('2027-06-01T07:00:00.000Z');
  });

  it('when a window is asked, then only slots wholly inside it come back', () => {
    const starts = startsOf(
      { week: everyDay('09:00', '12:00') },
      {
        durationMinutes: 25,
        from: new Date('2027-03-02T09:00:00.000Z'),
        to: new Date('2027-03-02T10:00:00.000Z'),
      },
    );

    expect(starts).toEqual(['2027-03-02T09:00:00.000Z', '2027-03-02T09:15:00.000Z', '2027-03-02T09:30:00.000Z']);
  });

  it('when lessons last 75 minutes, then the last one ends as her hours do, and a shorter range has none', () => {
    const starts = startsOf(
      {
        week: [
          { weekday: 2, start: '09:00', end: '12:00' },
          { weekday: 3, start: '09:00', end: '10:00' },
        ],
      },
      {
        durationMinutes: 75,
        from: new Date('2027-03-02T00:00:00.000Z'),
        to: new Date('2027-03-04T00:00:00.000Z'),
      },
    );

    expect(starts).toHaveLength(8);
    expect(starts.at(-1)).toBe(rome('2027-03-02', '10:45').toISOString());
  });

  it('when her zone is New York, then her hours follow New York’s clocks and change date', () => {
    const starts = startsOf(
      { week: everyDay('09:00', '10:00'), timeZone: 'America/New_York' },
      { from: new Date('2027-03-13T00:00:00.000Z'), to: new Date('2027-03-16T00:00:00.000Z') },
    );

    expect(starts).toEqual(['2027-03-13T14:00:00.000Z', '2027-03-14T13:00:00.000Z', '2027-03-15T13:00:00.000Z']);
  });

  it('when she works Monday to Saturday 08:00–20:00 for three months with 300 lessons, then every free slot is there', () => {
    const now = new Date('2027-01-02T06:00:00.000Z'); // a Saturday: the notice reaches into Sunday, her day off
    const workdays: string[] = [];
    for (let date = '2027-01-04'; workdays.length < 75; date = nextDate(date)) {
      if (isoWeekdayOf(date) !== 7) workdays.push(date);
    }
    const busy = workdays
      .flatMap((date) => ['09:00', '12:00', '15:00', '18:00'].map((time) => lesson(date, time, addMinutes(time, 50))))
      .reverse();

    const slots = findFreeSlots(
      {
        week: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }) as WeeklyHours),
        dates: [],
      },
      { busy, durationMinutes: 50, now, from: now, to: new Date('2027-12-31T00:00:00.000Z') },
    );

    // 76 workdays from 4 January to 1 April (the horizon is 2 April, 08:00 local), 45 starts a day
    // (08:00 to 19:00); each lesson with its buffers takes the 7 starts from 45 minutes before it to 45 after.
    expect(busy).toHaveLength(300);
    expect(slots).toHaveLength(76 * 45 - 300 * 7);
  });
});

function addMinutes(time: string, minutes: number): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
