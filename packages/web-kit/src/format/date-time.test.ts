import { formatDay, formatLessonTime } from './date-time';
import { renderFor, setDisplayTimeZone } from './intl';

/** The lesson's time as a browser in `timeZone` shows it (the renderer's way of being that browser). */
const seenIn = (timeZone: string, startsAt: string) =>
  renderFor({ locale: 'en-GB', timeZone }, () => formatLessonTime(startsAt));

describe('a lesson’s time', () => {
  it('when a student in New York and the teacher in Milan look at the same lesson, then each reads it in their own zone, named', () => {
    const startsAt = '2027-02-02T17:00:00.000Z';

    expect(seenIn('America/New_York', startsAt)).toBe('Tue 2 Feb, 12:00 (America/New_York)');
    expect(seenIn('Europe/Rome', startsAt)).toBe('Tue 2 Feb, 18:00 (Europe/Rome)');
  });

  it('when weekly lessons cross a daylight-saving change, then the teacher’s 18:00 stays 18:00 and the student abroad sees the hour move', () => {
    // London moves to summer time on 28 March 2027; New York moved on 14 March.
    const beforeChange = '2027-03-23T18:00:00.000Z';
    const afterChange = '2027-03-30T17:00:00.000Z';

    expect([seenIn('Europe/London', beforeChange), seenIn('Europe/London', afterChange)]).toEqual([
      'Tue 23 Mar, 18:00 (Europe/London)',
      'Tue 30 Mar, 18:00 (Europe/London)',
    ]);
    expect([seenIn('America/New_York', beforeChange), seenIn('America/New_York', afterChange)]).toEqual([
      'Tue 23 Mar, 14:00 (America/New_York)',
      'Tue 30 Mar, 13:00 (America/New_York)',
    ]);
  });
});

describe('the zone the account chose', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it('when the student chose Tokyo, then lesson times are written in Tokyo’s zone, and a render for another visitor keeps theirs', () => {
    const startsAt = '2027-02-02T17:00:00.000Z';

    setDisplayTimeZone('Asia/Tokyo');

    expect(formatLessonTime(startsAt)).toMatch(/\b02:00\b.*\(Asia\/Tokyo\)$/);
    expect(seenIn('Europe/Rome', startsAt)).toBe('Tue 2 Feb, 18:00 (Europe/Rome)');
    setDisplayTimeZone(undefined);
    expect(formatLessonTime(startsAt)).toMatch(
      new RegExp(`\\(${new Intl.DateTimeFormat().resolvedOptions().timeZone}\\)$`),
    );
  });
});

describe('a calendar day', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  // Kiritimati is UTC+14 and Pago Pago UTC−11: whatever zone this process runs in, a day moved into
  // one of them as an instant lands on another day.
  it.each(['America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Rome'])(
    'when a due date of 10 December is read by a visitor in %s, then it is 10 December, on the server’s render and in the browser',
    (timeZone) => {
      expect(renderFor({ locale: 'en-US', timeZone }, () => formatDay('2026-12-10'))).toBe('December 10, 2026');
      setDisplayTimeZone(timeZone);
      expect(renderFor({ locale: 'it-IT' }, () => formatDay('2026-12-06'))).toBe('6 dicembre 2026');
    },
  );
});
