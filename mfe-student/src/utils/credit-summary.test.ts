import type { CreditRecord } from '@lezioni/contracts';
import { summarizeCredits } from './credit-summary';

const NOW = new Date('2030-01-10T12:00:00Z');
const record = (id: string, remainingCredits: number, expiryDate: string): CreditRecord => ({
  id,
  remainingCredits,
  expiryDate,
});

describe('summarizeCredits', () => {
  it('when records are unexpired, then their credits add up and the soonest expiry is named with its credits', () => {
    const summary = summarizeCredits(
      [
        record('late', 5, '2030-06-01T00:00:00Z'),
        record('soon-a', 1, '2030-02-01T00:00:00Z'),
        record('soon-b', 2, '2030-02-01T00:00:00Z'),
      ],
      NOW,
    );

    expect(summary).toEqual({ usableCredits: 8, nextExpiry: { date: '2030-02-01T00:00:00Z', credits: 3 } });
  });

  it('when a record has expired (even this very moment) or is used up, then it counts for nothing', () => {
    const summary = summarizeCredits(
      [
        record('expired', 4, '2030-01-10T11:59:59Z'),
        record('expiring-now', 2, NOW.toISOString()),
        record('used-up', 0, '2030-01-11T00:00:00Z'),
        record('valid', 1, '2030-01-10T12:00:01Z'),
      ],
      NOW,
    );

    expect(summary).toEqual({ usableCredits: 1, nextExpiry: { date: '2030-01-10T12:00:01Z', credits: 1 } });
  });

  it('when there are no usable credits, then the count is 0 and there is no expiry', () => {
    expect(summarizeCredits([record('expired', 3, '2029-12-01T00:00:00Z')], NOW)).toEqual({
      usableCredits: 0,
      nextExpiry: null,
    });
  });
});
