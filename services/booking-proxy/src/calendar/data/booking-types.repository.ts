import { copierOf } from './calendar-copy';
import type { Db } from '../../shared/data/db';

export type CopiedBookingType = { id: string; name: string; durationMinutes: number };

/** TidyCal's booking types as the sync writes them into the calendar copy. */
export function createBookingTypesRepository(db: Db) {
  return {
    copy: copierOf(db, 'booking_types', ({ durationMinutes, ...type }: CopiedBookingType, syncedAt) => ({
      ...type,
      duration_minutes: durationMinutes,
      synced_at: syncedAt,
    })),
  };
}
export type BookingTypesRepository = ReturnType<typeof createBookingTypesRepository>;
