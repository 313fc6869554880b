import type { UserEvent } from '@lezioni/contracts';
import type { StudentsRepository } from '../data/students.repository';

/** Keeps this service's copy of a platform user from auth's event (ARCHITECTURE D13). */
export async function applyUserEvent(students: StudentsRepository, event: UserEvent): Promise<void> {
  await students.upsert(event.user, event.version);
}
