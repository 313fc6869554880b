import { isUuid, notFound } from '@lezioni/service-kit';
import type { OrderRecord } from '../data/orders.repository';
import type { BookingDeps } from './deps';

/** The student's order `orderId`; malformed, unknown and other students' ids are the same 404, so no one learns which ids exist. */
export async function findOwnOrder(deps: BookingDeps, studentId: string, orderId: string): Promise<OrderRecord> {
  const found = isUuid(orderId) ? await deps.orders.findById(orderId) : undefined;
  if (!found || found.studentId !== studentId) throw notFound();
  return found;
}
