import { BOOKING_MESSAGES, type SyncInfo } from '@lezioni/contracts';
import type { CalendarDeps } from './deps';

/** How fresh the calendar copy is, and what the teacher should know about it. */
export async function readSyncInfo(deps: CalendarDeps): Promise<SyncInfo> {
  const state = await deps.syncState.read();
  const isConnected = deps.tidycal !== null;
  const hasFailed = isConnected && state.lastError !== null;
  return {
    syncedAt: state.lastSuccessAt?.toISOString() ?? null,
    calendarConnected: isConnected,
    isDemoCalendar: isConnected && deps.isDemoCalendar,
    lastAttemptAt: state.lastAttemptAt?.toISOString() ?? null,
    lastSyncFailed: hasFailed,
    problem: isConnected ? state.lastError : BOOKING_MESSAGES.noCalendar,
  };
}
