import { upsertById } from '@lezioni/service-kit';
import type { Db } from './db';

export type CopiedBookingType = { id: string; name: string; durationMinutes: number };

/** TidyCal's booking types as the sync writes them into the calendar copy. */
export function createBookingTypesRepository(db: Db) {
  return {
    /** Writes TidyCal's current types over the copy; idempotent, like every write of the sync. */
    async copy(types: CopiedBookingType[], now: Date): Promise<void> {
      await upsertById(
        db,
        'booking_types',
        types.map((type) => ({ id: type.id, name: type.name, duration_minutes: type.durationMinutes, synced_at: now })),
      );
    },
  };
}
export type BookingTypesRepository = ReturnType<typeof createBookingTypesRepository>;
