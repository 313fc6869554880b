import { isoWeekdayOf, localDateOf, minutesOfDay, nextDate, offsetMinutesAt, zonedTimeToUtc } from './wall-clock';

const ROME = 'Europe/Rome';

describe('zonedTimeToUtc (the teacher’s wall-clock hours as instants)', () => {
  it('when it is winter in Rome, then 09:00 is 08:00 UTC; in summer, 07:00 UTC', () => {
    expect(zonedTimeToUtc('2027-01-15', '09:00', ROME).toISOString()).toBe('2027-01-15T08:00:00.000Z');
    expect(zonedTimeToUtc('2027-07-15', '09:00', ROME).toISOString()).toBe('2027-07-15T07:00:00.000Z');
  });

  it('when the clocks go forward that night, then 09:00 that day is already summer time', () => {
    expect(zonedTimeToUtc('2027-03-28', '00:30', ROME).toISOString()).toBe('2027-03-27T23:30:00.000Z');
    expect(zonedTimeToUtc('2027-03-28', '09:00', ROME).toISOString()).toBe('2027-03-28T07:00:00.000Z');
  });

  it('when the time is skipped by the spring change, then it moves forward past the gap (02:30 is 03:30)', () => {
    const instant = zonedTimeToUtc('2027-03-28', '02:30', ROME);

    expect(instant.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(offsetMinutesAt(instant, ROME)).toBe(120);
  });

  it('when the autumn change shows a time twice, then its first showing, still on summer time', () => {
    expect(zonedTimeToUtc('2027-10-31', '02:30', ROME).toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(zonedTimeToUtc('2027-10-31', '09:00', ROME).toISOString()).toBe('2027-10-31T08:00:00.000Z');
  });

  it('when the zone is New York, then its own offsets and change dates apply', () => {
    expect(zonedTimeToUtc('2027-03-13', '09:00', 'America/New_York').toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(zonedTimeToUtc('2027-03-14', '09:00', 'America/New_York').toISOString()).toBe('2027-03-14T13:00:00.000Z');
  });

  it('when the time is 24:00, then it is the next midnight', () => {
    expect(zonedTimeToUtc('2027-03-02', '24:00', ROME).toISOString()).toBe('2027-03-02T23:00:00.000Z');
  });

  it('when a date or time is malformed, then it is refused rather than read as something else', () => {
    expect(() => zonedTimeToUtc('2027-3-2', '09:00', ROME)).toThrow(RangeError);
    expect(() => minutesOfDay('9:00')).toThrow(RangeError);
    expect(() => minutesOfDay('09:60')).toThrow(RangeError);
    expect(() => minutesOfDay('24:30')).toThrow(RangeError);
  });
});

describe('calendar dates in the teacher’s zone', () => {
  it('when it is 23:30 UTC, then Rome is already on the next date', () => {
    expect(localDateOf(new Date('2027-03-01T23:30:00.000Z'), ROME)).toBe('2027-03-02');
    expect(localDateOf(new Date('2027-03-01T22:30:00.000Z'), ROME)).toBe('2027-03-01');
  });

  it('when a day is counted on, then the calendar turns over the change night, month and year ends', () => {
    expect(nextDate('2027-03-28')).toBe('2027-03-29');
    expect(nextDate('2027-10-31')).toBe('2027-11-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
    expect(nextDate('2027-12-31')).toBe('2028-01-01');
  });

  it('when a date is a Monday or a Sunday, then its ISO weekday is 1 or 7', () => {
    expect(isoWeekdayOf('2027-03-29')).toBe(1);
    expect(isoWeekdayOf('2027-03-28')).toBe(7);
  });
});
