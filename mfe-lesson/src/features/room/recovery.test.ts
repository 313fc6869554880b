import { isFromNewPeer, peerActionOnPresence, reconnectDelayMs, shouldReconnect } from './recovery';

describe('reopening a lost stream', () => {
  it('when the stream keeps failing, then the page waits a little longer each time, never more than 4 s', () => {
    expect([1, 2, 3, 4, 5, 20].map(reconnectDelayMs)).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000]);
  });

  it('when the room has closed, then the page stops trying', () => {
    const closesAt = new Date('2026-12-07T11:15:00Z');

    expect(shouldReconnect(new Date('2026-12-07T11:14:59Z'), closesAt)).toBe(true);
    expect(shouldReconnect(new Date('2026-12-07T11:15:00Z'), closesAt)).toBe(false);
  });
});

describe('peerActionOnPresence', () => {
  const present = { wasOtherPresent: true, isOtherPresent: true };

  it('when the other arrives, then a fresh connection starts; when they go, it ends', () => {
    expect(
      peerActionOnPresence({
        wasOtherPresent: false,
        isOtherPresent: true,
        isFirstSinceCut: false,
        connectionState: undefined,
      }),
    ).toBe('open');
    expect(
      peerActionOnPresence({
        wasOtherPresent: true,
        isOtherPresent: false,
        isFirstSinceCut: false,
        connectionState: 'connected',
      }),
    ).toBe('close');
    expect(peerActionOnPresence({ ...present, isFirstSinceCut: false, connectionState: 'connecting' })).toBe('keep');
  });

  it('when the stream is back after a cut and the call dropped meanwhile, then a fresh connection starts', () => {
    for (const connectionState of ['closed', 'failed', 'disconnected', 'connecting', 'new'] as const)
      expect(peerActionOnPresence({ ...present, isFirstSinceCut: true, connectionState })).toBe('open');
  });

  it('when the stream is back after a cut and the call outlived it, then the call is kept', () => {
    expect(peerActionOnPresence({ ...present, isFirstSinceCut: true, connectionState: 'connected' })).toBe('keep');
  });
});

describe('isFromNewPeer', () => {
  const sdp = (fingerprint: string) => `v=0\r\na=ice-ufrag:abcd\r\na=fingerprint:sha-256 ${fingerprint}\r\n`;

  it('tells a new peer connection (a new certificate) from a renegotiation or an ICE restart of the same one', () => {
    expect(isFromNewPeer(sdp('AA:BB'), sdp('CC:DD'))).toBe(true);
    expect(isFromNewPeer(sdp('AA:BB'), sdp('AA:BB').replace('abcd', 'efgh'))).toBe(false);
    expect(isFromNewPeer(undefined, sdp('AA:BB'))).toBe(false);
  });
});
