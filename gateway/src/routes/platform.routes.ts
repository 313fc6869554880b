import { Router } from 'express';
import type { PlatformStatus, RuntimeConfig } from '@lezioni/contracts';
import { requireRole } from '@lezioni/service-kit';
import type { GatewayConfig } from '../config';
import type { UpstreamName } from '../upstreams';

const READINESS_TIMEOUT_MS = 1_500;

/** The gateway's own calls: the runtime config of the pages (D8) and the teacher's status view. */
export function createPlatformRouter(config: GatewayConfig, upstreams: Record<UpstreamName, string | undefined>) {
  const router = Router();
  const runtimeConfig: RuntimeConfig = {
    teacherName: config.TEACHER_NAME ?? config.ADMIN_NAME,
    teacherAvatarUrl: config.TEACHER_AVATAR_URL,
    videoId: config.VIDEO_ID,
    bookingPageUrl: config.TIDYCAL_BOOKING_URL,
    bookingDashboardUrl: config.TIDYCAL_DASHBOARD_URL,
    productionHost: config.PRODUCTION_HOST,
    remotes: {
      marketing: config.REMOTE_MARKETING_URL,
      student: config.REMOTE_STUDENT_URL,
      admin: config.REMOTE_ADMIN_URL,
      chat: config.REMOTE_CHAT_URL,
    },
  };

  router.get('/api/config', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=60').json(runtimeConfig);
  });

  router.get('/api/status', requireRole('admin'), async (_req, res) => {
    const entries = await Promise.all(
      Object.entries(upstreams).map(
        async ([name, url]) => [name, url ? await readiness(url) : 'not_deployed'] as const,
      ),
    );
    const services = Object.fromEntries(entries);
    const degraded = entries.some(([, state]) => state === 'unavailable');
    const body: PlatformStatus = { status: degraded ? 'degraded' : 'ok', services };
    res.set('Cache-Control', 'no-store').json(body);
  });

  return router;
}

async function readiness(baseUrl: string): Promise<'ready' | 'unavailable'> {
  try {
    const answer = await fetch(new URL('/readyz', baseUrl), { signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) });
    return answer.ok ? 'ready' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}
