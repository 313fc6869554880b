import { DELETED_STUDENT_NAME, type UserEvent } from '@lezioni/contracts';
import type { BookingDeps } from './deps';

/**
 * Keeps this service's copy of a platform user from auth's event (ARCHITECTURE D13). A deleted
 * student's orders and ledger rows stay (accounting records); the copy is anonymised.
 */
export async function applyUserEvent(deps: BookingDeps, event: UserEvent): Promise<void> {
  if (event.type === 'user.deleted') return deps.students.anonymise(event.user.id, DELETED_STUDENT_NAME, event.version);
  await deps.students.upsert(event.user, event.version);
}
