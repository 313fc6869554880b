import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runHealthcheck } from './healthcheck-probe';
import { parse } from 'yaml';
import { STRIPE_WEBHOOK_PATH, UPSTREAMS, UPSTREAM_NAMES } from '@lezioni/contracts';
import { PROCESS_NAMES, envContractOf, type EnvContract } from '../env-contract';

type ComposeService = {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
};

const compose = parse(readFileSync(path.resolve(__dirname, '../../docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, ComposeService> };
const { services } = compose;

/** The value a variable gets when the operator sets only the `:?` ones: `${X:-d}` is d, `${X:?…}` is set. */
function interpolate(value: string): string | undefined {
  const resolved = value.replace(
    /\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g,
    (_all, name: string, kind?: string, rest = '') => (kind === '-' ? rest : `<${name}>`),
  );
  return resolved === '' ? undefined : resolved;
}

/** The compose service that runs `name`'s bundle. */
function serviceRunning(name: string): [string, ComposeService] {
  const entry = name === 'gateway' ? 'gateway/dist/server.js' : `services/${name}/dist/server.js`;
  const found = Object.entries(services).filter(([, service]) => service.command?.[0] === entry);
  if (found.length !== 1) throw new Error(`${found.length} compose services run ${entry}`);
  return found[0]!;
}

const contracts = new Map<string, EnvContract>();
beforeAll(async () => {
  for (const name of PROCESS_NAMES) contracts.set(name, await envContractOf(name));
});

describe('docker-compose.yml', () => {
  it.each(PROCESS_NAMES)('when %s starts, then it has every key it requires and none it does not read', (name) => {
    const [, service] = serviceRunning(name);
    const contract = contracts.get(name)!;
    const environment = Object.fromEntries(
      Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(String(value))]),
    );

    expect([...contract.required].filter((key) => environment[key] === undefined)).toEqual([]);
    expect(Object.keys(environment).filter((key) => !contract.known.has(key))).toEqual([]);
    expect(environment.PORT).toBe(String(contract.port));
    expect(environment.NODE_ENV).toBe('production');
    // Every process that uses Redis shares its keys (the page renderer uses none).
    if (contract.known.has('REDIS_PREFIX')) expect(environment.REDIS_PREFIX).toBe('lezioni');
  });

  it.each(PROCESS_NAMES)(
    'when %s starts, then it waits for what it needs to be healthy, and has a readiness healthcheck',
    (name) => {
      const [, service] = serviceRunning(name);
      const contract = contracts.get(name)!;
      const needs = Object.entries(service.depends_on ?? {});

      expect(needs.every(([, need]) => need.condition === 'service_healthy')).toBe(true);
      if (contract.known.has('REDIS_URL'))
        expect(needs.map(([needed]) => needed)).toEqual(expect.arrayContaining(['redis']));
      if (contract.known.has('DATABASE_URL')) expect(service.depends_on).toHaveProperty('postgres');
      expect(service.healthcheck?.test.join(' ')).toContain('/readyz');
      for (const [needed] of needs) expect(services[needed]?.healthcheck).toBeDefined();
    },
  );

  it('when the gateway starts, then every upstream is addressed by its compose service and port', () => {
    const [, gateway] = serviceRunning('gateway');

    for (const name of UPSTREAM_NAMES) {
      const [serviceName] = serviceRunning(name);
      expect(gateway.environment?.[UPSTREAMS[name].urlEnvKey]).toBe(
        `http://${serviceName}:${contracts.get(name)!.port}`,
      );
      expect(gateway.depends_on?.[serviceName]).toEqual({ condition: 'service_healthy' });
    }
  });

  it('when the gateway renders signed-in pages, then it asks the page renderer, which asks the API back through the gateway', () => {
    const [pagesName, pages] = serviceRunning('pages');
    const [gatewayName, gateway] = serviceRunning('gateway');

    expect(gateway.environment?.PAGES_URL).toBe(`http://${pagesName}:${contracts.get('pages')!.port}`);
    expect(gateway.depends_on?.[pagesName]).toEqual({ condition: 'service_healthy' });
    expect(pages.environment?.API_URL).toBe(`http://${gatewayName}:${contracts.get('gateway')!.port}`);
  });

  it('when it starts, then no service waits, however indirectly, for itself', () => {
    const waitsFor = (name: string, seen: Set<string> = new Set()): Set<string> => {
      for (const needed of Object.keys(services[name]?.depends_on ?? {})) {
        if (seen.has(needed)) continue;
        seen.add(needed);
        waitsFor(needed, seen);
      }
      return seen;
    };

    expect(Object.keys(services).filter((name) => waitsFor(name).has(name))).toEqual([]);
  });

  it('when no SMTP_URL is given, then mail goes to the demo catcher, whose list of caught mail is published', () => {
    const [, mailer] = serviceRunning('mailer');
    const smtp = new URL(interpolate(mailer.environment!.SMTP_URL!)!);
    const catcher = services[smtp.hostname]!;

    expect(catcher.command).toEqual(['infra/docker/dist/demo.js']);
    expect(mailer.depends_on?.[smtp.hostname]).toEqual({ condition: 'service_healthy' });
    expect(catcher.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(catcher.ports?.some((port) => port.endsWith(':8025'))).toBe(true);
  });

  it("when the demo checkout pays, then its webhook reaches the gateway's Stripe route", () => {
    const [, gateway] = serviceRunning('gateway');
    const webhook = new URL(services.demo!.environment!.DEMO_WEBHOOK_URL!);

    expect(`${webhook.hostname}:${webhook.port}`).toBe(`${serviceRunning('gateway')[0]}:${gateway.environment!.PORT}`);
    expect(webhook.pathname).toBe(STRIPE_WEBHOOK_PATH);
  });

  it('when it runs, then only the gateway and the demo pages publish ports, and the data stores are healthchecked', () => {
    const published = Object.entries(services)
      .filter(([, service]) => service.ports)
      .map(([name]) => name);

    expect(published.sort()).toEqual([serviceRunning('gateway')[0], 'demo'].sort());
    expect(services.postgres?.healthcheck).toBeDefined();
    expect(services.redis?.healthcheck).toBeDefined();
  });

  it('when browsers need a relay, then coturn checks the credentials booking-proxy signs, with the same secret', () => {
    const [, bookingProxy] = serviceRunning('booking-proxy');
    const coturn = services.coturn!;
    const turnUrls = interpolate(bookingProxy.environment!.TURN_URLS!)!.split(',');

    expect(coturn.command).toEqual(
      expect.arrayContaining(['--use-auth-secret', `--static-auth-secret=${bookingProxy.environment!.TURN_SECRET}`]),
    );
    expect(coturn.command).toContain('--listening-port=3478');
    expect(turnUrls).toEqual(['turn:localhost:3478?transport=udp', 'turn:localhost:3478?transport=tcp']);
  });

  it('when a process is ready or not, then the healthcheck command says so', async () => {
    const [, auth] = serviceRunning('auth');
    // Compose writes a literal $ as $$.
    const command = auth.healthcheck!.test.slice(1).map((part) => part.replace(/\$\$/g, '$'));

    expect(await runHealthcheck(command, '/readyz', 200)).toBe(0);
    expect(await runHealthcheck(command, '/readyz', 503)).toBe(1);
  });
});
