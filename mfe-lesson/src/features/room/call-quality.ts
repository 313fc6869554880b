/**
 * How good the call's connection is, from the peer connection's statistics (getStats): the round
 * trip of the candidate pair in use, and the packets lost and bytes received of the inbound media.
 * Pure, so the thresholds can be tested without WebRTC.
 */

export type QualityLevel = 'good' | 'fair' | 'poor';

/** What one getStats() gives, summed over the inbound streams; counters are totals since the call began. */
export type StatsSample = {
  atMs: number;
  /** The selected candidate pair's current round trip, when the browser has measured one. */
  roundTripS?: number;
  packetsLost: number;
  packetsReceived: number;
  /** Video only: audio's bitrate is small and steady whatever the network does. */
  videoBytesReceived: number;
};

/** Loss above FAIR (2%) or a round trip above FAIR (300 ms) is fair; above POOR, poor. */
export const LOSS_RATIO = { fair: 0.02, poor: 0.08 } as const;
export const ROUND_TRIP_S = { fair: 0.3, poor: 0.6 } as const;
/**
 * The other's video below this many kbit/s reads fair at worst (a good network carries 300+): a low
 * bitrate alone is not proof of a bad network (a still shared screen sends little), loss and delay are.
 */
export const MIN_VIDEO_KBPS = 100;

type Report = Record<string, unknown>;

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/**
 * Reads a getStats() report into a sample. The pair in use is the transport's selected one; a
 * browser that names none (Firefox) marks it `selected` or `nominated`.
 */
export function sampleOf(reports: Iterable<Report>, atMs: number): StatsSample {
  const all = [...reports];
  const transport = all.find((report) => report.type === 'transport' && report.selectedCandidatePairId);
  const pair = transport
    ? all.find((report) => report.id === transport.selectedCandidatePairId)
    : all.find((report) => report.type === 'candidate-pair' && (report.selected || report.nominated));
  const sample: StatsSample = { atMs, packetsLost: 0, packetsReceived: 0, videoBytesReceived: 0 };
  if (typeof pair?.currentRoundTripTime === 'number') sample.roundTripS = pair.currentRoundTripTime;
  for (const report of all) {
    if (report.type !== 'inbound-rtp') continue;
    sample.packetsLost += Math.max(0, numberOr(report.packetsLost, 0));
    sample.packetsReceived += numberOr(report.packetsReceived, 0);
    if (report.kind === 'video') sample.videoBytesReceived += numberOr(report.bytesReceived, 0);
  }
  return sample;
}

export type Quality = { level: QualityLevel; roundTripS?: number; lossRatio: number; videoKbps?: number };

const worse = (a: QualityLevel, b: QualityLevel): QualityLevel =>
  a === 'poor' || b === 'poor' ? 'poor' : a === 'fair' || b === 'fair' ? 'fair' : 'good';

const levelOf = (value: number, limits: { fair: number; poor: number }): QualityLevel =>
  value > limits.poor ? 'poor' : value > limits.fair ? 'fair' : 'good';

/**
 * The connection's quality over the last interval (between `previous` and `current`; since the call
 * began when there is no previous sample). The video's bitrate counts only while the other side's
 * camera is on (`isVideoExpected`): a camera turned off sends next to nothing on a good network.
 */
export function qualityOf(
  previous: StatsSample | undefined,
  current: StatsSample,
  { isVideoExpected }: { isVideoExpected: boolean },
): Quality {
  const lost = current.packetsLost - (previous?.packetsLost ?? 0);
  const received = current.packetsReceived - (previous?.packetsReceived ?? 0);
  const lossRatio = lost > 0 ? lost / (lost + Math.max(0, received)) : 0;
  let level = worse(levelOf(lossRatio, LOSS_RATIO), levelOf(current.roundTripS ?? 0, ROUND_TRIP_S));
  const seconds = previous ? (current.atMs - previous.atMs) / 1000 : 0;
  if (seconds <= 0) return { level, roundTripS: current.roundTripS, lossRatio };
  const videoKbps = ((current.videoBytesReceived - previous!.videoBytesReceived) * 8) / 1000 / seconds;
  if (isVideoExpected && videoKbps < MIN_VIDEO_KBPS) level = worse(level, 'fair');
  return { level, roundTripS: current.roundTripS, lossRatio, videoKbps };
}
