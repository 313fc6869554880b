import { upsertById } from '@lezioni/service-kit';
import type { Db } from './db';

export type CopiedContact = { id: string; name: string; email: string };

export type CalendarContact = CopiedContact & { totalBookings: number };

/** TidyCal's contacts: written by the sync, read for the teacher's Students tab. */
export function createContactsRepository(db: Db) {
  return {
    /** Writes TidyCal's current contacts over the copy; idempotent, like every write of the sync. */
    async copy(contacts: CopiedContact[], now: Date): Promise<void> {
      await upsertById(
        db,
        'contacts',
        contacts.map((contact) => ({ ...contact, synced_at: now })),
      );
    },

    /** The contacts with the most lessons booked (not cancelled), then by name. */
    async busiest(limit: number): Promise<CalendarContact[]> {
      const rows = await db
        .selectFrom('contacts as c')
        .leftJoin('bookings as b', (join) => join.onRef('b.contact_id', '=', 'c.id').on('b.cancelled_at', 'is', null))
        .select(['c.id', 'c.name', 'c.email', (eb) => eb.fn.count<number>('b.id').as('total_bookings')])
        .groupBy(['c.id', 'c.name', 'c.email'])
        .orderBy('total_bookings', 'desc')
        .orderBy('c.name')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        totalBookings: Number(row.total_bookings),
      }));
    },
  };
}
export type ContactsRepository = ReturnType<typeof createContactsRepository>;
