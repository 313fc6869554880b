import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { LINK_PREVIEW_CACHE_MS, LinkPreviewSchema, SERVER_MESSAGES } from '@lezioni/contracts';
import type { ResolveHost } from '@lezioni/safe-fetch';
import { createRedis, type Redis } from '@lezioni/service-kit';
import { sessionCookieFor, sessionPrefix, silentLogger, testKeys, testRedisUrl } from '@lezioni/service-kit/testing';
import { createApp, createUnfurlDeps, type NetworkEdges } from '../app';
import { loadConfig } from '../config';
import { URL_MESSAGES } from '../domain/target-url';

const logger = silentLogger();
const redis = createRedis(testRedisUrl(), logger);
const cookie = sessionCookieFor({ id: 'student-1', role: 'student', name: 'Anna' });
/** Every URL a test asks for carries this, so runs sharing one Redis never see each other's cache. */
const RUN = `${process.pid}-${Date.now().toString(36)}`;
let sequence = 0;
const unique = () => `${RUN}-${(sequence += 1)}`;

type Hit = { path: string; host: string | undefined };

/** A loopback HTTP server answering by path, remembering every request it got. */
async function startFixture(
  host: string,
  routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void>,
) {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    hits.push({ path: `${url.pathname}${url.search}`, host: req.headers.host });
    const route = routes[url.pathname] ?? Object.entries(routes).find(([path]) => url.pathname.startsWith(path))?.[1];
    if (route) route(req, res);
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not here</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    hits,
    hitsOn: (path: string) => hits.filter((hit) => hit.path.startsWith(path)).length,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const html = (res: http.ServerResponse, body: string, type = 'text/html; charset=utf-8') =>
  res.writeHead(200, { 'content-type': type }).end(body);

const ARTICLE = `<!doctype html><html><head>
  <title>Fallback title</title>
  <meta property="og:title" content="Caff&egrave; &amp; grammatica">
  <meta property="og:description" content="Le preposizioni &laquo;di&raquo; e &#171;da&#187;, spiegate.">
  <meta property="og:image" content="../img/cover.png">
  <meta property="og:site_name" content="Lezioni Blog">
  <link rel="shortcut icon" href="static/icon.png">
</head><body><p>Ciao</p></body></html>`;

let pendingSlowResponses: http.ServerResponse[] = [];
const site = {
  '/article': (_req: http.IncomingMessage, res: http.ServerResponse) => html(res, ARTICLE),
  '/plain': (_req: http.IncomingMessage, res: http.ServerResponse) => html(res, '<title>Just a title</title>'),
  '/pdf': (_req: http.IncomingMessage, res: http.ServerResponse) =>
    res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7'),
  '/xhtml': (_req: http.IncomingMessage, res: http.ServerResponse) =>
    html(
      res,
      '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>XHTML</title></head></html>',
      'application/xhtml+xml',
    ),
  '/latin1': (_req: http.IncomingMessage, res: http.ServerResponse) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' })
      .end(Buffer.from('<title>Perch\xe9 s\xec</title>', 'latin1')),
  '/gzip': (_req: http.IncomingMessage, res: http.ServerResponse) =>
    res
      .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
      .end(gzipSync('<title>Compressed</title>')),
  '/missing': (_req: http.IncomingMessage, res: http.ServerResponse) =>
    res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Gone</title>'),
  // Never ends: only a size cap lets a reader finish.
  '/endless': (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html><head><title>Endless page</title><meta property="og:description" content="Huge">');
    const filler = `<!-- ${'x'.repeat(64 * 1024)} -->`;
    const pump = () => {
      while (!res.destroyed && res.write(filler));
      if (!res.destroyed) res.once('drain', pump);
    };
    pump();
  },
  '/no-answer': (_req: http.IncomingMessage, res: http.ServerResponse) => {
    pendingSlowResponses.push(res);
  },
  '/stalled-body': (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/html' }).write('<html><head><title>Never fini');
    pendingSlowResponses.push(res);
  },
  // Held until the test lets it go, or after a while: concurrent requests show up meanwhile.
  '/held': (_req: http.IncomingMessage, res: http.ServerResponse) => {
    setTimeout(() => html(res, '<title>Held</title>'), 200);
  },
  // /hop/3/<id> → /hop/2/<id> → /hop/1/<id> → /hop/0/<id> (a page): n redirects.
  '/hop/': (req: http.IncomingMessage, res: http.ServerResponse) => {
    const [, , count, id] = (req.url ?? '').split('/');
    const left = Number(count);
    if (left === 0) html(res, `<title>Arrived ${id}</title>`);
    else res.writeHead(302, { location: `/hop/${left - 1}/${id}` }).end();
  },
  '/redirect': (req: http.IncomingMessage, res: http.ServerResponse) => {
    const to = new URL(req.url ?? '/', 'http://fixture').searchParams.get('to') ?? '/';
    res.writeHead(301, { location: to }).end();
  },
};

let allowed: Awaited<ReturnType<typeof startFixture>>;
let forbidden: Awaited<ReturnType<typeof startFixture>>;
let ipv6Fixture: Awaited<ReturnType<typeof startFixture>>;
let prefix: string;

/** Every socket the service opens, by the host it was asked for. */
const connections: string[] = [];
const LOOPBACK = new Set(['127.0.0.1', '127.0.0.2', '::1']);

/**
 * The network edge of these tests: a connection opens only when every address it could use is
 * loopback; anything else fails before a packet leaves. The assertions look at `connections`.
 */
const loopbackOnlyConnect: NonNullable<NetworkEdges['connect']> = (options) => {
  const host = String(options.host);
  connections.push(`${host}:${String(options.port)}`);
  if (net.isIP(host) && !LOOPBACK.has(host)) {
    const socket = new net.Socket();
    process.nextTick(() => socket.destroy(new Error(`test network: ${host} is not loopback`)));
    return socket;
  }
  const pinned = options.lookup;
  // A name reaches a socket only through the service's pinned lookup; check what it answers.
  const loopbackLookup: net.LookupFunction = (hostname, lookupOptions, done) => {
    if (!pinned) return done(new Error(`test network: ${hostname} was not pinned`), '');
    pinned(hostname, lookupOptions, (err, address, family) => {
      const addresses = typeof address === 'string' ? [address] : address.map((entry) => entry.address);
      if (!err && addresses.some((entry) => !LOOPBACK.has(entry))) {
        return done(new Error(`test network: ${addresses.join(', ')} is not loopback`), '');
      }
      done(err, address, family);
    });
  };
  return net.createConnection({ ...(options as net.NetConnectOpts), lookup: loopbackLookup });
};

/** The test's DNS: a few names and what they "resolve" to. Nothing is ever asked of a real resolver. */
const dnsAsked: string[] = [];
const DNS: Record<string, Array<{ address: string; family: number }>> = {
  localhost: [{ address: '127.0.0.1', family: 4 }],
  'private.test': [{ address: '192.168.1.10', family: 4 }],
  'metadata.test': [{ address: '169.254.169.254', family: 4 }],
  'ula.test': [{ address: 'fd00::1', family: 6 }],
  'mapped-loopback.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'public-and-private.test': [
    { address: '93.184.215.14', family: 4 },
    { address: '10.0.0.5', family: 4 },
  ],
};
const fakeDns: ResolveHost = async (hostname) => {
  dnsAsked.push(hostname);
  const answer = DNS[hostname];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answer;
};

const redisAway = createRedis('redis://127.0.0.1:1', logger);

function unfurlApp(
  options: {
    totalTimeoutMs?: number;
    resolveHost?: ResolveHost;
    cache?: Redis;
    sessions?: Redis;
    allow?: string[];
    previewsPerMinute?: number;
    teacherPreviewsPerMinute?: number;
  } = {},
) {
  const config = loadConfig({
    JWT_PUBLIC_KEY: testKeys().publicKey,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'silent',
    UNFURL_ALLOW_HOSTS: (options.allow ?? [`127.0.0.1:${allowed.port}`]).join(','),
    UNFURL_TOTAL_TIMEOUT_MS: String(options.totalTimeoutMs ?? 5_000),
    // Generous: every test asks as the same student; the limits have their own tests.
    UNFURL_PREVIEWS_PER_MINUTE: String(options.previewsPerMinute ?? 10_000),
    UNFURL_PREVIEWS_PER_MINUTE_TEACHER: String(options.teacherPreviewsPerMinute ?? 10_000),
  });
  const edges = { resolveHost: options.resolveHost ?? fakeDns, connect: loopbackOnlyConnect };
  const unfurlDeps = createUnfurlDeps({ config, redis, logger }, edges);
  // The cache on a connection of its own, which a test may take away while the limits keep theirs.
  const { previews } = createUnfurlDeps({ config, redis: options.cache ?? redis, logger }, edges);
  return createApp({ config, redis: options.sessions ?? redis, logger }, { ...unfurlDeps, previews });
}

const unfurl = (app: ReturnType<typeof unfurlApp>, url: string, as = cookie) =>
  request(app).get('/api/unfurl').query({ url }).set('Cookie', as);

const onForbidden = () => forbidden;
const onIpv6Fixture = () => ipv6Fixture;
const at = (path: string) => `http://127.0.0.1:${allowed.port}${path}`;
const failed = (url: string) => ({ ok: false, url });

beforeAll(async () => {
  prefix = await sessionPrefix();
  // The client fails fast while it connects (no offline queue): sessions need it ready.
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  allowed = await startFixture('127.0.0.1', site);
  forbidden = await startFixture('127.0.0.1', site);
  ipv6Fixture = await startFixture('::1', site);
});
afterAll(async () => {
  for (const res of pendingSlowResponses) res.destroy();
  pendingSlowResponses = [];
  await Promise.all([allowed.close(), forbidden.close(), ipv6Fixture.close()]);
  redis.disconnect();
  redisAway.disconnect();
});
beforeEach(() => {
  connections.length = 0;
  dnsAsked.length = 0;
});

describe('GET /api/unfurl', () => {
  describe('who may ask, and what', () => {
    it('when nobody is signed in, then it answers 401 and fetches nothing', async () => {
      const app = unfurlApp();
      const path = `/article?${unique()}`;

      const res = await request(app)
        .get('/api/unfurl')
        .query({ url: at(path) });

      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: SERVER_MESSAGES.notSignedIn, code: 'not_signed_in' });
      expect(allowed.hitsOn(path)).toBe(0);
    });

    it.each([
      ['no url', undefined, URL_MESSAGES.required],
      ['an empty url', '   ', URL_MESSAGES.required],
      ['text that is no URL', 'just words', URL_MESSAGES.notWeb],
      ['an ftp URL', 'ftp://example.com/file.txt', URL_MESSAGES.notWeb],
      ['a file URL', 'file:///etc/passwd', URL_MESSAGES.notWeb],
      ['a javascript URL', 'javascript:alert(1)', URL_MESSAGES.notWeb],
      ['credentials', 'http://admin:secret@example.com/', URL_MESSAGES.hasCredentials],
      ['a URL that is too long', `https://example.com/${'a'.repeat(2_100)}`, URL_MESSAGES.tooLong],
    ])('when the query has %s, then it answers 400 with the reason', async (_case, url, message) => {
      const app = unfurlApp();

      const res = await request(app)
        .get('/api/unfurl')
        .query(url === undefined ? {} : { url })
        .set('Cookie', cookie);

      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(connections).toEqual([]);
    });

    it('when url is given twice, then it answers 400', async () => {
      const app = unfurlApp();

      const res = await request(app)
        .get(`/api/unfurl?url=${encodeURIComponent(at('/a'))}&url=x`)
        .set('Cookie', cookie);

      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: URL_MESSAGES.required });
    });
  });

  describe('a page that can be previewed', () => {
    it('when the page has Open Graph tags and relative links, then the card has them decoded and absolute', async () => {
      const app = unfurlApp();
      const url = at(`/article/today?${unique()}`);

      const res = await unfurl(app, url);

      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ok: true,
        url,
        title: 'Caffè & grammatica',
        description: 'Le preposizioni «di» e «da», spiegate.',
        image: at('/img/cover.png'),
        icon: at('/article/static/icon.png'),
        site: 'Lezioni Blog',
      });
      expect(LinkPreviewSchema.parse(res.body)).toEqual(res.body);
      expect(res.headers['cache-control']).toBe('private, max-age=300');
    });

    it('when the page has only a title, then the icon is /favicon.ico and the site is the host name', async () => {
      const app = unfurlApp();
      const url = at(`/plain?${unique()}`);

      const res = await unfurl(app, url);

      expect(res.body).toEqual({
        ok: true,
        url,
        title: 'Just a title',
        icon: at('/favicon.ico'),
        site: '127.0.0.1',
      });
    });

    it('when the page is XHTML, Latin-1 or gzip-compressed, then it is read all the same', async () => {
      const app = unfurlApp();

      const xhtml = await unfurl(app, at(`/xhtml?${unique()}`));
      const latin1 = await unfurl(app, at(`/latin1?${unique()}`));
      const gzip = await unfurl(app, at(`/gzip?${unique()}`));

      expect(xhtml.body).toMatchObject({ ok: true, title: 'XHTML' });
      expect(latin1.body).toMatchObject({ ok: true, title: 'Perché sì' });
      expect(gzip.body).toMatchObject({ ok: true, title: 'Compressed' });
    });

    it('when a name resolves to the allowed fixture, then the request goes to the checked address with the original Host', async () => {
      let answers = 0;
      // A rebinding DNS: the first answer is the fixture, every later one another address.
      const rebindingDns: ResolveHost = async () => {
        answers += 1;
        return [{ address: answers === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 }];
      };
      const app = unfurlApp({ resolveHost: rebindingDns, allow: [`fixture.test:${allowed.port}`] });
      const path = `/plain?${unique()}`;

      const res = await unfurl(app, `http://fixture.test:${allowed.port}${path}`);

      expect(res.body).toMatchObject({ ok: true, title: 'Just a title', site: 'fixture.test' });
      expect(answers).toBe(1);
      expect(allowed.hits.filter((hit) => hit.path === path)).toEqual([{ path, host: `fixture.test:${allowed.port}` }]);
    });

    it('when an IPv6 fixture is allowed by [::1]:port, then it is previewed', async () => {
      const app = unfurlApp({ allow: [`[::1]:${ipv6Fixture.port}`] });
      const url = `http://[::1]:${ipv6Fixture.port}/plain?${unique()}`;

      const res = await unfurl(app, url);

      expect(res.body).toMatchObject({ ok: true, title: 'Just a title', site: '[::1]' });
      expect(connections).toEqual([`::1:${ipv6Fixture.port}`]);
    });

    it('when the body is bigger than 1 MB (here endless), then reading stops and the beginning is used', async () => {
      const app = unfurlApp();

      const res = await unfurl(app, at(`/endless?${unique()}`));

      expect(res.body).toMatchObject({ ok: true, title: 'Endless page', description: 'Huge' });
    });

    it('when the same page is asked for by two users at once, then it is fetched once', async () => {
      const app = unfurlApp();
      const path = `/held?${unique()}`;

      const [first, second] = await Promise.all([unfurl(app, at(path)), unfurl(app, at(path))]);

      expect(first.body).toMatchObject({ ok: true, title: 'Held' });
      expect(second.body).toMatchObject({ ok: true, title: 'Held' });
      expect(allowed.hitsOn(path)).toBe(1);
    });
  });

  describe('a page that cannot be previewed', () => {
    it('when the answer is not HTML, then it is ok: false', async () => {
      const app = unfurlApp();
      const url = at(`/pdf?${unique()}`);

      const res = await unfurl(app, url);

      expect(res.status).toBe(200);
      expect(res.body).toEqual(failed(url));
    });

    it('when the answer is an error status, then it is ok: false', async () => {
      const app = unfurlApp();
      const url = at(`/missing?${unique()}`);

      const res = await unfurl(app, url);

      expect(res.body).toEqual(failed(url));
    });

    it('when the server never answers, or stops in the middle of the body, then it is ok: false once the time is up', async () => {
      const app = unfurlApp({ totalTimeoutMs: 300 });
      const silent = at(`/no-answer?${unique()}`);
      const stalled = at(`/stalled-body?${unique()}`);

      const [noAnswer, stalledBody] = await Promise.all([unfurl(app, silent), unfurl(app, stalled)]);

      expect(noAnswer.body).toEqual(failed(silent));
      expect(stalledBody.body).toEqual(failed(stalled));
    });

    it('when nothing listens on the allowed port, then it is ok: false', async () => {
      const closed = await startFixture('127.0.0.1', {});
      await closed.close();
      const app = unfurlApp({ allow: [`127.0.0.1:${closed.port}`] });
      const url = `http://127.0.0.1:${closed.port}/?${unique()}`;

      const res = await unfurl(app, url);

      expect(res.body).toEqual(failed(url));
    });

    it('when the name does not resolve, then it is ok: false', async () => {
      const app = unfurlApp();
      const url = `https://no-such-host.test/?${unique()}`;

      const res = await unfurl(app, url);

      expect(res.body).toEqual(failed(url));
      expect(dnsAsked).toEqual(['no-such-host.test']);
      expect(connections).toEqual([]);
    });
  });

  describe('redirects', () => {
    it('when the page is 3 redirects away, then they are followed and the card is of the last page', async () => {
      const app = unfurlApp();
      const id = unique();

      const res = await unfurl(app, at(`/hop/3/${id}`));

      expect(res.body).toMatchObject({ ok: true, title: `Arrived ${id}`, url: at(`/hop/3/${id}`) });
      expect(allowed.hitsOn(`/hop/0/${id}`)).toBe(1);
    });

    it('when the page is 4 redirects away, then it is ok: false and the 4th redirect is not followed', async () => {
      const app = unfurlApp();
      const id = unique();

      const res = await unfurl(app, at(`/hop/4/${id}`));

      expect(res.body).toEqual(failed(at(`/hop/4/${id}`)));
      expect(allowed.hitsOn(`/hop/1/${id}`)).toBe(1);
      expect(allowed.hitsOn(`/hop/0/${id}`)).toBe(0);
    });

    it('when the allowed fixture redirects to another loopback port, then that port is never contacted', async () => {
      const app = unfurlApp();
      const target = `http://127.0.0.1:${forbidden.port}/article?${unique()}`;
      const url = at(`/redirect?to=${encodeURIComponent(target)}`);

      const res = await unfurl(app, url);

      expect(res.body).toEqual(failed(url));
      expect(forbidden.hits).toEqual([]);
      expect(connections).toEqual([`127.0.0.1:${allowed.port}`]);
    });

    it.each([
      ['a private address', 'http://10.0.0.1/admin'],
      ['the metadata service', 'http://169.254.169.254/latest/meta-data/'],
      ['the metadata service in hex', 'http://0xa9fea9fe/latest/meta-data/'],
      ['IPv6 loopback', `http://[::1]:${4321}/`],
      ['a name resolving to a private address', 'http://private.test/'],
      ['a non-http scheme', 'ftp://example.com/'],
      ['a file', 'file:///etc/passwd'],
      ['credentials', `http://user:pw@127.0.0.1:${4321}/`],
    ])(
      'when the allowed fixture redirects to %s, then it is ok: false and nothing else is contacted',
      async (_case, to) => {
        const app = unfurlApp();
        const url = at(`/redirect?to=${encodeURIComponent(to)}&${unique()}`);

        const res = await unfurl(app, url);

        expect(res.body).toEqual(failed(url));
        expect(connections).toEqual([`127.0.0.1:${allowed.port}`]);
      },
    );
  });

  describe('the address guard', () => {
    it.each([
      ['http://127.0.0.1:PORT/', onForbidden],
      ['http://2130706433:PORT/', onForbidden],
      ['http://0177.0.0.1:PORT/', onForbidden],
      ['http://0x7f.1:PORT/', onForbidden],
      ['http://0x7f000001:PORT/', onForbidden],
      ['http://127.1:PORT/', onForbidden],
      ['http://127.0.0.2:PORT/', onForbidden],
      ['http://[::ffff:127.0.0.1]:PORT/', onForbidden],
      ['http://[::ffff:7f00:1]:PORT/', onForbidden],
      ['http://localhost:PORT/', onForbidden],
      ['http://mapped-loopback.test:PORT/', onForbidden],
      ['http://[::1]:PORT/', onIpv6Fixture],
      ['http://[0:0:0:0:0:0:0:1]:PORT/', onIpv6Fixture],
    ])(
      'when the loopback spelling %s names a listening fixture, then it is refused before connecting',
      async (spelling, fixture) => {
        const app = unfurlApp();
        const path = `/article?${unique()}`;
        const url = `${spelling.replace('PORT', String(fixture().port))}${path.slice(1)}`;

        const res = await unfurl(app, url);

        expect(res.body).toEqual(failed(url));
        expect(connections).toEqual([]);
        expect(fixture().hitsOn(path)).toBe(0);
      },
    );

    it.each([
      'http://10.0.0.1/',
      'http://167772161/',
      'http://012.0.0.1/',
      'http://172.16.0.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0xa9.0xfe.0xa9.0xfe/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://[::ffff:169.254.169.254]/',
      'http://[64:ff9b::10.0.0.1]/',
      'http://[fe80::1]/',
      'http://[fc00::1]/',
      'http://[ff02::1]/',
      'http://224.0.0.1/',
      'http://255.255.255.255/',
      'http://0/',
      'http://0.0.0.0/',
      'http://[::]/',
      'http://192.0.2.1/',
      'https://198.51.100.1/',
    ])('when the URL is the literal %s, then it is ok: false without DNS or any connection', async (literal) => {
      const app = unfurlApp();
      const url = `${literal}?${unique()}`;

      const res = await unfurl(app, url);

      expect(res.body).toEqual(failed(url));
      expect(dnsAsked).toEqual([]);
      expect(connections).toEqual([]);
    });

    it.each(['private.test', 'metadata.test', 'ula.test', 'public-and-private.test'])(
      'when the name %s resolves to a refused address, then it is ok: false without any connection',
      async (name) => {
        const app = unfurlApp();
        const url = `https://${name}/page?${unique()}`;

        const res = await unfurl(app, url);

        expect(res.body).toEqual(failed(url));
        expect(dnsAsked).toEqual([name]);
        expect(connections).toEqual([]);
      },
    );

    it('when the allow list names host:port, then only that host and port are let through', async () => {
      const app = unfurlApp();
      const otherName = `http://localhost:${allowed.port}/plain?${unique()}`;

      const listed = await unfurl(app, at(`/plain?${unique()}`));
      const unlisted = await unfurl(app, otherName);

      expect(listed.body).toMatchObject({ ok: true });
      expect(unlisted.body).toEqual(failed(otherName));
    });
  });

  describe('per-user limit', () => {
    const newCookie = (role: 'admin' | 'student') => sessionCookieFor({ id: unique(), role, name: 'Anna' });

    it('when a student has had 3 pages fetched this minute, then a 4th page is 429 with the spec text and never fetched', async () => {
      const app = unfurlApp({ previewsPerMinute: 3 });
      const student = newCookie('student');
      const paths = [1, 2, 3, 4].map(() => `/plain?${unique()}`);

      const answers = [];
      for (const path of paths) answers.push(await unfurl(app, at(path), student));

      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 429]);
      expect(answers[3]!.body).toEqual({ error: SERVER_MESSAGES.tooManyRequests, code: 'rate_limited' });
      expect(allowed.hitsOn(paths[3]!)).toBe(0);
    });

    it('when a student is past the limit, then cached previews still come, and other users are not held back', async () => {
      const app = unfurlApp({ previewsPerMinute: 1 });
      const student = newCookie('student');
      const cachedPath = `/plain?${unique()}`;
      await unfurl(app, at(cachedPath), student).expect(200);
      await unfurl(app, at(`/plain?${unique()}`), student).expect(429);

      const cached = await unfurl(app, at(cachedPath), student);
      const other = await unfurl(app, at(`/plain?${unique()}`), newCookie('student'));

      expect(cached.body).toMatchObject({ ok: true, title: 'Just a title' });
      expect(other.body).toMatchObject({ ok: true, title: 'Just a title' });
    });

    it('when the teacher asks for more pages than a student may, then her own limit applies', async () => {
      const app = unfurlApp({ previewsPerMinute: 1, teacherPreviewsPerMinute: 3 });
      const teacher = newCookie('admin');

      const answers = [];
      for (let n = 0; n < 4; n += 1) answers.push((await unfurl(app, at(`/plain?${unique()}`), teacher)).status);

      expect(answers).toEqual([200, 200, 200, 429]);
    });
  });

  describe('the cache', () => {
    const keyOf = (normalisedUrl: string) =>
      `${prefix}:unfurl:preview:${createHash('sha256').update(normalisedUrl).digest('hex')}`;

    it('when a page is asked for twice, then the second answer comes from Redis for 5 minutes', async () => {
      const app = unfurlApp();
      const path = `/article?${unique()}`;

      const first = await unfurl(app, at(path));
      const second = await unfurl(app, at(path));

      expect(second.body).toEqual(first.body);
      expect(allowed.hitsOn(path)).toBe(1);
      const ttl = await redis.pttl(keyOf(at(path)));
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(LINK_PREVIEW_CACHE_MS);
    });

    it('when a preview failed, then the failure is cached too', async () => {
      const app = unfurlApp();
      const path = `/pdf?${unique()}`;

      await unfurl(app, at(path));
      const second = await unfurl(app, at(path));

      expect(second.body).toEqual(failed(at(path)));
      expect(allowed.hitsOn(path)).toBe(1);
      expect(await redis.get(keyOf(at(path)))).toBe(JSON.stringify({ ok: false }));
    });

    it('when the same page is spelled differently, then it is one cache entry and each answer echoes its own url', async () => {
      const app = unfurlApp();
      const path = `/plain?${unique()}`;
      const shouting = `HTTP://127.0.0.1:${allowed.port}${path}#section`;

      await unfurl(app, at(path));
      const second = await unfurl(app, shouting);

      expect(second.body).toMatchObject({ ok: true, url: shouting, title: 'Just a title' });
      expect(allowed.hitsOn(path)).toBe(1);
      expect(await redis.exists(keyOf(at(path)))).toBe(1);
    });

    it('when the cache is away, then previews are still answered, fetched each time', async () => {
      const app = unfurlApp({ cache: redisAway });
      const path = `/plain?${unique()}`;

      const first = await unfurl(app, at(path));
      const second = await unfurl(app, at(path));

      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ ok: true, title: 'Just a title' });
      expect(second.body).toMatchObject({ ok: true, title: 'Just a title' });
      expect(allowed.hitsOn(path)).toBe(2);
    });

    it('when Redis is away for sessions too, then the answer is the platform 503: revocations cannot be checked', async () => {
      const app = unfurlApp({ cache: redisAway, sessions: redisAway });

      const res = await unfurl(app, at(`/plain?${unique()}`));

      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: SERVER_MESSAGES.unavailable, code: 'unavailable' });
    });
  });
});
