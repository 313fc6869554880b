import { calendarDayOf, dayEndOf, formatDay, formatLessonTime } from './date-time';
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

describe('a day in the zone the pages write times in (a student in New York, a browser in Rome)', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it('when it is past midnight in Rome but still evening in New York, then today is New York’s day, in the browser as on the server', () => {
    const evening = new Date('2026-12-06T23:30:00Z');

    setDisplayTimeZone('America/New_York');
    const inBrowser = calendarDayOf(evening);
    setDisplayTimeZone('Europe/Rome');
    const inRome = calendarDayOf(evening);
    const onServer = renderFor({ timeZone: 'America/New_York' }, () => calendarDayOf(evening));

    expect([inBrowser, onServer, inRome]).toEqual(['2026-12-06', '2026-12-06', '2026-12-07']);
  });

  it('when a due day ends, then it ends at midnight of the student’s zone, a clock change included', () => {
    setDisplayTimeZone('America/New_York');
    const inNewYork = ['2026-12-08', '2027-03-13', '2027-03-14'].map((day) => dayEndOf(day).toISOString());
    setDisplayTimeZone('Europe/Rome');
    const inRome = dayEndOf('2026-12-08').toISOString();

    // New York moves to summer time on 14 March 2027: that day ends at 00:00 EDT, 04:00 UTC.
    expect(inNewYork).toEqual(['2026-12-09T05:00:00.000Z', '2027-03-14T05:00:00.000Z', '2027-03-15T04:00:00.000Z']);
    expect(inRome).toBe('2026-12-08T23:00:00.000Z');
  });
});
