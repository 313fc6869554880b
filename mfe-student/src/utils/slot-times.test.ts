import { setDisplayTimeZone } from '@lezioni/web-kit';
import { SLOT_PAGE_DAYS, groupByDay, lastBookable, windowEnd } from './slot-times';

const DAY_MS = 24 * 3_600_000;
const START = Date.parse('2026-12-07T10:00:00Z');

describe('the free times', () => {
  it('when more pages are shown, then the window grows two weeks at a time', () => {
    expect(windowEnd(START, 1) - START).toBe(SLOT_PAGE_DAYS * DAY_MS);
    expect(windowEnd(START, 2) - START).toBe(2 * SLOT_PAGE_DAYS * DAY_MS);
  });

  it('when the pages would pass three months ahead, then the window stops there', () => {
    expect(new Date(lastBookable(START)).toISOString()).toBe('2027-03-07T10:00:00.000Z');
    expect(windowEnd(START, 7)).toBe(lastBookable(START));
    expect(windowEnd(START, 6)).toBeLessThan(lastBookable(START));
  });

  it('when a time falls after midnight in the visitor’s zone, then it is listed under that zone’s next day', () => {
    setDisplayTimeZone('Europe/Rome');
    const late = { startsAt: '2026-12-15T23:30:00Z', endsAt: '2026-12-16T00:20:00Z' };
    const evening = { startsAt: '2026-12-15T17:00:00Z', endsAt: '2026-12-15T17:50:00Z' };
    const morning = { startsAt: '2026-12-16T08:00:00Z', endsAt: '2026-12-16T08:50:00Z' };

    expect(groupByDay([evening, late, morning])).toEqual([
      { day: '2026-12-15', slots: [evening] },
      { day: '2026-12-16', slots: [late, morning] },
    ]);
  });
});
