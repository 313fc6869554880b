import { sql, type RawBuilder } from 'kysely';
import type { ExportedLedgerEntry } from '@lezioni/contracts';
import type { Db, LedgerEntriesTable } from '../../shared/data/db';

export type LotBalance = { lotId: string; balance: number; expiresAt: Date };

/** A consumed booking that has been cancelled since, with the lot its credit came from. */
export type UnsettledCancellation = {
  bookingId: string;
  lotId: string;
  startsAt: Date;
  cancelledAt: Date;
  lotExpiresAt: Date;
};

/** One lot as its student sees it: what is left, or (once expired) what it held when it expired. */
export type LotSummary = { lotId: string; expiresAt: Date; balance: number; heldAtExpiry: number };

/** `insert … on conflict do nothing` answers no row when the unique index says it was already written. */
const wasInserted = (result: { numInsertedOrUpdatedRows?: bigint }) => result.numInsertedOrUpdatedRows === 1n;

/**
 * Credit lots and their ledger. Each writer inserts "on conflict do nothing" against the partial
 * unique indexes of the migration, so a replayed or concurrent settlement writes nothing twice.
 */
export function createLedgerRepository(db: Db) {
  /** A lot's balance: the sum of its rows, for rows of `credit_lots as l`. */
  const balanceOfLot = sql<number>`(select coalesce(sum(e.credits), 0)::int from ledger_entries e where e.lot_id = l.id)`;

  /** True while no ledger row of one of `kinds` is about the booking in `bookingRef`, a column of the outer query. */
  const hasNoEntry = (bookingRef: 'b.id' | 'c.booking_id', kinds: LedgerEntriesTable['kind'][]) =>
    sql<boolean>`not exists (select 1 from ledger_entries e where e.booking_id = ${sql.ref(bookingRef)} and e.kind in (${sql.join(kinds)}))`;

  /** The student's lots that expire after `now` (`'>'`) or have expired at `now` (`'<='`) and still hold credits, first to expire first. */
  const lotsWithCredits = async (studentId: string, expiry: '>' | '<=', now: Date): Promise<LotBalance[]> => {
    const rows = await db
      .selectFrom('credit_lots as l')
      .select(['l.id', 'l.expires_at', balanceOfLot.as('balance')])
      .where('l.student_id', '=', studentId)
      .where('l.expires_at', expiry, now)
      .orderBy('l.expires_at')
      .orderBy('l.granted_at')
      .orderBy('l.id')
      .execute();
    return rows
      .map((row) => ({ lotId: row.id, balance: Number(row.balance), expiresAt: row.expires_at }))
      .filter((lot) => lot.balance > 0);
  };

  /**
   * Writes one ledger row unless the partial unique index on `column` where `indexPredicate` already
   * holds one (a replay or a concurrent run): true when written.
   */
  const writeOnce = async (
    entry: {
      studentId: string;
      lotId: string;
      bookingId: string | null;
      kind: LedgerEntriesTable['kind'];
      credits: number;
      at: Date;
    },
    column: 'booking_id' | 'lot_id',
    indexPredicate: RawBuilder<boolean>,
  ): Promise<boolean> => {
    const result = await db
      .insertInto('ledger_entries')
      .values({
        student_id: entry.studentId,
        lot_id: entry.lotId,
        booking_id: entry.bookingId,
        kind: entry.kind,
        credits: entry.credits,
        created_at: entry.at,
      })
      .onConflict((conflict) => conflict.column(column).where(indexPredicate).doNothing())
      .executeTakeFirst();
    return wasInserted(result);
  };

  return {
    /** The lot a confirmed order grants, with its `grant` row. */
    async grantLot(lot: {
      studentId: string;
      orderId: string;
      credits: number;
      grantedAt: Date;
      expiresAt: Date;
    }): Promise<string> {
      const { id } = await db
        .insertInto('credit_lots')
        .values({
          student_id: lot.studentId,
          order_id: lot.orderId,
          credits: lot.credits,
          granted_at: lot.grantedAt,
          expires_at: lot.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('ledger_entries')
        .values({
          student_id: lot.studentId,
          lot_id: id,
          kind: 'grant',
          credits: lot.credits,
          created_at: lot.grantedAt,
        })
        .execute();
      return id;
    },

    /**
     * Holds the student's ledger until the transaction ends: two settlements (two sync runs, two
     * replicas) can then never both spend a lot's last credit.
     */
    async lockStudent(studentId: string): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`booking:ledger:${studentId}`}, 0))`.execute(db);
    },

    /** Students with something to settle: an unpaid lesson and a usable credit, a cancellation, an expiry. */
    async studentsToSettle(now: Date): Promise<string[]> {
      const { rows } = await sql<{ student_id: string }>`
        select s.id as student_id
        from bookings b
        join students s on s.email = b.contact_email and s.role = 'student' and s.email_verified
        where b.cancelled_at is null
          and not exists (
            select 1 from ledger_entries c where c.kind = 'consume' and c.booking_id = b.id
          )
          and exists (
            select 1 from credit_lots l
            where l.student_id = s.id and l.expires_at > ${now}
              and (select coalesce(sum(e.credits), 0) from ledger_entries e where e.lot_id = l.id) > 0
          )
        union
        select c.student_id
        from ledger_entries c
        join bookings b on b.id = c.booking_id
        where c.kind = 'consume' and b.cancelled_at is not null
          and not exists (
            select 1 from ledger_entries s
            where s.booking_id = c.booking_id and s.kind in ('refund', 'forfeit')
          )
        union
        select l.student_id
        from credit_lots l
        where l.expires_at <= ${now}
          and (select coalesce(sum(e.credits), 0) from ledger_entries e where e.lot_id = l.id) > 0
      `.execute(db);
      return rows.map((row) => row.student_id);
    },

    async unsettledCancellationsOf(studentId: string): Promise<UnsettledCancellation[]> {
      const rows = await db
        .selectFrom('ledger_entries as c')
        .innerJoin('bookings as b', 'b.id', 'c.booking_id')
        .innerJoin('credit_lots as l', 'l.id', 'c.lot_id')
        .select(['b.id as booking_id', 'c.lot_id', 'b.starts_at', 'b.cancelled_at', 'l.expires_at'])
        .where('c.student_id', '=', studentId)
        .where('c.kind', '=', 'consume')
        .where('b.cancelled_at', 'is not', null)
        .where(hasNoEntry('c.booking_id', ['refund', 'forfeit']))
        .orderBy('b.starts_at')
        .execute();
      return rows.map((row) => ({
        bookingId: row.booking_id,
        lotId: row.lot_id,
        startsAt: row.starts_at,
        cancelledAt: row.cancelled_at!,
        lotExpiresAt: row.expires_at,
      }));
    },

    /**
     * The student's lessons no credit paid for yet, earliest first; cancelled ones cost nothing, and
     * none is theirs before their address is proven.
     */
    async unpaidBookingIdsOf(studentId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('bookings as b')
        .innerJoin('students as s', 's.email', 'b.contact_email')
        .select('b.id')
        .where('s.id', '=', studentId)
        .where('s.role', '=', 'student')
        .where('s.email_verified', '=', true)
        .where('b.cancelled_at', 'is', null)
        .where(hasNoEntry('b.id', ['consume']))
        .orderBy('b.starts_at')
        .orderBy('b.id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Lots still valid at `now` (a lot expiring exactly then is not) with credits left, first to expire first. */
    usableLotsOf(studentId: string, now: Date): Promise<LotBalance[]> {
      return lotsWithCredits(studentId, '>', now);
    },

    /** Lots past their expiry at `now` that still hold credits. */
    expiredLotsWithCreditsOf(studentId: string, now: Date): Promise<LotBalance[]> {
      return lotsWithCredits(studentId, '<=', now);
    },

    /** False when the booking had already consumed a credit. */
    async consume(entry: { studentId: string; lotId: string; bookingId: string; at: Date }): Promise<boolean> {
      return writeOnce({ ...entry, kind: 'consume', credits: -1 }, 'booking_id', sql<boolean>`kind = 'consume'`);
    },

    /** A cancelled lesson's settlement: `refund` gives the credit back, `forfeit` records it kept. False when already settled. */
    async settle(entry: {
      studentId: string;
      lotId: string;
      bookingId: string;
      kind: 'refund' | 'forfeit';
      at: Date;
    }): Promise<boolean> {
      const credits = entry.kind === 'refund' ? 1 : 0;
      return writeOnce({ ...entry, credits }, 'booking_id', sql<boolean>`kind in ('refund', 'forfeit')`);
    },

    /** Takes what is left of an expired lot. False when the lot had already expired. */
    async expireLot(entry: { studentId: string; lotId: string; credits: number; at: Date }): Promise<boolean> {
      const row = { ...entry, bookingId: null, kind: 'expire' as const, credits: -entry.credits };
      return writeOnce(row, 'lot_id', sql<boolean>`kind = 'expire' and booking_id is null`);
    },

    /** A money-back refund takes what is left of the order's lot. False when it was already withdrawn. */
    async withdrawLot(entry: { studentId: string; lotId: string; credits: number; at: Date }): Promise<boolean> {
      const row = { ...entry, bookingId: null, kind: 'withdraw' as const, credits: -entry.credits };
      return writeOnce(row, 'lot_id', sql<boolean>`kind = 'withdraw'`);
    },

    /** The lot a lesson's credit came from, with its student and expiry; undefined when no credit paid for it. */
    async consumedBy(bookingId: string): Promise<{ studentId: string; lotId: string; lotExpiresAt: Date } | undefined> {
      const row = await db
        .selectFrom('ledger_entries as e')
        .innerJoin('credit_lots as l', 'l.id', 'e.lot_id')
        .select(['e.student_id', 'e.lot_id', 'l.expires_at'])
        .where('e.booking_id', '=', bookingId)
        .where('e.kind', '=', 'consume')
        .executeTakeFirst();
      return row && { studentId: row.student_id, lotId: row.lot_id, lotExpiresAt: row.expires_at };
    },

    /** A pending lesson request's hold on one credit of `lotId` (issue 44). False when it already holds one. */
    async hold(entry: { studentId: string; lotId: string; requestId: string; at: Date }): Promise<boolean> {
      const row = { ...entry, bookingId: entry.requestId, kind: 'hold' as const, credits: -1 };
      return writeOnce(row, 'booking_id', sql<boolean>`kind = 'hold'`);
    },

    /**
     * Gives a request's held credit back to the lot it came from: the request ended unapproved, or was
     * approved (its lesson then consumes a credit). False when it held none, or gave it back already.
     */
    async release(entry: { requestId: string; at: Date }): Promise<boolean> {
      const held = await db
        .selectFrom('ledger_entries')
        .select(['student_id', 'lot_id'])
        .where('booking_id', '=', entry.requestId)
        .where('kind', '=', 'hold')
        .executeTakeFirst();
      if (!held) return false;
      const row = { studentId: held.student_id, lotId: held.lot_id, bookingId: entry.requestId, at: entry.at };
      return writeOnce({ ...row, kind: 'release', credits: 1 }, 'booking_id', sql<boolean>`kind = 'release'`);
    },

    /**
     * The forfeit of a lesson cancelled too late, with its student and lot, unless she has waived it
     * already (issue 44); undefined when its credit was not forfeited.
     */
    async forfeitOf(bookingId: string): Promise<{ studentId: string; lotId: string; lotExpiresAt: Date } | undefined> {
      const row = await db
        .selectFrom('ledger_entries as e')
        .innerJoin('credit_lots as l', 'l.id', 'e.lot_id')
        .select(['e.student_id', 'e.lot_id', 'l.expires_at'])
        .where('e.booking_id', '=', bookingId)
        .where('e.kind', '=', 'forfeit')
        .where(
          sql<boolean>`not exists (select 1 from ledger_entries w where w.booking_id = e.booking_id and w.kind = 'waive')`,
        )
        .executeTakeFirst();
      return row && { studentId: row.student_id, lotId: row.lot_id, lotExpiresAt: row.expires_at };
    },

    /** She gives a forfeited credit back after all. False when it was waived already. */
    async waive(entry: { studentId: string; lotId: string; bookingId: string; at: Date }): Promise<boolean> {
      return writeOnce({ ...entry, kind: 'waive', credits: 1 }, 'booking_id', sql<boolean>`kind = 'waive'`);
    },

    /** Takes back a credit refunded into a lot that had already expired. False when already taken. */
    async expireRefund(entry: { studentId: string; lotId: string; bookingId: string; at: Date }): Promise<boolean> {
      const row = { ...entry, kind: 'expire' as const, credits: -1 };
      return writeOnce(row, 'booking_id', sql<boolean>`kind = 'expire' and booking_id is not null`);
    },

    /** The student's lots that have not expired, or expired after `expiredSince`, first to expire first. */
    async lotSummariesOf(studentId: string, expiredSince: Date): Promise<LotSummary[]> {
      const rows = await db
        .selectFrom('credit_lots as l')
        .leftJoin('ledger_entries as e', 'e.lot_id', 'l.id')
        .select([
          'l.id',
          'l.expires_at',
          sql<number>`coalesce(sum(e.credits), 0)::int`.as('balance'),
          sql<number>`coalesce(sum(e.credits) filter (where e.kind <> 'expire'), 0)::int`.as('held_at_expiry'),
        ])
        .where('l.student_id', '=', studentId)
        .where('l.expires_at', '>', expiredSince)
        .groupBy(['l.id', 'l.expires_at'])
        .orderBy('l.expires_at')
        .orderBy('l.id')
        .execute();
      return rows.map((row) => ({
        lotId: row.id,
        expiresAt: row.expires_at,
        balance: Number(row.balance),
        heldAtExpiry: Number(row.held_at_expiry),
      }));
    },

    /** Every ledger row of the student, oldest first (their data export). */
    async entriesOf(studentId: string): Promise<ExportedLedgerEntry[]> {
      const rows = await db
        .selectFrom('ledger_entries')
        .select(['id', 'kind', 'credits', 'booking_id', 'created_at'])
        .where('student_id', '=', studentId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        credits: row.credits,
        lessonId: row.booking_id,
        createdAt: row.created_at.toISOString(),
      }));
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
