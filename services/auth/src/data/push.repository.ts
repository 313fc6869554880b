import { sql } from 'kysely';
import type { Db } from './db';

export type StoredPushSubscription = {
  endpoint: string;
  p256dh: string;
  authSecret: string;
  sessionId: string;
  deviceLabel: string | null;
  createdAt: Date;
};

export type NewPushSubscription = {
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  authSecret: string;
  deviceLabel: string | null;
};

/** auth's Web Push rows (D33): the devices' subscriptions and each account's choices. */
export function createPushRepository(db: Db) {
  return {
    /**
     * Stores a device's subscription, or renews it (same endpoint: new keys, now this session's and
     * this account's, as the browser signed in anew), then lets the account's oldest go past `maxPerUser`.
     */
    async upsert(subscription: NewPushSubscription, maxPerUser: number, now: Date): Promise<void> {
      await db
        .insertInto('push_subscriptions')
        .values({
          user_id: subscription.userId,
          session_id: subscription.sessionId,
          endpoint: subscription.endpoint,
          p256dh: subscription.p256dh,
          auth_secret: subscription.authSecret,
          device_label: subscription.deviceLabel,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.column('endpoint').doUpdateSet((eb) => ({
            user_id: eb.ref('excluded.user_id'),
            session_id: eb.ref('excluded.session_id'),
            p256dh: eb.ref('excluded.p256dh'),
            auth_secret: eb.ref('excluded.auth_secret'),
            device_label: eb.ref('excluded.device_label'),
            updated_at: now,
          })),
        )
        .execute();
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', subscription.userId)
        .where(
          'id',
          'not in',
          db
            .selectFrom('push_subscriptions')
            .select('id')
            .where('user_id', '=', subscription.userId)
            .orderBy('updated_at', 'desc')
            .limit(maxPerUser),
        )
        .execute();
    },

    async listOf(userId: string): Promise<StoredPushSubscription[]> {
      const rows = await db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'p256dh', 'auth_secret', 'session_id', 'device_label', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        authSecret: row.auth_secret,
        sessionId: row.session_id,
        deviceLabel: row.device_label,
        createdAt: row.created_at,
      }));
    },

    /** Removes one of the user's own subscriptions; false when they have none at that endpoint. */
    async deleteOwn(userId: string, endpoint: string): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** A push service said the subscription is gone (404, 410). */
    async deleteEndpoint(endpoint: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
    },

    /** The device signed out. */
    async deleteOfSession(sessionId: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('session_id', '=', sessionId).execute();
    },

    /** Every device signed out (a password reset) or the account deleted. */
    async deleteForUser(userId: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
    },

    async preferencesOf(userId: string): Promise<{ disabledKinds: string[]; showPreviews: boolean } | undefined> {
      const row = await db
        .selectFrom('push_preferences')
        .select(['disabled_kinds', 'show_previews'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && { disabledKinds: row.disabled_kinds, showPreviews: row.show_previews };
    },

    async savePreferences(userId: string, disabledKinds: string[], showPreviews: boolean, now: Date): Promise<void> {
      const kinds = sql<string[]>`${disabledKinds}::text[]`;
      await db
        .insertInto('push_preferences')
        .values({ user_id: userId, disabled_kinds: kinds, show_previews: showPreviews, updated_at: now })
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet({ disabled_kinds: kinds, show_previews: showPreviews, updated_at: now }),
        )
        .execute();
    },

    async deletePreferences(userId: string): Promise<void> {
      await db.deleteFrom('push_preferences').where('user_id', '=', userId).execute();
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
