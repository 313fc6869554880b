import { RESTART_POLICY } from '@lezioni/local-platform';

const MINUTE_MS = 60_000;

export type RestartDecision =
  { action: 'restart'; delayMs: number } | { action: 'give-up'; restartsInLastMinute: number };

/**
 * What to do when a service exited unexpectedly at `now`, given when it was restarted before: wait a
 * little longer each time it fails again within a minute, and give up once it keeps failing.
 */
export function decideRestart(restartedAt: readonly number[], now: number, policy = RESTART_POLICY): RestartDecision {
  const recent = restartedAt.filter((time) => now - time < MINUTE_MS).length;
  if (recent >= policy.maxRestartsPerMinute) return { action: 'give-up', restartsInLastMinute: recent };
  return { action: 'restart', delayMs: Math.min(policy.firstDelayMs * 2 ** recent, policy.maxDelayMs) };
}
