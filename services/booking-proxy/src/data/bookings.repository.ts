import { copierOf } from './calendar-copy';
import type { Db } from './db';
import type { Lesson } from './lessons.repository';

/** A TidyCal booking as the sync copies it, already in this service's terms. */
export type CopiedBooking = Omit<Lesson, 'reminderFor'> & { contactId: string; bookingTypeId: string };

/** TidyCal's bookings as the sync writes them into the calendar copy. */
export function createBookingsRepository(db: Db) {
  return {
    /** Writes TidyCal's current view over the copy; `reminder_for` is the reminders' own column and is never touched here. */
    copy: copierOf(db, 'bookings', (booking: CopiedBooking, syncedAt) => ({
      id: booking.id,
      contact_id: booking.contactId,
      booking_type_id: booking.bookingTypeId,
      contact_email: booking.contactEmail,
      contact_name: booking.contactName,
      booking_type_name: booking.bookingTypeName,
      duration_minutes: booking.durationMinutes,
      starts_at: booking.startsAt,
      ends_at: booking.endsAt,
      cancelled_at: booking.cancelledAt,
      timezone: booking.timezone,
      meeting_url: booking.meetingUrl,
      synced_at: syncedAt,
    })),
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
