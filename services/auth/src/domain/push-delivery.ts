import { PREFERENCE_OF_PUSH, type ParsedPushJob } from '@lezioni/contracts';
import type { AuthDeps } from './deps';
import { isAllowedPushEndpoint, preferencesOf } from './push-subscriptions';
import { renderPush } from './push-texts';

/** What the push service's answer means for one device. */
type Outcome = 'delivered' | 'gone' | 'refused' | 'retry';

const outcomeOf = (status: number): Outcome => {
  if (status >= 200 && status < 300) return 'delivered';
  // The subscription expired or the user revoked it (RFC 8030 §7.3): never again.
  if (status === 404 || status === 410) return 'gone';
  // Too many pushes, or the service is away: later.
  if (status === 429 || status >= 500) return 'retry';
  // Anything else (400, 401, 413, a redirect) will not change by trying again.
  return 'refused';
};

/** A try failed for some devices: BullMQ tries the job again, for those only. */
export class PushNotDelivered extends Error {}

/** Which devices earlier tries of a job reached, and the record of each one reached now. */
export type PushProgress = {
  isReached(endpoint: string): boolean;
  onReached(endpoint: string): Promise<void>;
};

/**
 * Delivers one push job (D33) to every device of its recipient not reached by an earlier try
 * (`progress`), in their language, unless
 * they turned that kind off. A device the push service says is gone is forgotten; one it refuses
 * is skipped; one it cannot take now (429, 5xx, no answer) makes the job fail for a later try.
 */
export async function deliverPush(
  deps: Pick<AuthDeps, 'users' | 'push' | 'pushSettings' | 'logger'>,
  job: ParsedPushJob,
  progress: PushProgress,
): Promise<{ sent: number }> {
  const user = job.to === 'teacher' ? await deps.users.findAdmin() : await deps.users.findById(job.to);
  if (!user) return { sent: 0 };
  const preferences = await preferencesOf(deps, user.id);
  if (!preferences.kinds[PREFERENCE_OF_PUSH[job.kind]]) return { sent: 0 };
  const devices = (await deps.push.listOf(user.id)).filter((device) => !progress.isReached(device.endpoint));
  if (devices.length === 0) return { sent: 0 };
  const payload = JSON.stringify(
    renderPush(job, {
      language: user.language,
      timeZone: user.timeZone,
      role: user.role,
      showPreviews: preferences.showPreviews,
    }),
  );
  const urgency = job.kind === 'lesson-reminder' ? 'high' : 'normal';
  let sent = 0;
  let failed = 0;
  for (const device of devices) {
    // Checked again at send time: a row from before a narrower allow-list is never posted to.
    if (!isAllowedPushEndpoint(device.endpoint, deps.pushSettings.testHosts)) {
      await deps.push.deleteEndpoint(device.endpoint);
      continue;
    }
    const outcome = await deps.pushSettings
      .send(device, payload, { urgency })
      .then(outcomeOf)
      .catch((err: unknown) => {
        deps.logger.warn({ err: (err as Error).message, kind: job.kind }, 'push service did not answer');
        return 'retry' as const;
      });
    if (outcome === 'delivered') {
      sent += 1;
      await progress.onReached(device.endpoint);
    } else if (outcome === 'gone') {
      await deps.push.deleteEndpoint(device.endpoint);
    } else if (outcome === 'refused') {
      deps.logger.warn({ kind: job.kind, host: new URL(device.endpoint).host }, 'push refused by the push service');
    } else {
      failed += 1;
    }
  }
  if (failed > 0) throw new PushNotDelivered(`${failed} of ${devices.length} devices not reached yet`);
  return { sent };
}
