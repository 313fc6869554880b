/** What a test can check of a tone played through the fake: its wave, and when it started and stopped. */
export type PlayedTone = { type: string; startedAt?: number; stoppedAt?: number };

/**
 * Installs a minimal AudioContext (jsdom has none) that records each oscillator started.
 * setup-tests removes it after every test.
 */
export function installFakeAudioContext(): { tones: PlayedTone[] } {
  const tones: PlayedTone[] = [];
  const param = () => ({ value: 0, setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined });
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = async () => undefined;
    createGain() {
      return { gain: param(), connect: () => undefined };
    }
    createOscillator() {
      const tone: PlayedTone = { type: 'sine' };
      const oscillator = {
        type: 'sine',
        frequency: param(),
        connect: () => undefined,
        start: (at: number) => {
          tone.type = oscillator.type;
          tone.startedAt = at;
          tones.push(tone);
        },
        stop: (at: number) => {
          tone.stoppedAt = at;
        },
      };
      return oscillator;
    }
  }
  Object.defineProperty(globalThis, 'AudioContext', { value: FakeAudioContext, configurable: true, writable: true });
  return { tones };
}

export function uninstallFakeAudioContext() {
  delete (globalThis as { AudioContext?: unknown }).AudioContext;
}
