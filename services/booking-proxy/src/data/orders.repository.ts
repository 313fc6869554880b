import { sql, type Selectable } from 'kysely';
import type { AdminOrder, Order, PackageId } from '@lezioni/contracts';
import type { Db, OrdersTable } from './db';

/** An order and whose it is: what the use cases check before answering with an `Order`. */
export type OwnedOrder = { studentId: string; order: Order };

const toOrder = (row: Selectable<OrdersTable>): Order => ({
  id: row.id,
  packageId: row.package_id,
  credits: row.credits,
  priceEur: row.price_eur,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

const toOwnedOrder = (row: Selectable<OrdersTable>): OwnedOrder => ({ studentId: row.student_id, order: toOrder(row) });

export type OrderStudent = AdminOrder['student'];

export function createOrdersRepository(db: Db) {
  /** Students from the copy of auth's users; one whose user event has not arrived yet is shown by id. */
  async function studentsByIds(ids: string[]): Promise<Map<string, OrderStudent>> {
    const unique = [...new Set(ids)];
    const rows =
      unique.length === 0
        ? []
        : await db.selectFrom('students').select(['id', 'name', 'email']).where('id', 'in', unique).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return new Map(unique.map((id) => [id, byId.get(id) ?? { id, name: '', email: '' }]));
  }

  return {
    /** The new pending order, or undefined when the student already has one (the partial unique index decides races). */
    async createPending(order: {
      studentId: string;
      packageId: PackageId;
      credits: number;
      priceEur: number;
    }): Promise<Order | undefined> {
      const row = await db
        .insertInto('orders')
        .values({
          student_id: order.studentId,
          package_id: order.packageId,
          credits: order.credits,
          price_eur: order.priceEur,
          status: 'pending',
          decided_at: null,
        })
        .onConflict((conflict) =>
          conflict
            .column('student_id')
            .where(sql<boolean>`status = 'pending'`)
            .doNothing(),
        )
        .returningAll()
        .executeTakeFirst();
      return row && toOrder(row);
    },

    /** Newest first. */
    async listOfStudent(studentId: string): Promise<Order[]> {
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where('student_id', '=', studentId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toOrder);
    },

    async findById(id: string): Promise<OwnedOrder | undefined> {
      const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toOwnedOrder(row);
    },

    /** Confirms or cancels a pending order; undefined when it is not (or no longer) pending. */
    async decide(id: string, status: 'confirmed' | 'cancelled', at: Date): Promise<OwnedOrder | undefined> {
      const row = await db
        .updateTable('orders')
        .set({ status, decided_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      return row && toOwnedOrder(row);
    },

    /** Every pending order, oldest first, then the `decidedLimit` latest decided ones, each with its student. */
    async listForTeacher(decidedLimit: number): Promise<AdminOrder[]> {
      const pending = await db
        .selectFrom('orders')
        .selectAll()
        .where('status', '=', 'pending')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const decided = await db
        .selectFrom('orders')
        .selectAll()
        .where('status', '<>', 'pending')
        .orderBy('decided_at', 'desc')
        .orderBy('id', 'desc')
        .limit(decidedLimit)
        .execute();
      const rows = [...pending, ...decided];
      const students = await studentsByIds(rows.map((row) => row.student_id));
      return rows.map((row) => ({ ...toOrder(row), student: students.get(row.student_id)! }));
    },

    async studentOf(studentId: string): Promise<OrderStudent> {
      return (await studentsByIds([studentId])).get(studentId)!;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
