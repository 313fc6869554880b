import { copierOf } from './calendar-copy';
import type { Db } from './db';

export type CopiedContact = { id: string; name: string; email: string };

export type CalendarContact = CopiedContact & { totalBookings: number };

/** TidyCal's contacts: written by the sync, read for the teacher's Students tab. */
export function createContactsRepository(db: Db) {
  return {
    copy: copierOf(db, 'contacts', (contact: CopiedContact, syncedAt) => ({ ...contact, synced_at: syncedAt })),

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
