import { sql } from 'kysely';
import type { Db } from '../../shared/data/db';

/** A student's waiting entry: hours as instants, a lesson length. */
export type WaitlistEntry = {
  id: string;
  studentId: string;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  createdAt: Date;
};

/** A freed time held for an entry's student until `offeredUntil`: a `lesson_requests` row in status `offered`. */
export type WaitlistOffer = {
  id: string;
  entryId: string;
  studentId: string;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  offeredUntil: Date;
};

// PostgreSQL's exclusion_violation (another holder of part of the time) and unique_violation (the entry has an offer).
const REFUSED = new Set(['23P01', '23505']);

const ENTRY_COLUMNS = ['id', 'student_id', 'starts_at', 'ends_at', 'duration_minutes', 'created_at'] as const;
const toEntry = (row: {
  id: string;
  student_id: string;
  starts_at: Date;
  ends_at: Date;
  duration_minutes: number;
  created_at: Date;
}): WaitlistEntry => ({
  id: row.id,
  studentId: row.student_id,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  durationMinutes: row.duration_minutes,
  createdAt: row.created_at,
});

const OFFER_COLUMNS = [
  'id',
  'waitlist_entry_id',
  'student_id',
  'starts_at',
  'ends_at',
  'duration_minutes',
  'offered_until',
] as const;
const toOffer = (row: {
  id: string;
  waitlist_entry_id: string | null;
  student_id: string;
  starts_at: Date;
  ends_at: Date;
  duration_minutes: number;
  offered_until: Date | null;
}): WaitlistOffer => ({
  id: row.id,
  // An offer always has both (lesson_requests_offer_has_entry).
  entryId: row.waitlist_entry_id!,
  studentId: row.student_id,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  durationMinutes: row.duration_minutes,
  offeredUntil: row.offered_until!,
});

/** The waitlist (issue 44): students' entries, and the offers that hold freed times for them. */
export function createWaitlistRepository(db: Db) {
  return {
    async join(entry: WaitlistEntry): Promise<void> {
      await db
        .insertInto('waitlist_entries')
        .values({
          id: entry.id,
          student_id: entry.studentId,
          starts_at: entry.startsAt,
          ends_at: entry.endsAt,
          duration_minutes: entry.durationMinutes,
          status: 'waiting',
          created_at: entry.createdAt,
          ended_at: null,
        })
        .execute();
    },

    /** The student's entries still waiting whose hours have not passed, earliest hours first. */
    async waitingOf(studentId: string, now: Date): Promise<WaitlistEntry[]> {
      const rows = await db
        .selectFrom('waitlist_entries')
        .select(ENTRY_COLUMNS)
        .where('student_id', '=', studentId)
        .where('status', '=', 'waiting')
        .where('ends_at', '>', now)
        .orderBy('starts_at')
        .execute();
      return rows.map(toEntry);
    },

    /**
     * Entries waiting, in the order they were made, whose hours end after `after` (a lesson may
     * still start within them) and that hold no offer now: the ones a freed time may go to.
     */
    async toOffer(after: Date): Promise<WaitlistEntry[]> {
      const rows = await db
        .selectFrom('waitlist_entries as e')
        .select(ENTRY_COLUMNS.map((column) => `e.${column}` as const))
        .where('e.status', '=', 'waiting')
        .where('e.ends_at', '>', after)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('lesson_requests as r')
                .select('r.id')
                .whereRef('r.waitlist_entry_id', '=', 'e.id')
                .where('r.status', '=', 'offered'),
            ),
          ),
        )
        .orderBy('e.created_at')
        .orderBy('e.id')
        .execute();
      return rows.map(toEntry);
    },

    /** Ends the student's waiting entry `id` as `status`; false when it is not theirs and waiting. */
    async end(id: string, studentId: string, status: 'taken' | 'left' | 'lapsed', at: Date): Promise<boolean> {
      const result = await db
        .updateTable('waitlist_entries')
        .set({ status, ended_at: at })
        .where('id', '=', id)
        .where('student_id', '=', studentId)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Holds `offer`'s time, and the `bufferMinutes` after it, for its student. False when another
     * request or offer holds part of it, or the entry holds an offer already: the transaction it
     * ran in is then aborted, and must end.
     */
    async offer(offer: WaitlistOffer & { bufferMinutes: number; createdAt: Date }): Promise<boolean> {
      const heldUntil = new Date(offer.endsAt.getTime() + offer.bufferMinutes * 60_000);
      try {
        await db
          .insertInto('lesson_requests')
          .values({
            id: offer.id,
            student_id: offer.studentId,
            lesson_id: offer.id,
            starts_at: offer.startsAt,
            ends_at: offer.endsAt,
            duration_minutes: offer.durationMinutes,
            held: sql<string>`tstzrange(${offer.startsAt}, ${heldUntil}, '[)')`,
            status: 'offered',
            created_at: offer.createdAt,
            decided_at: null,
            waitlist_entry_id: offer.entryId,
            offered_until: offer.offeredUntil,
          })
          .execute();
        return true;
      } catch (err) {
        if (REFUSED.has((err as { code?: string }).code ?? '')) return false;
        throw err;
      }
    },

    /** The offers held for the student now, earliest time first. */
    async offersOf(studentId: string): Promise<WaitlistOffer[]> {
      const rows = await db
        .selectFrom('lesson_requests')
        .select(OFFER_COLUMNS)
        .where('student_id', '=', studentId)
        .where('status', '=', 'offered')
        .orderBy('starts_at')
        .execute();
      return rows.map(toOffer);
    },

    /**
     * The offer `id`, held or lapsed (`lapsed`), locked until the transaction ends: it is taken
     * once. Undefined for anything else (taken already, withdrawn, a request).
     */
    async findOfferForUpdate(id: string): Promise<(WaitlistOffer & { lapsed: boolean }) | undefined> {
      const row = await db
        .selectFrom('lesson_requests')
        .select([...OFFER_COLUMNS, 'status'])
        .where('id', '=', id)
        .where('status', 'in', ['offered', 'lapsed'])
        .forUpdate()
        .executeTakeFirst();
      return row && { ...toOffer(row), lapsed: row.status === 'lapsed' };
    },

    /** The offer becomes its student's pending request: the same row, so its time stays held throughout. */
    async take(id: string): Promise<void> {
      await db
        .updateTable('lesson_requests')
        .set({ status: 'pending' })
        .where('id', '=', id)
        .where('status', '=', 'offered')
        .execute();
    },

    /**
     * Offers held past their time lapse, and so do their entries (the time goes to the next in
     * order). Answers the students whose offers lapsed.
     */
    async lapseOffers(now: Date): Promise<string[]> {
      const lapsed = await db
        .updateTable('lesson_requests')
        .set({ status: 'lapsed', decided_at: now })
        .where('status', '=', 'offered')
        .where('offered_until', '<=', now)
        .returning(['waitlist_entry_id', 'student_id'])
        .execute();
      const entryIds = lapsed.flatMap((row) => (row.waitlist_entry_id ? [row.waitlist_entry_id] : []));
      if (entryIds.length > 0)
        await db
          .updateTable('waitlist_entries')
          .set({ status: 'lapsed', ended_at: now })
          .where('id', 'in', entryIds)
          .where('status', '=', 'waiting')
          .execute();
      return lapsed.map((row) => row.student_id);
    },

    /** The offer held for entry `entryId` is withdrawn (she left the waitlist): its time is free. */
    async withdrawOfferOf(entryId: string, at: Date): Promise<void> {
      await db
        .updateTable('lesson_requests')
        .set({ status: 'cancelled', decided_at: at })
        .where('waitlist_entry_id', '=', entryId)
        .where('status', '=', 'offered')
        .execute();
    },

    /** Every waiting entry of the student ends, and the offers held for them are withdrawn (the account was deleted). */
    async leaveAll(studentId: string, at: Date): Promise<void> {
      await db
        .updateTable('lesson_requests')
        .set({ status: 'cancelled', decided_at: at })
        .where('student_id', '=', studentId)
        .where('status', '=', 'offered')
        .execute();
      await db
        .updateTable('waitlist_entries')
        .set({ status: 'left', ended_at: at })
        .where('student_id', '=', studentId)
        .where('status', '=', 'waiting')
        .execute();
    },
  };
}
export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
