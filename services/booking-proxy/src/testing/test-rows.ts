import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Language } from '@lezioni/contracts';
import { sessionCookieFor, uniqueEmail } from '@lezioni/service-kit/testing';
import type { Db, LedgerEntriesTable } from '../shared/data/db';
import { createLedgerRepository } from '../credits/data/ledger.repository';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Writes what the sync and auth's user events would write, and reads back the ledger, in `db`
 * (a schema of the test's own: openBookingTestDeps).
 */
export function testRowsIn(db: Db) {
  /** A booking's or a lot's ledger rows, oldest first. */
  const entriesWhere = (column: 'booking_id' | 'lot_id', id: string) =>
    db.selectFrom('ledger_entries').where(column, '=', id).orderBy('created_at');

  return {
    /**
     * A platform user as auth's user events leave them in the copy; a fresh id and email per call.
     * Their address is proven unless `isEmailVerified` is false; their language unknown unless given.
     */
    async addStudent(
      options: { role?: 'student' | 'admin'; name?: string; isEmailVerified?: boolean; language?: Language } = {},
    ) {
      const student = { id: randomUUID(), name: options.name ?? 'Anna Bianchi', email: uniqueEmail() };
      await db
        .insertInto('students')
        .values({
          ...student,
          role: options.role ?? 'student',
          email_verified: options.isEmailVerified ?? true,
          version: 1,
          language: options.language,
        })
        .execute();
      return student;
    },

    /** auth's event that the student followed the confirmation link, as the copy keeps it. */
    async verifyStudent(studentId: string): Promise<void> {
      await db.updateTable('students').set({ email_verified: true }).where('id', '=', studentId).execute();
    },

    /** A lesson in the calendar copy, as the sync writes it (TidyCal's id is text): a fresh id unless given. */
    async addBooking(options: { id?: string; email: string; startsAt: Date; cancelledAt?: Date }): Promise<string> {
      const id = options.id ?? `tc-${randomUUID()}`;
      await db
        .insertInto('bookings')
        .values({
          id,
          contact_id: `contact-${options.email}`,
          booking_type_id: 'lesson-50',
          contact_email: options.email,
          contact_name: 'Anna Bianchi',
          booking_type_name: '50-minute lesson',
          duration_minutes: 50,
          starts_at: options.startsAt,
          ends_at: new Date(options.startsAt.getTime() + 50 * 60_000),
          cancelled_at: options.cancelledAt ?? null,
          timezone: 'Europe/Rome',
          meeting_url: null,
          synced_at: new Date(),
        })
        .execute();
      return id;
    },

    /** The sync seeing a lesson cancelled in TidyCal. */
    async cancelBooking(bookingId: string, cancelledAt: Date): Promise<void> {
      await db.updateTable('bookings').set({ cancelled_at: cancelledAt }).where('id', '=', bookingId).execute();
    },

    /** A confirmed order's lot, granted and expiring when the test says. */
    async grantLot(studentId: string, options: { credits: number; grantedAt: Date; expiresAt: Date }) {
      const order = await db
        .insertInto('orders')
        .values({
          student_id: studentId,
          package_id: 'five',
          credits: options.credits,
          price_eur: options.credits * 20,
          status: 'confirmed',
          created_at: options.grantedAt,
          decided_at: options.grantedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return createLedgerRepository(db).grantLot({ studentId, orderId: order.id, ...options });
    },

    /** An order confirmed and paid by transfer at `paidAt`, its payment numbered as the schema of the moment numbers it. */
    async addPaidOrder(studentId: string, paidAt: Date): Promise<string> {
      const order = await db
        .insertInto('orders')
        .values({
          student_id: studentId,
          package_id: 'single',
          credits: 1,
          price_eur: 20,
          status: 'confirmed',
          decided_at: paidAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('payments')
        .values({ order_id: order.id, student_id: studentId, method: 'transfer', amount_cents: 2_000, paid_at: paidAt })
        .execute();
      return order.id;
    },

    async entriesOfBooking(bookingId: string): Promise<Pick<LedgerEntriesTable, 'kind' | 'credits' | 'lot_id'>[]> {
      return entriesWhere('booking_id', bookingId)
        .select(['kind', 'credits', 'lot_id'])
        .orderBy(sql`case kind when 'consume' then 0 when 'refund' then 1 when 'forfeit' then 1 else 2 end`)
        .execute();
    },

    async entriesOfLot(lotId: string): Promise<Pick<LedgerEntriesTable, 'kind' | 'credits' | 'booking_id'>[]> {
      return entriesWhere('lot_id', lotId).select(['kind', 'credits', 'booking_id']).execute();
    },

    /** The sum of the lot's ledger rows. */
    async balanceOf(lotId: string): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .select(sql<number>`coalesce(sum(credits), 0)::int`.as('balance'))
        .where('lot_id', '=', lotId)
        .executeTakeFirstOrThrow();
      return row.balance;
    },
  };
}
export type TestRows = ReturnType<typeof testRowsIn>;

/** A session cookie for a platform user, signed as auth would sign it. */
export const cookieOf = (user: { id: string; name: string }, role: 'student' | 'admin' = 'student') =>
  sessionCookieFor({ id: user.id, role, name: user.name });

/** A verified student (unless told otherwise) holding `credits` lesson credits for 180 days, with their cookie. */
export async function studentWithCredits(
  rows: Pick<TestRows, 'addStudent' | 'grantLot'>,
  credits: number,
  options: { isEmailVerified?: boolean } = {},
) {
  const student = await rows.addStudent(options);
  if (credits > 0)
    await rows.grantLot(student.id, { credits, grantedAt: new Date(), expiresAt: new Date(Date.now() + 180 * DAY_MS) });
  return { ...student, cookie: cookieOf(student) };
}
