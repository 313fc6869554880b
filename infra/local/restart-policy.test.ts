import { decideRestart } from './restart-policy';

const policy = { firstDelayMs: 500, maxDelayMs: 8_000, maxRestartsPerMinute: 5 };

describe('restarting a service that exited by itself', () => {
  it('when it fails again and again within a minute, then each wait doubles, up to the maximum', () => {
    const now = 100_000;
    const delays = [0, 1, 2, 3, 4].map((count) => {
      const earlier = Array.from({ length: count }, (_, index) => now - 1_000 * (index + 1));
      return decideRestart(earlier, now, { ...policy, maxRestartsPerMinute: 10 });
    });

    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000].map((delayMs) => ({ action: 'restart', delayMs })));
  });

  it('when it was restarted 5 times in the last minute, then the launcher gives up on it', () => {
    const now = 100_000;

    expect(decideRestart([99_000, 98_000, 97_000, 96_000, 95_000], now, policy)).toEqual({
      action: 'give-up',
      restartsInLastMinute: 5,
    });
  });

  it('when its earlier restarts are more than a minute old, then it starts over with the first wait', () => {
    const now = 200_000;

    expect(decideRestart([100_000, 110_000, 120_000, 130_000, 139_000], now, policy)).toEqual({
      action: 'restart',
      delayMs: 500,
    });
  });
});
