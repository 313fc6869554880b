import { TIME_ZONE_COOKIE } from '@lezioni/contracts/values';
import { formatLessonTime } from './date-time';
import { setDisplayTimeZone } from './intl';
import { deviceTimeZone, showTimesIn, startTimeZone } from './time-zone';

const zoneCookie = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${TIME_ZONE_COOKIE}=`))
    ?.slice(TIME_ZONE_COOKIE.length + 1);

describe('the zone times are shown in', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it('when the account chose New York, then times and the cookie say New York, and the next page starts in it', () => {
    showTimesIn('America/New_York');

    expect(zoneCookie()).toBe('America%2FNew_York');
    expect(formatLessonTime('2027-02-02T17:00:00.000Z')).toMatch(/\(America\/New_York\)$/);
    setDisplayTimeZone(undefined);
    startTimeZone();
    expect(formatLessonTime('2027-02-02T17:00:00.000Z')).toMatch(/\(America\/New_York\)$/);
  });

  it('when the choice is cleared, then times and the cookie follow the device again, on the next page too', () => {
    showTimesIn('America/New_York');

    showTimesIn(null);

    expect(zoneCookie()).toBe(encodeURIComponent(deviceTimeZone()));
    startTimeZone();
    expect(formatLessonTime('2027-02-02T17:00:00.000Z')).toMatch(new RegExp(`\\(${deviceTimeZone()}\\)$`));
  });
});
