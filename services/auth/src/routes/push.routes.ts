import {
  PushPreferencesSchema,
  PushSubscriptionRequestSchema,
  PushUnsubscribeRequestSchema,
  type PushDevicesResponse,
  type PushPreferences,
  type PushPublicKeyResponse,
} from '@lezioni/contracts';
import { NO_STORE, createRouter, parseInput, requireUser } from '@lezioni/service-kit';
import type { AuthDeps } from '../domain/deps';
import { listDevices, preferencesOf, savePreferences, subscribe, unsubscribe } from '../domain/push-subscriptions';

/** Web Push for the settings card (D33): the key to subscribe with, this user's devices, their choices. */
export function createPushRouter(deps: AuthDeps) {
  const router = createRouter();

  router.get('/api/push/public-key', (_req, res) => {
    res.json({ publicKey: deps.pushSettings.publicKey } satisfies PushPublicKeyResponse);
  });

  router.get('/api/push/subscriptions', requireUser, async (req, res) => {
    res.set(NO_STORE).json({ devices: await listDevices(deps, req.user!) } satisfies PushDevicesResponse);
  });

  router.post('/api/push/subscriptions', requireUser, async (req, res) => {
    await subscribe(deps, req.user!, parseInput(PushSubscriptionRequestSchema, req.body));
    res.status(204).end();
  });

  router.delete('/api/push/subscriptions', requireUser, async (req, res) => {
    const { endpoint } = parseInput(PushUnsubscribeRequestSchema, req.body);
    await unsubscribe(deps, req.user!, endpoint);
    res.status(204).end();
  });

  router.get('/api/push/preferences', requireUser, async (req, res) => {
    res.set(NO_STORE).json((await preferencesOf(deps, req.user!.id)) satisfies PushPreferences);
  });

  router.put('/api/push/preferences', requireUser, async (req, res) => {
    const preferences = parseInput(PushPreferencesSchema, req.body);
    res.json((await savePreferences(deps, req.user!, preferences)) satisfies PushPreferences);
  });

  return router;
}
