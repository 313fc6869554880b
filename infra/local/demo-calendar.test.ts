import { demoCalendarOf } from './demo-calendar';
import { PreflightError } from './preflight';

describe('the calendar npm start gives a platform', () => {
  it("when a fresh clone starts with no TidyCal token, then students book on the platform's own calendar, with a demo week", () => {
    expect(demoCalendarOf({})).toBe('week');
    expect(demoCalendarOf({ DEMO_CALENDAR: 'builtin' })).toBe('week');
  });

  it('when DEMO_CALENDAR=tidycal, then the local TidyCal stand-in runs, to try the lesson room at once', () => {
    expect(demoCalendarOf({ DEMO_CALENDAR: 'tidycal' })).toBe('tidycal');
  });

  it("when TidyCal is connected, or in production, then no demo: her own week, or TidyCal's bookings", () => {
    expect(demoCalendarOf({ TIDYCAL_API_TOKEN: 'token', DEMO_CALENDAR: 'tidycal' })).toBeUndefined();
    expect(demoCalendarOf({ NODE_ENV: 'production' })).toBeUndefined();
  });

  it('when DEMO_CALENDAR names something else, then npm start stops and says what it takes', () => {
    expect(() => demoCalendarOf({ DEMO_CALENDAR: 'calendly' })).toThrow(
      new PreflightError('DEMO_CALENDAR is builtin (the default) or tidycal, not calendly.'),
    );
  });
});
