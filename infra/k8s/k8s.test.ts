import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parse } from 'yaml';
import { UPSTREAMS, UPSTREAM_NAMES } from '@lezioni/contracts';
import { SHUTDOWN_GRACE_MS } from '@lezioni/service-kit';
import { PROCESS_NAMES, envContractOf, type EnvContract } from '../env-contract';
import { containersOf, readObjects, renderKustomization, type K8sObject } from './render';

const OVERLAY = path.join(__dirname, 'overlays/production');
const SECRETS_TEMPLATE = path.join(__dirname, 'secrets.example.yaml');

/** The schema of each kind the manifests use: a kind outside this list fails the test. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'v1/Service': Service,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Namespace': Namespace,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

/** Deployments that are workers of a queue's schedule, not scaled by load: no HPA, no PDB. */
const SINGLE_WORKERS = new Set(['booking-sync']);

type Probe = { httpGet?: { path: string; port: string | number }; exec?: { command: string[] } };
type Container = ReturnType<typeof containersOf>[number] & {
  args?: string[];
  ports?: { name: string; containerPort: number }[];
  envFrom?: ({ configMapRef?: { name: string } } & { secretRef?: { name: string; optional?: boolean } })[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
  };
};
type PodSpec = {
  hostNetwork?: boolean;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  terminationGracePeriodSeconds?: number;
};

const objects = renderKustomization(OVERLAY);
const secretTemplates = readObjects(SECRETS_TEMPLATE);
const ofKind = (kind: string) => objects.filter((object) => object.kind === kind);
const find = (kind: string, name: string) => ofKind(kind).find((object) => object.metadata.name === name);
const podSpecOf = (object: K8sObject) => (object.spec as { template: { spec: PodSpec } }).template.spec;
/** Deployments of software that is not ours (the TURN server): checked by their own test, not as our processes. */
const THIRD_PARTY = new Set(['coturn']);
const deployments = ofKind('Deployment').filter((deployment) => !THIRD_PARTY.has(deployment.metadata.name));
const configMap = find('ConfigMap', 'lezioni-config')!.data as Record<string, string>;

/** The process a container runs: `services/<name>/dist/server.js` or `gateway/dist/server.js`. */
function processOf(container: Container): string {
  const entry = container.args?.[0] ?? '';
  const match = /^(?:services\/([^/]+)|(gateway))\/dist\/server\.js$/.exec(entry);
  if (!match) throw new Error(`${container.name} runs "${entry}", not a process bundle`);
  return match[1] ?? match[2]!;
}

/** Every key a container gets: its env, the ConfigMap's keys (blank ones are unset), its Secrets' keys. */
function providedKeys(container: Container): Map<string, string> {
  const provided = new Map<string, string>();
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) {
      for (const [key, value] of Object.entries(configMap)) if (value !== '') provided.set(key, value);
    }
    if (source.secretRef) {
      const secret = secretTemplates.find((object) => object.metadata.name === source.secretRef!.name);
      if (!secret)
        throw new Error(`${container.name} reads Secret ${source.secretRef.name}, which no template defines`);
      for (const [key, value] of Object.entries(secret.stringData as Record<string, string>)) provided.set(key, value);
    }
  }
  for (const { name, value } of container.env ?? []) provided.set(name, value ?? '');
  return provided;
}

const contracts = new Map<string, EnvContract>();
beforeAll(async () => {
  for (const name of PROCESS_NAMES) contracts.set(name, await envContractOf(name));
});

describe('the production overlay', () => {
  it('when rendered, then every object is valid against the Kubernetes schema of its kind', () => {
    for (const object of [...objects, ...secretTemplates]) {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      if (!Model) throw new Error(`${object.kind} ${object.metadata.name}: no schema in the test's list`);

      expect(() => new Model(object as never).validate()).not.toThrow();
    }
    expect(objects.filter((object) => object.kind !== 'Namespace').map((o) => o.metadata.namespace)).toEqual(
      objects.filter((object) => object.kind !== 'Namespace').map(() => 'lezioni'),
    );
  });

  it('when rendered, then every process of the repository has a Deployment, and every image is the release', () => {
    const run = deployments.flatMap((deployment) => containersOf(deployment).map((c) => processOf(c as Container)));

    expect(new Set(run)).toEqual(new Set(PROCESS_NAMES));
    for (const object of [...deployments, ...ofKind('Job')]) {
      for (const container of containersOf(object)) expect(container.image).toBe('registry.example.com/lezioni:1.0.0');
    }
  });

  it('when a pod runs, then it is non-root with a read-only root filesystem, resources, and probes on /healthz and /readyz', () => {
    for (const object of [...deployments, ...ofKind('Job')]) {
      const pod = podSpecOf(object);
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      for (const container of containersOf(object) as Container[]) {
        expect(container.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
        });
        expect(container.resources?.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
        expect(container.resources?.limits?.memory).toEqual(expect.any(String));
      }
    }
    for (const deployment of deployments) {
      const [container] = containersOf(deployment) as Container[];
      const port = contracts.get(processOf(container!))!.port;
      expect(container!.ports).toEqual([{ name: 'http', containerPort: port }]);
      expect(container!.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
      const readiness = container!.readinessProbe!;
      // The gateway answers /readyz only to its own machine, so its probe asks from inside the pod.
      if (readiness.exec) expect(readiness.exec.command.join(' ')).toContain(`http://127.0.0.1:${port}/readyz`);
      else expect(readiness.httpGet).toEqual({ path: '/readyz', port: 'http' });
    }
  });

  it('when a pod is stopped, then it is given longer than its pause before SIGTERM plus the drain', () => {
    for (const deployment of deployments) {
      const [container] = containersOf(deployment) as Container[];
      const [, pauseSeconds] = container!.lifecycle?.preStop?.exec?.command ?? [];

      expect(Number(pauseSeconds)).toBeGreaterThan(0);
      expect(podSpecOf(deployment).terminationGracePeriodSeconds! * 1000).toBeGreaterThan(
        Number(pauseSeconds) * 1000 + SHUTDOWN_GRACE_MS,
      );
    }
  });

  it('when a Deployment serves load, then a Service, an HPA and a PDB select it; queue workers have none of the last two', () => {
    for (const deployment of deployments) {
      const { name } = deployment.metadata;
      const labels = (deployment.spec as { template: { metadata: { labels: Record<string, string> } } }).template
        .metadata.labels;
      const selects = (selector: Record<string, string> | undefined) =>
        !!selector && Object.entries(selector).every(([key, value]) => labels[key] === value);
      const hpa = find('HorizontalPodAutoscaler', name)?.spec as {
        scaleTargetRef: { name: string };
        minReplicas: number;
      };
      const pdb = find('PodDisruptionBudget', name)?.spec as { selector: { matchLabels: Record<string, string> } };

      if (SINGLE_WORKERS.has(name)) {
        expect([hpa, pdb, find('Service', name)]).toEqual([undefined, undefined, undefined]);
        continue;
      }
      expect(selects((find('Service', name)?.spec as { selector: Record<string, string> }).selector)).toBe(true);
      expect(hpa.scaleTargetRef.name).toBe(name);
      expect(selects(pdb.selector.matchLabels)).toBe(true);
      // An HPA owns the replica count: a count in the Deployment would fight it at every apply.
      expect((deployment.spec as { replicas?: number }).replicas).toBeUndefined();
    }
  });

  it('when a process starts, then every key it requires is provided, and every key provided is one some process reads', () => {
    const allKnown = new Set([...contracts.values()].flatMap((contract) => [...contract.known]));
    for (const deployment of deployments) {
      const [container] = containersOf(deployment) as Container[];
      const contract = contracts.get(processOf(container!))!;
      const provided = providedKeys(container!);

      expect([...contract.required].filter((key) => !provided.has(key))).toEqual([]);
      expect([...provided.keys()].filter((key) => !allKnown.has(key))).toEqual([]);
    }
    expect(Object.keys(configMap).filter((key) => !allKnown.has(key))).toEqual([]);
  });

  it('when the gateway routes, then each upstream address names that service in the cluster', () => {
    const [gateway] = containersOf(find('Deployment', 'gateway')!) as Container[];
    const provided = providedKeys(gateway!);

    for (const name of UPSTREAM_NAMES) {
      const port = contracts.get(name)!.port;
      expect(provided.get(UPSTREAMS[name].urlEnvKey)).toBe(`http://${name}:${port}`);
      expect((find('Service', name)?.spec as { ports: { port: number }[] }).ports[0]!.port).toBe(port);
    }
  });

  it('when the gateway renders signed-in pages, then it asks the page renderer, which asks the API back through the gateway', () => {
    const [gateway] = containersOf(find('Deployment', 'gateway')!) as Container[];
    const [pages] = containersOf(find('Deployment', 'pages')!) as Container[];
    const port = (name: string) => (find('Service', name)?.spec as { ports: { port: number }[] }).ports[0]!.port;

    expect(port('pages')).toBe(contracts.get('pages')!.port);
    expect(providedKeys(gateway!).get('PAGES_URL')).toBe(`http://pages:${port('pages')}`);
    expect(providedKeys(pages!).get('API_URL')).toBe(`http://gateway:${port('gateway')}`);
  });

  it('when something in the cluster calls a service, then only the gateway gets through', () => {
    const [policy] = ofKind('NetworkPolicy');
    const spec = policy!.spec as {
      podSelector: { matchExpressions: { key: string; operator: string; values: string[] }[] };
      ingress: { from: { podSelector?: { matchLabels: Record<string, string> } }[] }[];
    };
    const [covered] = spec.podSelector.matchExpressions;

    expect(covered).toMatchObject({ key: 'app.kubernetes.io/name', operator: 'In' });
    const behindGateway = deployments
      .map((deployment) => deployment.metadata.name)
      .filter((name) => name !== 'gateway');
    expect(new Set(covered!.values)).toEqual(new Set(behindGateway));
    const fromPods = spec.ingress.flatMap((rule) =>
      rule.from.flatMap((peer) => (peer.podSelector ? [peer.podSelector] : [])),
    );
    expect(fromPods).toEqual([{ matchLabels: { 'app.kubernetes.io/name': 'gateway' } }]);
  });

  it('when secrets are handed out, then the signing key and the teacher password reach auth only, the mail link key the mailer only', () => {
    for (const deployment of deployments) {
      const [container] = containersOf(deployment) as Container[];
      const provided = providedKeys(container!);
      const isAuth = processOf(container!) === 'auth';

      expect(provided.has('JWT_PRIVATE_KEY')).toBe(isAuth);
      expect(provided.has('ADMIN_PASSWORD')).toBe(isAuth);
      expect(provided.has('MAIL_LINK_PRIVATE_KEY')).toBe(processOf(container!) === 'mailer');
      // The API replicas hand out the lesson room's TURN credentials; the sync worker has no use for the secret.
      expect(provided.has('TURN_SECRET')).toBe(container!.name === 'booking-proxy');
    }
  });

  it('when browsers need a relay, then coturn runs on its node network checking the credentials signed with the secret booking-proxy gets', () => {
    const coturn = find('Deployment', 'coturn')!;
    const pod = podSpecOf(coturn);
    const [container] = containersOf(coturn) as Container[];
    const [bookingProxy] = containersOf(find('Deployment', 'booking-proxy')!) as Container[];
    const secretOf = (c: Container) => c.env?.find((entry) => entry.name === 'TURN_SECRET')?.valueFrom?.secretKeyRef;
    const turnSecret = secretTemplates.find((object) => object.metadata.name === 'lezioni-turn')?.stringData;

    expect(pod.hostNetwork).toBe(true);
    expect(container!.args).toEqual(
      expect.arrayContaining(['--use-auth-secret', '--static-auth-secret=$(TURN_SECRET)', '--listening-port=3478']),
    );
    expect(secretOf(container!)).toEqual({ name: 'lezioni-turn', key: 'TURN_SECRET' });
    expect(bookingProxy!.envFrom).toContainEqual({ secretRef: { name: 'lezioni-turn', optional: true } });
    expect(turnSecret).toEqual({ TURN_SECRET: expect.any(String) });
    expect(pod.securityContext?.runAsNonRoot).toBe(true);
    expect(container!.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
    expect(container!.resources?.limits?.memory).toEqual(expect.any(String));
    expect(configMap).toHaveProperty('TURN_URLS');
  });

  it('when a release migrates, then one Job runs `migrate` for each service with a schema, with the database only', () => {
    const [job] = ofKind('Job');
    const containers = containersOf(job!) as Container[];

    expect(containers.map((container) => container.args)).toEqual(
      expect.arrayContaining([['services/auth/dist/server.js', 'migrate']]),
    );
    for (const container of containers) {
      expect(container.args?.[1]).toBe('migrate');
      expect(providedKeys(container).get('DATABASE_URL')).toEqual(expect.stringMatching(/^postgres:\/\//));
    }
    for (const deployment of deployments) {
      const [container] = containersOf(deployment) as Container[];
      const contract = contracts.get(processOf(container!))!;
      if (contract.known.has('MIGRATE_AT_START'))
        expect(providedKeys(container!).get('MIGRATE_AT_START')).toBe('false');
    }
    const migrated = new Set(containers.map(processOf));
    const withSchema = [...contracts]
      .filter(([, contract]) => contract.known.has('DATABASE_URL'))
      .map(([name]) => name);
    expect(migrated).toEqual(new Set(withSchema));
  });

  it('when the calendar syncs, then only the booking-sync worker runs the schedule', () => {
    const syncs = deployments
      .map((deployment) => containersOf(deployment)[0] as Container)
      .filter((container) => processOf(container) === 'booking-proxy')
      .map((container) => [container.name, providedKeys(container).get('TIDYCAL_SYNC_WORKER')]);

    expect(Object.fromEntries(syncs)).toEqual({ 'booking-proxy': 'false', 'booking-sync': 'true' });
  });

  it('when the overlay merges its settings and patches, then the rendered objects carry them over the base', () => {
    expect(configMap).toMatchObject({ APP_URL: 'https://lezioni.example', NODE_ENV: 'production' });
    expect(find('HorizontalPodAutoscaler', 'auth')?.spec).toMatchObject({ minReplicas: 2, maxReplicas: 10 });
    expect(find('HorizontalPodAutoscaler', 'gateway')?.spec).toMatchObject({ minReplicas: 3 });
  });
});

describe('the base and docker-compose.yml', () => {
  type ComposeService = { image?: string; command?: string[]; environment?: Record<string, string> };
  const compose = parse(readFileSync(path.join(__dirname, '../../docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const base = renderKustomization(path.join(__dirname, 'base'));
  /**
   * What compose alone sets: the demo third parties it points the platform at (npm start's), and
   * PORT, which the image's healthcheck reads (on Kubernetes each process keeps its default port,
   * which its probes name).
   */
  const COMPOSE_ONLY = new Set(['TIDYCAL_DEMO', 'TIDYCAL_SYNC_INTERVAL_S', 'STRIPE_API_URL', 'STRIPE_DEMO', 'PORT']);

  it('when a process runs on either, then it runs from the same image with the same command', () => {
    for (const object of base.filter((candidate) => candidate.kind === 'Deployment')) {
      for (const container of containersOf(object) as Container[]) {
        const service = Object.values(compose.services).find((candidate) =>
          container.args ? candidate.command?.[0] === container.args[0] : candidate.image === container.image,
        );

        expect({ name: container.name, image: service?.image }).toEqual({
          name: container.name,
          image: container.image,
        });
      }
    }
  });

  it("when a process runs under compose, then every key it gets there Kubernetes gives it too, but the demo's and the port", () => {
    // By name: booking-sync is booking-proxy's calendar worker, which compose runs inside booking-proxy.
    for (const deployment of deployments.filter((candidate) => compose.services[candidate.metadata.name])) {
      const [container] = containersOf(deployment) as Container[];
      const provided = new Set([...providedKeys(container!).keys(), ...Object.keys(configMap)]);
      const service = compose.services[deployment.metadata.name]!;

      expect(
        Object.keys(service.environment ?? {}).filter((key) => !provided.has(key) && !COMPOSE_ONLY.has(key)),
      ).toEqual([]);
    }
  });
});

describe('render.ts', () => {
  it('when a kustomization uses a field it does not implement, then it refuses instead of skipping it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kustomize-'));
    writeFileSync(path.join(dir, 'kustomization.yaml'), 'resources: []\ncommonLabels:\n  team: lezioni\n');
    try {
      expect(() => renderKustomization(dir)).toThrow('does not implement commonLabels');
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
