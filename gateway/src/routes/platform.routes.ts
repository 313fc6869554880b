import { QUEUES_DASHBOARD_PATH, type PlatformStatus, type RuntimeConfig, type UpstreamName } from '@lezioni/contracts';
import { NO_STORE, createRouter, requireRole } from '@lezioni/service-kit';

const READINESS_TIMEOUT_MS = 1_500;

/** The gateway's own calls: the runtime config of the pages (D8), the teacher's status view, and the way to the queue dashboard. */
export function createPlatformRouter(
  runtimeConfig: RuntimeConfig,
  upstreams: Record<UpstreamName, string[] | undefined>,
) {
  const router = createRouter();

  router.get('/api/config', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=60').json(runtimeConfig);
  });

  router.get('/api/status', requireRole('admin'), async (_req, res) => {
    const entries = await Promise.all(
      Object.entries(upstreams).map(
        async ([name, urls]) => [name, urls ? await checkReadiness(urls) : 'not_deployed'] as const,
      ),
    );
    const isDegraded = entries.some(([, state]) => state === 'unavailable');
    const body: PlatformStatus = { status: isDegraded ? 'degraded' : 'ok', services: Object.fromEntries(entries) };
    res.set(NO_STORE).json(body);
  });

  // The teacher's queue dashboard lives with the service that owns the queues, under the API.
  router.get('/admin/queues', (_req, res) => {
    res.redirect(QUEUES_DASHBOARD_PATH);
  });

  return router;
}

async function checkReadiness(replicas: string[]): Promise<'ready' | 'unavailable'> {
  try {
    await isUpstreamReady(replicas);
    return 'ready';
  } catch {
    return 'unavailable';
  }
}

/** Resolves when one of the upstream's replicas says it is ready (the others' calls go to it); throws otherwise. */
async function isUpstreamReady(replicas: string[]): Promise<void> {
  await Promise.any(
    replicas.map(async (baseUrl) => {
      const answer = await fetch(new URL('/readyz', baseUrl), { signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) });
      if (!answer.ok) throw new Error(`${baseUrl} answered ${answer.status}`);
    }),
  );
}
