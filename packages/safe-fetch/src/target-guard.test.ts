import { FetchFailure } from './fetch-failure';
import { checkTarget, type ResolveHost } from './target-guard';

type Answers = Record<string, Array<{ address: string; family: number }>>;

/** A DNS that knows only the given names, and remembers what it was asked. */
function fakeDns(answers: Answers) {
  const asked: string[] = [];
  const resolveHost: ResolveHost = async (hostname) => {
    asked.push(hostname);
    const found = answers[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  };
  return { resolveHost, asked };
}

const v4 = (address: string) => ({ address, family: 4 });
const v6 = (address: string) => ({ address, family: 6 });
const never = () => new AbortController().signal;

async function refusalOf(url: string, answers: Answers = {}, allowHosts: string[] = []) {
  const dns = fakeDns(answers);
  try {
    await checkTarget(new URL(url), { resolveHost: dns.resolveHost, allowHosts: new Set(allowHosts) }, never());
    return { refused: false, asked: dns.asked };
  } catch (err) {
    if (!(err instanceof FetchFailure)) throw err;
    return { refused: true, asked: dns.asked };
  }
}

describe('the target guard', () => {
  it.each([
    ['http://127.0.0.1/', 'loopback'],
    ['http://2130706433/', 'decimal loopback'],
    ['http://0177.0.0.1/', 'octal loopback'],
    ['http://0x7f.1/', 'hex short loopback'],
    ['http://0x7f000001/', 'hex loopback'],
    ['http://127.1/', 'short loopback'],
    ['http://127.000.000.001/', 'zero-padded loopback'],
    ['http://%31%32%37.0.0.1/', 'percent-encoded loopback'],
    ['http://[::1]/', 'IPv6 loopback'],
    ['http://[0:0:0:0:0:0:0:1]/', 'IPv6 loopback spelled out'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
    ['http://[::ffff:7f00:1]/', 'IPv4-mapped loopback in hex'],
    ['http://[::127.0.0.1]/', 'IPv4-compatible loopback'],
    ['http://0/', 'zero'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://[::]/', 'IPv6 unspecified'],
    ['http://10.0.0.1/', 'private 10/8'],
    ['http://167772161/', 'decimal 10.0.0.1'],
    ['http://012.0.0.1/', 'octal 10.0.0.1'],
    ['http://172.16.0.1/', 'private 172.16/12'],
    ['http://192.168.1.1/', 'private 192.168/16'],
    ['http://100.64.0.1/', 'carrier-grade NAT'],
    ['http://169.254.169.254/latest/meta-data/', 'cloud metadata'],
    ['http://0xa9.0xfe.0xa9.0xfe/', 'cloud metadata in hex'],
    ['http://[fd00:ec2::254]/', 'AWS IPv6 metadata'],
    ['http://[::ffff:169.254.169.254]/', 'IPv4-mapped metadata'],
    ['http://[fe80::1]/', 'IPv6 link-local'],
    ['http://[fc00::1]/', 'unique-local'],
    ['http://[ff02::1]/', 'IPv6 multicast'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://255.255.255.255/', 'broadcast'],
    ['http://192.0.2.1/', 'documentation'],
    ['http://[64:ff9b::10.0.0.1]/', 'NAT64 of a private address'],
    ['http://[64:ff9b::7f00:1]/', 'NAT64 of loopback'],
    ['https://[2002:c0a8:101::1]/', '6to4 of a private address'],
  ])('when the host is the literal %s (%s), then it is refused without asking DNS', async (url) => {
    const result = await refusalOf(url);

    expect(result).toEqual({ refused: true, asked: [] });
  });

  it.each([
    ['private.test', [v4('192.168.1.10')]],
    ['metadata.test', [v4('169.254.169.254')]],
    ['loopback.test', [v4('127.0.0.1')]],
    ['mapped.test', [v6('::ffff:127.0.0.1')]],
    ['ula.test', [v6('fd12::1')]],
    ['nat64.test', [v6('64:ff9b::c0a8:10a')]],
    ['public-then-private.test', [v4('93.184.215.14'), v4('10.0.0.5')]],
    ['private-then-public.test', [v6('fe80::1'), v6('2606:4700:4700::1111')]],
    ['garbage.test', [v4('not-an-address')]],
  ])('when the name %s resolves to %j, then it is refused', async (name, addresses) => {
    const result = await refusalOf(`https://${name}/page`, { [name]: addresses });

    expect(result).toEqual({ refused: true, asked: [name] });
  });

  it('when a name resolves to public addresses only, then those addresses are the ones to connect to', async () => {
    const dns = fakeDns({ 'example.test': [v4('93.184.215.14'), v6('2606:2800:21f:cb07:6820:80da:af6b:8b2c')] });

    const pinned = await checkTarget(
      new URL('https://example.test/'),
      { resolveHost: dns.resolveHost, allowHosts: new Set() },
      never(),
    );

    expect(pinned).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
    ]);
  });

  it('when a name does not resolve or resolves to nothing, then the target is refused', async () => {
    const missing = await refusalOf('http://missing.test/');
    const empty = await refusalOf('http://empty.test/', { 'empty.test': [] });

    expect(missing.refused).toBe(true);
    expect(empty.refused).toBe(true);
  });

  it.each(['ftp://example.test/', 'http://user:pw@example.test/', 'file:///etc/passwd'])(
    'when the URL %s is not plain http(s), then it is refused without asking DNS',
    async (url) => {
      const result = await refusalOf(url, { 'example.test': [v4('93.184.215.14')] });

      expect(result).toEqual({ refused: true, asked: [] });
    },
  );

  it('when the exact host:port is in the allow list, then only that target passes', async () => {
    const allow = ['127.0.0.1:4321', 'fixture.test:8080'];
    const dns = { 'fixture.test': [v4('127.0.0.1')], localhost: [v4('127.0.0.1')] };

    const listed = await refusalOf('http://127.0.0.1:4321/', dns, allow);
    const sameAddressOtherSpelling = await refusalOf('http://0x7f.1:4321/', dns, allow);
    const listedName = await refusalOf('http://fixture.test:8080/', dns, allow);
    const otherPort = await refusalOf('http://127.0.0.1:4322/', dns, allow);
    const defaultPort = await refusalOf('http://127.0.0.1/', dns, allow);
    const otherName = await refusalOf('http://localhost:4321/', dns, allow);
    const nameOtherPort = await refusalOf('http://fixture.test:8081/', dns, allow);

    expect(listed.refused).toBe(false);
    expect(sameAddressOtherSpelling.refused).toBe(false);
    expect(listedName.refused).toBe(false);
    expect(otherPort.refused).toBe(true);
    expect(defaultPort.refused).toBe(true);
    expect(otherName.refused).toBe(true);
    expect(nameOtherPort.refused).toBe(true);
  });

  it('when the total time is up during DNS, then the lookup is abandoned', async () => {
    const controller = new AbortController();
    const hanging: ResolveHost = () => new Promise(() => {});

    const checking = checkTarget(
      new URL('http://slow-dns.test/'),
      { resolveHost: hanging, allowHosts: new Set() },
      controller.signal,
    );
    controller.abort(new Error('total timeout'));

    await expect(checking).rejects.toThrow('total timeout');
  });
});
