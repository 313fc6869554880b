/** The chime of spec §4: a sine tone of about 0.3 s. */
export const CHIME_DURATION_S = 0.3;
const CHIME_FREQUENCY_HZ = 880;
const CHIME_VOLUME = 0.2;
/**
 * The bell and the chat page may both hear of one new message (its unread count and the message
 * itself); calls closer together than this make one chime.
 */
export const CHIME_MIN_GAP_MS = 1_000;

type AudioContextConstructor = new () => AudioContext;

let context: AudioContext | undefined;
let lastChimeAt = Number.NEGATIVE_INFINITY;

function getAudioContext(): AudioContext | undefined {
  const Constructor: AudioContextConstructor | undefined =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Constructor) return undefined;
  // One context for the page: browsers cap how many may exist.
  context ??= new Constructor();
  return context;
}

/**
 * Plays the chime through Web Audio, if the browser has it (jsdom and some old browsers do not).
 * Never throws: a browser that refuses to play before the user has interacted with the page just
 * stays silent.
 */
export function playChime(): void {
  const now = Date.now();
  if (now - lastChimeAt < CHIME_MIN_GAP_MS) return;
  try {
    const audio = getAudioContext();
    if (!audio) return;
    lastChimeAt = now;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = CHIME_FREQUENCY_HZ;
    const start = audio.currentTime;
    gain.gain.setValueAtTime(CHIME_VOLUME, start);
    // An exponential fade cannot reach 0; 0.001 is silence to the ear.
    gain.gain.exponentialRampToValueAtTime(0.001, start + CHIME_DURATION_S);
    oscillator.connect(gain);
    gain.connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + CHIME_DURATION_S);
  } catch (error) {
    console.warn('The chime could not play', error);
  }
}

/** Test helper: forget the audio context and the last chime. */
export function resetChime(): void {
  context = undefined;
  lastChimeAt = Number.NEGATIVE_INFINITY;
}
