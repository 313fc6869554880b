import { PreflightError } from './preflight';
import { replicaCount, replicasKeyOf } from './replicas';

describe('replicas of a service under npm start', () => {
  it('reads REPLICAS_<NAME>, with one process when it is unset', () => {
    expect(replicasKeyOf('booking-proxy')).toBe('REPLICAS_BOOKING_PROXY');
    expect(replicaCount({ REPLICAS_CHAT: '3' }, 'chat')).toBe(3);
    expect(replicaCount({}, 'chat')).toBe(1);
  });

  it('refuses a count that is not a whole number from 1 to 16, naming the key', () => {
    for (const value of ['0', '-1', '2.5', 'two', '17']) {
      expect(() => replicaCount({ REPLICAS_AUTH: value }, 'auth')).toThrow(PreflightError);
    }
    expect(() => replicaCount({ REPLICAS_AUTH: 'two' }, 'auth')).toThrow(/REPLICAS_AUTH/);
  });
});
