import { iceServersFor, isLanOnly, signTurnCredential } from './ice-servers';

describe('TURN credentials', () => {
  it('when a username is signed, then the credential is the one coturn computes from the shared secret', () => {
    // printf '%s' '1700000000:user-1' | openssl dgst -sha1 -hmac 'north-secret' -binary | base64
    expect(signTurnCredential('north-secret', '1700000000:user-1')).toBe('+h60+IV/nSwXr/QIZd5jxDpilUw=');
  });

  it('when TURN is configured, then the user gets a credential that expires 15 minutes after the room closes', () => {
    const closesAt = new Date('2026-11-25T10:05:00.000Z');
    const config = { stunUrls: ['stun:stun.example:3478'], turnUrls: ['turn:turn.example:3478'], turnSecret: 's' };

    const [stun, turn] = iceServersFor(config, 'user-1', closesAt);

    const expiry = (closesAt.getTime() + 15 * 60_000) / 1000;
    expect(stun).toEqual({ urls: ['stun:stun.example:3478'] });
    expect(turn).toEqual({
      urls: ['turn:turn.example:3478'],
      username: `${expiry}:user-1`,
      credential: signTurnCredential('s', `${expiry}:user-1`),
    });
    expect(isLanOnly(config)).toBe(false);
  });

  it('when no TURN secret is set, then no TURN server is handed out and the room is LAN only', () => {
    const config = { stunUrls: [], turnUrls: ['turn:turn.example:3478'], turnSecret: undefined };

    expect(iceServersFor(config, 'user-1', new Date())).toEqual([]);
    expect(isLanOnly(config)).toBe(true);
  });
});
