import type { Insertable } from 'kysely';
import { upsertById } from '@lezioni/service-kit';
import type { Database, Db } from '../../shared/data/db';

type CopiedTable = 'bookings' | 'booking_types' | 'contacts';

/**
 * How the sync writes one of TidyCal's lists over its copy (ARCHITECTURE D9): each item, as `toRow`
 * puts it with the run's time, upserted by id. Idempotent: two runs that overlap write the same
 * rows, and the one that lands last wins with equally fresh data.
 */
export function copierOf<Item, Table extends CopiedTable>(
  db: Db,
  table: Table,
  toRow: (item: Item, syncedAt: Date) => Insertable<Database[Table]>,
) {
  return async (items: Item[], now: Date): Promise<void> => {
    await upsertById(
      db,
      table,
      items.map((item) => toRow(item, now)),
    );
  };
}
