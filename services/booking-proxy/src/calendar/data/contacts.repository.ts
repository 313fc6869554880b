import { copierOf } from './calendar-copy';
import { ERASED_CONTACT } from './bookings.repository';
import type { Db } from '../../shared/data/db';

/** Ids per statement: well under PostgreSQL's 65535 parameters. */
const IDS_PER_STATEMENT = 1_000;

export type CopiedContact = { id: string; name: string; email: string };

export type CalendarContact = CopiedContact & { totalBookings: number };

/** TidyCal's contacts: written by the sync, read for the teacher's Students tab. */
export function createContactsRepository(db: Db) {
  const copier = copierOf(db, 'contacts', (contact: CopiedContact, syncedAt) => ({ ...contact, synced_at: syncedAt }));
  return {
    /** Writes TidyCal's contacts over the copy; a deleted account's contact keeps its erased name and address. */
    async copy(contacts: CopiedContact[], now: Date): Promise<void> {
      const ids = contacts.map((contact) => contact.id);
      const erased = new Set<string>();
      for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
        const rows = await db
          .selectFrom('contacts')
          .select('id')
          .where('id', 'in', ids.slice(start, start + IDS_PER_STATEMENT))
          .where('erased_at', 'is not', null)
          .execute();
        for (const row of rows) erased.add(row.id);
      }
      await copier(
        contacts.map((contact) => (erased.has(contact.id) ? { ...contact, ...ERASED_CONTACT } : contact)),
        now,
      );
    },

    /** A deleted account's contact (its proven address `email`): name and address replaced for good. */
    async erase(email: string, now: Date): Promise<void> {
      await db
        .updateTable('contacts')
        .set({ ...ERASED_CONTACT, erased_at: now })
        .where('email', '=', email)
        .execute();
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
