import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Which IP addresses a preview may be fetched from: only ones that are reachable on the public
 * internet. Everything else (this host, the private network, the cloud's metadata service,
 * special-purpose ranges) is refused, so a chat message cannot make the server probe them (SSRF).
 * Ranges from the IANA special-purpose registries (RFC 6890 and successors).
 */
const IPV4_REFUSED: ReadonlyArray<[network: string, prefix: number, reason: string]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  // Includes 169.254.169.254, the metadata service of most clouds.
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  // Includes 255.255.255.255, the limited broadcast address.
  ['240.0.0.0', 4, 'reserved'],
];

/**
 * Refused inside 2000::/3, the only IPv6 range with public unicast addresses: everything outside it
 * (::, ::1, fc00::/7 with fd00:ec2::254, fe80::/10, ff00::/8, IPv4-compatible addresses...) is
 * refused without being listed.
 */
const IPV6_GLOBAL_REFUSED: ReadonlyArray<[network: string, prefix: number, reason: string]> = [
  // Teredo, benchmarking, ORCHID and the other IETF protocol assignments.
  ['2001::', 23, 'IETF protocol assignments'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
];

function blockListOf(ranges: ReadonlyArray<[string, number, string]>, family: 'ipv4' | 'ipv6') {
  return ranges.map(([network, prefix, reason]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, reason };
  });
}

const ipv4Refused = blockListOf(IPV4_REFUSED, 'ipv4');
const ipv6GlobalRefused = blockListOf(IPV6_GLOBAL_REFUSED, 'ipv6');
const ipv6GlobalUnicast = new BlockList();
ipv6GlobalUnicast.addSubnet('2000::', 3, 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped, embedded IPv4 converted). */
function ipv6Groups(address: string): number[] {
  const [withoutZone = ''] = address.split('%');
  let text = withoutZone;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 address stands for, when it is a way to reach an IPv4 host: IPv4-mapped
 * (::ffff:a.b.c.d), NAT64 well-known prefix (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
 */
function embeddedIpv4(groups: number[]): string | undefined {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const isZeroUpTo4 = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (isZeroUpTo4 && g5 === 0xffff) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1 ?? 0, g2 ?? 0);
  return undefined;
}

function refusalOfIpv4(address: string): string | undefined {
  return ipv4Refused.find(({ list }) => list.check(address, 'ipv4'))?.reason;
}

/**
 * Why `address` must not be fetched from, or undefined when it is a public address. Anything that is
 * not an IP address in canonical text form is refused too.
 */
export function refusalOf(address: string): string | undefined {
  if (isIPv4(address)) return refusalOfIpv4(address);
  if (!isIPv6(address)) return 'not an IP address';
  const groups = ipv6Groups(address);
  const ipv4 = embeddedIpv4(groups);
  if (ipv4) {
    const reason = refusalOfIpv4(ipv4);
    return reason && `${reason} (embedded in IPv6)`;
  }
  const canonical = groups.map((group) => group.toString(16)).join(':');
  if (!ipv6GlobalUnicast.check(canonical, 'ipv6')) return 'not global unicast';
  return ipv6GlobalRefused.find(({ list }) => list.check(canonical, 'ipv6'))?.reason;
}
