import { qualityOf, sampleOf, type StatsSample } from './call-quality';

/** A getStats() report as Chrome gives it: the transport names the pair in use. */
function chromeReport({
  roundTripS,
  lost,
  received,
  videoBytes,
}: {
  roundTripS: number;
  lost: number;
  received: number;
  videoBytes: number;
}) {
  return [
    { id: 'T01', type: 'transport', selectedCandidatePairId: 'CP2' },
    { id: 'CP1', type: 'candidate-pair', nominated: true, currentRoundTripTime: 9 },
    { id: 'CP2', type: 'candidate-pair', nominated: true, currentRoundTripTime: roundTripS },
    { id: 'IA', type: 'inbound-rtp', kind: 'audio', packetsLost: 0, packetsReceived: 500, bytesReceived: 40_000 },
    {
      id: 'IV',
      type: 'inbound-rtp',
      kind: 'video',
      packetsLost: lost,
      packetsReceived: received,
      bytesReceived: videoBytes,
    },
    { id: 'OV', type: 'outbound-rtp', kind: 'video', packetsSent: 900, bytesSent: 900_000 },
  ];
}

const sample = (atMs: number, fields: Partial<StatsSample> = {}): StatsSample => ({
  atMs,
  roundTripS: 0.04,
  packetsLost: 0,
  packetsReceived: 0,
  videoBytesReceived: 0,
  ...fields,
});
const withVideo = { isVideoExpected: true };

describe('sampleOf', () => {
  it("reads the selected pair's round trip and sums the inbound streams, video bytes apart", () => {
    const read = sampleOf(chromeReport({ roundTripS: 0.12, lost: 7, received: 1_000, videoBytes: 500_000 }), 2_000);

    expect(read).toEqual({
      atMs: 2_000,
      roundTripS: 0.12,
      packetsLost: 7,
      packetsReceived: 1_500,
      videoBytesReceived: 500_000,
    });
  });

  it('when the browser names no transport (Firefox), then the selected pair gives the round trip', () => {
    const read = sampleOf(
      [
        { id: 'a', type: 'candidate-pair', selected: false, currentRoundTripTime: 2 },
        { id: 'b', type: 'candidate-pair', selected: true, currentRoundTripTime: 0.05 },
      ],
      0,
    );

    expect(read.roundTripS).toBe(0.05);
    expect(read.packetsReceived).toBe(0);
  });
});

describe('qualityOf', () => {
  it('when the round trip is short, nothing is lost and the video flows, then the connection is good', () => {
    const previous = sample(0, { packetsReceived: 1_000, videoBytesReceived: 0 });
    const current = sample(2_000, { packetsReceived: 1_400, videoBytesReceived: 150_000 });

    const quality = qualityOf(previous, current, withVideo);

    expect(quality).toEqual({ level: 'good', roundTripS: 0.04, lossRatio: 0, videoKbps: 600 });
  });

  it.each([
    ['a round trip over 300 ms', { roundTripS: 0.35 }, 'fair'],
    ['a round trip over 600 ms', { roundTripS: 0.8 }, 'poor'],
    ['3% of the packets lost', { packetsLost: 12, packetsReceived: 1_388 }, 'fair'],
    ['10% of the packets lost', { packetsLost: 40, packetsReceived: 1_360 }, 'poor'],
    ['the video at 40 kbit/s', { videoBytesReceived: 10_000 }, 'fair'],
  ] as const)('when the last interval had %s, then the connection is %s', (_what, fields, level) => {
    const previous = sample(0, { packetsReceived: 1_000 });
    const current = sample(2_000, { packetsReceived: 1_400, videoBytesReceived: 150_000, ...fields });

    expect(qualityOf(previous, current, withVideo).level).toBe(level);
  });

  it('when the loss was earlier in the call, then only the last interval counts', () => {
    const previous = sample(0, { packetsLost: 500, packetsReceived: 1_000 });
    const current = sample(2_000, { packetsLost: 500, packetsReceived: 1_400, videoBytesReceived: 150_000 });

    expect(qualityOf(previous, current, withVideo).level).toBe('good');
  });

  it("when the other's camera is off, then its small bitrate says nothing about the network", () => {
    const previous = sample(0, { packetsReceived: 1_000 });
    const current = sample(2_000, { packetsReceived: 1_100, videoBytesReceived: 1_000 });

    expect(qualityOf(previous, current, { isVideoExpected: false }).level).toBe('good');
    expect(qualityOf(previous, current, withVideo).level).toBe('fair');
  });

  it('when it is the first measure, then loss and round trip since the start decide, the bitrate unknown', () => {
    const quality = qualityOf(undefined, sample(2_000, { packetsLost: 30, packetsReceived: 270 }), withVideo);

    expect(quality).toEqual({ level: 'poor', roundTripS: 0.04, lossRatio: 0.1 });
  });
});
