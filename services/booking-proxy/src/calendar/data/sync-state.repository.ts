import type { Db } from '../../shared/data/db';

export type SyncState = { lastAttemptAt: Date | null; lastSuccessAt: Date | null; lastError: string | null };

/** The one row that says when the calendar copy was last refreshed, and how that went. */
export function createSyncStateRepository(db: Db) {
  return {
    async read(): Promise<SyncState> {
      const row = await db
        .selectFrom('sync_state')
        .select(['last_attempt_at', 'last_success_at', 'last_error'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return { lastAttemptAt: row.last_attempt_at, lastSuccessAt: row.last_success_at, lastError: row.last_error };
    },

    /**
     * A run's outcome. `startedAt` guards against overlapping runs: a run that started before the one
     * already recorded does not overwrite it.
     */
    async recordOutcome(outcome: { startedAt: Date; finishedAt: Date; error: string | null }): Promise<void> {
      await db
        .updateTable('sync_state')
        .set((eb) => ({
          last_attempt_at: outcome.startedAt,
          last_error: outcome.error,
          last_success_at: outcome.error === null ? outcome.finishedAt : eb.ref('last_success_at'),
        }))
        .where('id', '=', 1)
        .where((eb) => eb.or([eb('last_attempt_at', 'is', null), eb('last_attempt_at', '<=', outcome.startedAt)]))
        .execute();
    },
  };
}
export type SyncStateRepository = ReturnType<typeof createSyncStateRepository>;
