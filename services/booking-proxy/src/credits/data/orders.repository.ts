import { sql } from 'kysely';
import type { AdminOrder, Order, PackageId, PaymentMethod, Refund } from '@lezioni/contracts';
import type { Db } from '../../shared/data/db';
import { shownEmail } from '../../shared/data/students.repository';

/** An order as stored, with its payment, refund and credits: what the use cases judge before answering an `Order`. */
export type OrderRecord = {
  studentId: string;
  /** Everything of the answer but the refund window and offer and the bank details, which the domain decides. */
  order: Omit<Order, 'refundableUntil' | 'refundOffer' | 'bankTransfer'>;
  payment: { id: string; paidAt: Date; amountCents: number; method: PaymentMethod; intent: string | null } | null;
  /** The order's credit lot: its id, and what is left of it (after consumptions, expiry, withdrawal). */
  lot: { id: string; credits: number; balance: number; expiresAt: Date } | null;
  stripeSessionId: string | null;
  withdrawalConsentAt: Date | null;
};

/** What a use case needs while it holds the order's row. */
export type LockedOrder = {
  id: string;
  studentId: string;
  packageId: PackageId;
  credits: number;
  priceEur: number;
  status: Order['status'];
  paymentMethod: PaymentMethod;
  stripeSessionId: string | null;
};

export type OrderStudent = AdminOrder['student'];

export function createOrdersRepository(db: Db) {
  const selectRecords = () =>
    db
      .selectFrom('orders as o')
      .leftJoin('payments as p', 'p.order_id', 'o.id')
      .leftJoin('refunds as r', 'r.order_id', 'o.id')
      .leftJoin('credit_lots as l', 'l.order_id', 'o.id')
      .selectAll('o')
      .select([
        'p.id as payment_id',
        'p.paid_at',
        'p.amount_cents as paid_cents',
        'p.method as paid_by',
        'p.stripe_payment_intent',
        'p.receipt_number',
        'r.id as refund_id',
        'r.status as refund_status',
        'r.amount_cents as refund_cents',
        'r.lessons_used',
        'r.credits_withdrawn',
        'r.requested_at',
        'r.decided_at as refund_decided_at',
        'l.id as lot_id',
        'l.credits as lot_credits',
        'l.expires_at as lot_expires_at',
        sql<number>`(select coalesce(sum(e.credits), 0)::int from ledger_entries e where e.lot_id = l.id)`.as(
          'lot_balance',
        ),
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof selectRecords>['executeTakeFirstOrThrow']>>;

  const toRecord = (row: Row): OrderRecord => {
    const refund: Refund | null = row.refund_id
      ? {
          id: row.refund_id,
          status: row.refund_status!,
          amountCents: row.refund_cents!,
          lessonsUsed: row.lessons_used!,
          creditsWithdrawn: row.credits_withdrawn!,
          requestedAt: row.requested_at!.toISOString(),
          decidedAt: row.refund_decided_at?.toISOString() ?? null,
        }
      : null;
    return {
      studentId: row.student_id,
      order: {
        id: row.id,
        packageId: row.package_id,
        credits: row.credits,
        priceEur: row.price_eur,
        priceCents: row.price_eur * 100,
        status: row.status,
        paymentMethod: row.payment_method,
        createdAt: row.created_at.toISOString(),
        decidedAt: row.decided_at?.toISOString() ?? null,
        checkoutUrl: row.status === 'pending' ? row.checkout_url : null,
        receiptNumber: row.receipt_number ?? null,
        refund,
      },
      payment: row.payment_id
        ? {
            id: row.payment_id,
            paidAt: row.paid_at!,
            amountCents: row.paid_cents!,
            method: row.paid_by!,
            intent: row.stripe_payment_intent ?? null,
          }
        : null,
      lot: row.lot_id
        ? {
            id: row.lot_id,
            credits: row.lot_credits!,
            balance: Number(row.lot_balance),
            expiresAt: row.lot_expires_at!,
          }
        : null,
      stripeSessionId: row.stripe_session_id,
      withdrawalConsentAt: row.withdrawal_consent_at,
    };
  };

  /** Students from the copy of auth's users; one whose user event has not arrived yet is shown by id. */
  async function studentsByIds(ids: string[]): Promise<Map<string, OrderStudent>> {
    const unique = [...new Set(ids)];
    const rows =
      unique.length === 0
        ? []
        : await db.selectFrom('students').select(['id', 'name', 'email']).where('id', 'in', unique).execute();
    const byId = new Map(rows.map((row) => [row.id, { ...row, email: shownEmail(row.id, row.email) }]));
    return new Map(unique.map((id) => [id, byId.get(id) ?? { id, name: '', email: '' }]));
  }

  return {
    /** The new pending order's id, or undefined when the student already has one (the partial unique index decides races). */
    async createPending(order: {
      studentId: string;
      packageId: PackageId;
      credits: number;
      priceEur: number;
      paymentMethod: PaymentMethod;
      withdrawalConsentAt: Date | null;
    }): Promise<string | undefined> {
      const row = await db
        .insertInto('orders')
        .values({
          student_id: order.studentId,
          package_id: order.packageId,
          credits: order.credits,
          price_eur: order.priceEur,
          status: 'pending',
          decided_at: null,
          payment_method: order.paymentMethod,
          withdrawal_consent_at: order.withdrawalConsentAt,
        })
        .onConflict((conflict) =>
          conflict
            .column('student_id')
            .where(sql<boolean>`status = 'pending'`)
            .doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Where a card order is paid: its Checkout Session and hosted page. */
    async attachCheckout(id: string, sessionId: string, url: string): Promise<void> {
      await db
        .updateTable('orders')
        .set({ stripe_session_id: sessionId, checkout_url: url })
        .where('id', '=', id)
        .execute();
    },

    /** Newest first. */
    async listOfStudent(studentId: string): Promise<OrderRecord[]> {
      const rows = await selectRecords()
        .where('o.student_id', '=', studentId)
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .execute();
      return rows.map(toRecord);
    },

    async findById(id: string): Promise<OrderRecord | undefined> {
      const row = await selectRecords().where('o.id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    /** Holds the order's row until the transaction ends: two events about one payment are applied one after the other. */
    async lockById(id: string): Promise<LockedOrder | undefined> {
      const row = await db.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      return (
        row && {
          id: row.id,
          studentId: row.student_id,
          packageId: row.package_id,
          credits: row.credits,
          priceEur: row.price_eur,
          status: row.status,
          paymentMethod: row.payment_method,
          stripeSessionId: row.stripe_session_id,
        }
      );
    },

    /** Confirms or cancels a pending order; the student's id, or undefined when it is not (or no longer) pending. */
    async decide(id: string, status: 'confirmed' | 'cancelled', at: Date): Promise<string | undefined> {
      const row = await db
        .updateTable('orders')
        .set({ status, decided_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('student_id')
        .executeTakeFirst();
      return row?.student_id;
    },

    /** Its payment was recorded: the order is confirmed (callers grant only an order awaiting payment). */
    async markPaid(id: string, at: Date): Promise<void> {
      await db
        .updateTable('orders')
        .set({ status: 'confirmed', decided_at: at })
        .where('id', '=', id)
        .where('status', '<>', 'confirmed')
        .execute();
    },

    /**
     * Every pending order and every order whose refund request waits, oldest first, then the
     * `decidedLimit` latest decided ones, each with its student.
     */
    async listForTeacher(decidedLimit: number): Promise<Array<OrderRecord & { student: OrderStudent }>> {
      const waiting = await selectRecords()
        .where((eb) => eb.or([eb('o.status', '=', 'pending'), eb('r.status', '=', 'requested')]))
        .orderBy('o.created_at')
        .orderBy('o.id')
        .execute();
      const decided = await selectRecords()
        .where('o.status', '<>', 'pending')
        .where((eb) => eb.or([eb('r.status', 'is', null), eb('r.status', '<>', 'requested')]))
        .orderBy('o.decided_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(decidedLimit)
        .execute();
      const records = [...waiting, ...decided].map(toRecord);
      const students = await studentsByIds(records.map((record) => record.studentId));
      return records.map((record) => ({ ...record, student: students.get(record.studentId)! }));
    },

    async studentOf(studentId: string): Promise<OrderStudent> {
      return (await studentsByIds([studentId])).get(studentId)!;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
