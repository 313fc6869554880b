import type { Db } from '../../shared/data/db';

export type StoredPage = { state: Uint8Array; text: string; updatedAt: Date };

/** Each lesson's shared page: its Yjs document (one update) and its text. */
export function createLessonPagesRepository(db: Db) {
  return {
    async find(bookingId: string): Promise<StoredPage | undefined> {
      const row = await db
        .selectFrom('lesson_pages')
        .select(['state', 'text', 'updated_at'])
        .where('booking_id', '=', bookingId)
        .executeTakeFirst();
      return row && { state: new Uint8Array(row.state), text: row.text, updatedAt: row.updated_at };
    },

    /**
     * The page's state, its row locked until the transaction ends (made empty first if none): updates
     * from both sides and any replica are merged one after the other, none lost. Inside a transaction only.
     */
    async lockState(bookingId: string, now: Date): Promise<Uint8Array | null> {
      await db
        .insertInto('lesson_pages')
        .values({ booking_id: bookingId, state: Buffer.alloc(0), text: '', updated_at: now })
        .onConflict((conflict) => conflict.column('booking_id').doNothing())
        .execute();
      const row = await db
        .selectFrom('lesson_pages')
        .select('state')
        .where('booking_id', '=', bookingId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      return row.state.length > 0 ? new Uint8Array(row.state) : null;
    },

    /** The text of each of these lessons' pages that was written on, by lesson. */
    async textsOf(bookingIds: string[]): Promise<Array<{ bookingId: string; text: string; updatedAt: Date }>> {
      if (bookingIds.length === 0) return [];
      const rows = await db
        .selectFrom('lesson_pages')
        .select(['booking_id', 'text', 'updated_at'])
        .where('booking_id', 'in', bookingIds)
        .orderBy('booking_id')
        .execute();
      return rows.map((row) => ({ bookingId: row.booking_id, text: row.text, updatedAt: row.updated_at }));
    },

    /** The pages of these lessons go (their student deleted the account). */
    async removeOf(bookingIds: string[]): Promise<void> {
      if (bookingIds.length === 0) return;
      await db.deleteFrom('lesson_pages').where('booking_id', 'in', bookingIds).execute();
    },

    async save(bookingId: string, page: StoredPage): Promise<void> {
      await db
        .updateTable('lesson_pages')
        .set({ state: Buffer.from(page.state), text: page.text, updated_at: page.updatedAt })
        .where('booking_id', '=', bookingId)
        .execute();
    },
  };
}
export type LessonPagesRepository = ReturnType<typeof createLessonPagesRepository>;
