import { addCalendarMonths } from './clock';

describe('addCalendarMonths (a lot lasts its package’s calendar months; the sync reaches as many)', () => {
  it('when the day exists in the target month, then the same day and time come back', () => {
    expect(addCalendarMonths(new Date('2026-01-15T09:30:00.000Z'), 6).toISOString()).toBe('2026-07-15T09:30:00.000Z');
    expect(addCalendarMonths(new Date('2026-11-28T23:59:59.000Z'), 12).toISOString()).toBe('2027-11-28T23:59:59.000Z');
  });

  it('when the target month is shorter, then its last day, never a day of the month after', () => {
    expect(addCalendarMonths(new Date('2026-08-31T12:00:00.000Z'), 6).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(addCalendarMonths(new Date('2027-08-31T12:00:00.000Z'), 6).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(addCalendarMonths(new Date('2026-12-31T00:00:00.000Z'), 6).toISOString()).toBe('2027-06-30T00:00:00.000Z');
  });
});
