import type { UserEvent } from '@lezioni/contracts';
import type { BookingDeps } from './deps';

/** Keeps this service's copy of a platform user from auth's event (ARCHITECTURE D13). */
export async function applyUserEvent(deps: BookingDeps, event: UserEvent): Promise<void> {
  await deps.students.upsert(event.user, event.version);
}
