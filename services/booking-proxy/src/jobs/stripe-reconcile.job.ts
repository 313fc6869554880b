import type { Logger } from '@lezioni/service-kit';
import type { ReconcileCounts } from '../payments/domain/payments';
import { startRepeatingJob } from './repeating.job';

/** The BullMQ queue of reconciliation runs, under the deployment's REDIS_PREFIX. */
export const STRIPE_RECONCILE_QUEUE = 'stripe-reconcile';

/**
 * Asks Stripe for the recent Checkout Sessions every `intervalMs` (ARCHITECTURE D24), so a payment
 * whose webhook was lost still grants within minutes; one run at a time across the replicas.
 */
export function startStripeReconcileWorker(options: {
  redisUrl: string;
  prefix: string;
  intervalMs: number;
  logger: Logger;
  reconcile: () => Promise<ReconcileCounts>;
}) {
  return startRepeatingJob({ ...options, queueName: STRIPE_RECONCILE_QUEUE, run: options.reconcile });
}
