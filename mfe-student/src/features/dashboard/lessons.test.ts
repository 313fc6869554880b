import { lesson } from '../../testing/student-fixtures';
import { isCreditKeptOnCancel, isMovable } from './lessons';

const NOW = Date.parse('2030-05-01T10:00:00Z');

describe('isCreditKeptOnCancel', () => {
  it('when the lesson starts exactly 24 hours later, then the credit comes back (at least 24 hours’ notice)', () => {
    expect(isCreditKeptOnCancel('2030-05-02T10:00:00Z', NOW)).toBe(true);
  });

  it('when the lesson starts a minute under 24 hours later, then the credit is forfeited', () => {
    expect(isCreditKeptOnCancel('2030-05-02T09:59:00Z', NOW)).toBe(false);
  });
});

describe('isMovable', () => {
  it('when a lesson of her own calendar starts exactly 24 hours later, then it can be moved', () => {
    expect(isMovable(lesson('lz-1', 'scheduled', '2030-05-02T10:00:00Z'), NOW)).toBe(true);
  });

  it('when it starts a minute under 24 hours later, then it cannot', () => {
    expect(isMovable(lesson('lz-1', 'scheduled', '2030-05-02T09:59:00Z'), NOW)).toBe(false);
  });

  it('when the lesson was booked on TidyCal, then it cannot', () => {
    expect(isMovable(lesson('b1', 'scheduled', '2030-06-01T10:00:00Z'), NOW)).toBe(false);
  });
});
