import { networkOf } from './client-network';

describe('networkOf', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0:0:0:9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('when the client is %s, then its network is %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });

  it('when two addresses share a /64, then they are one network; another /64 is another', () => {
    expect(networkOf('2001:db8:1:2::a')).toBe(networkOf('2001:db8:1:2:ffff::b'));
    expect(networkOf('2001:db8:1:3::a')).not.toBe(networkOf('2001:db8:1:2::a'));
  });
});
