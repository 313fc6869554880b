import { installFakeAudioContext } from '../testing/fake-audio-context';
import { CHIME_DURATION_S, CHIME_MIN_GAP_MS, playChime } from './play-chime';

describe('playChime', () => {
  it('when Web Audio exists, then a sine tone of about 0.3 s plays', () => {
    const { tones } = installFakeAudioContext();

    playChime();

    expect(tones).toEqual([{ type: 'sine', startedAt: 0, stoppedAt: CHIME_DURATION_S }]);
  });

  it('when there is no AudioContext (jsdom, old browsers), then nothing happens and nothing throws', () => {
    expect(() => playChime()).not.toThrow();
  });

  it('when asked twice at once (bell and chat page), then one chime plays; later, another', () => {
    jest.useFakeTimers();
    const { tones } = installFakeAudioContext();

    playChime();
    playChime();
    jest.advanceTimersByTime(CHIME_MIN_GAP_MS);
    playChime();
    jest.useRealTimers();

    expect(tones).toHaveLength(2);
  });
});
