import { testKeys } from '@lezioni/service-kit/testing';
import { loadConfig, runtimeConfigOf } from './config';

const JWT_PUBLIC_KEY = testKeys().publicKey;
const calendarOf = (env: Record<string, string>) =>
  runtimeConfigOf(loadConfig({ JWT_PUBLIC_KEY, ...env })).bookingCalendar;

describe('where students book (GET /api/config bookingCalendar, issue 44)', () => {
  it("when no TidyCal booking page is set, then the platform's own calendar; with one, TidyCal's frame unless BOOKING_CALENDAR says builtin", () => {
    expect(calendarOf({})).toBe('builtin');
    expect(calendarOf({ TIDYCAL_BOOKING_URL: 'https://tidycal.com/lezioni/lezione' })).toBe('tidycal');
    expect(
      calendarOf({ TIDYCAL_BOOKING_URL: 'https://tidycal.com/lezioni/lezione', BOOKING_CALENDAR: 'builtin' }),
    ).toBe('builtin');
  });

  it('when BOOKING_CALENDAR names neither, then the gateway refuses to start', () => {
    expect(() => loadConfig({ JWT_PUBLIC_KEY, BOOKING_CALENDAR: 'calendly' })).toThrow(
      /^Invalid configuration:\n {2}- BOOKING_CALENDAR: [^\n]*$/,
    );
  });
});
