import { BOOKING_MESSAGES, PACKAGES, type AdminOrder, type Order, type PackageId } from '@lezioni/contracts';
import { AppError, isUuid, notFound } from '@lezioni/service-kit';
import type { OrdersRepository, OwnedOrder } from '../data/orders.repository';
import type { BookingDeps } from './deps';
import { settleLedger } from './ledger';

/** How many decided orders the teacher's Payments tab lists below the pending ones. */
export const ADMIN_DECIDED_ORDERS = 20;

const orderNotPending = () => new AppError('order_not_pending', BOOKING_MESSAGES.orderNotPending, 409);

/**
 * `date` plus whole calendar months, in UTC; a day the target month lacks becomes its last day
 * (31 August + 6 months is 28 or 29 February), so a lot never outlives its months.
 */
export function addCalendarMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** A student orders a package; it waits for the teacher to confirm the payment. One pending order at a time. */
export async function placeOrder(deps: BookingDeps, studentId: string, packageId: PackageId): Promise<Order> {
  const { credits, priceEur } = PACKAGES[packageId];
  const order = await deps.orders.createPending({ studentId, packageId, credits, priceEur });
  if (!order) throw new AppError('order_already_pending', BOOKING_MESSAGES.orderAlreadyPending, 409);
  return order;
}

export async function listOrdersOf(deps: BookingDeps, studentId: string): Promise<Order[]> {
  return deps.orders.listOfStudent(studentId);
}

/** Malformed, unknown and other students' order ids are the same 404, so no one learns which ids exist. */
export async function cancelOwnOrder(deps: BookingDeps, studentId: string, orderId: string): Promise<Order> {
  const found = isUuid(orderId) ? await deps.orders.findById(orderId) : undefined;
  if (!found || found.studentId !== studentId) throw notFound();
  const cancelled = await deps.orders.decide(orderId, 'cancelled', new Date());
  if (!cancelled) throw orderNotPending();
  return cancelled.order;
}

export async function listOrdersForTeacher(deps: BookingDeps): Promise<AdminOrder[]> {
  return deps.orders.listForTeacher(ADMIN_DECIDED_ORDERS);
}

/**
 * The teacher confirms a payment: the order, its credit lot and the lot's `grant` row commit
 * together. Then the student's lessons waiting for a credit are charged.
 */
export async function confirmOrder(deps: BookingDeps, orderId: string): Promise<AdminOrder> {
  const now = new Date();
  const confirmed = await deps.inTransaction(async (data) => {
    const decided = await decidePending(data.orders, orderId, 'confirmed', now);
    const { credits, packageId } = decided.order;
    await data.ledger.grantLot({
      studentId: decided.studentId,
      orderId,
      credits,
      grantedAt: now,
      expiresAt: addCalendarMonths(now, PACKAGES[packageId].validityMonths),
    });
    return decided;
  });
  // The credits are granted whatever happens next; the next sync's settlement charges what this one could not.
  await settleLedger(deps, now).catch((err: unknown) =>
    deps.logger.warn({ err, orderId }, 'ledger not settled after confirming an order'),
  );
  return withStudent(deps, confirmed);
}

/** The teacher rejects an order (no payment came): it is cancelled. */
export async function rejectOrder(deps: BookingDeps, orderId: string): Promise<AdminOrder> {
  const rejected = await decidePending(deps.orders, orderId, 'cancelled', new Date());
  return withStudent(deps, rejected);
}

async function decidePending(
  orders: OrdersRepository,
  orderId: string,
  status: 'confirmed' | 'cancelled',
  at: Date,
): Promise<OwnedOrder> {
  if (!isUuid(orderId)) throw notFound();
  const decided = await orders.decide(orderId, status, at);
  if (decided) return decided;
  throw (await orders.findById(orderId)) ? orderNotPending() : notFound();
}

async function withStudent(deps: BookingDeps, decided: OwnedOrder): Promise<AdminOrder> {
  const student = await deps.orders.studentOf(decided.studentId);
  return { ...decided.order, student };
}
