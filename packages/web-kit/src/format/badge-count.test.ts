import { formatBadgeCount } from './badge-count';

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [9, '9'],
    [10, '9+'],
    [120, '9+'],
  ])('when the count is %i, then the badge reads %s', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});
