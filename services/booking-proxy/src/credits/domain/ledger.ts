import { FREE_CANCELLATION_HOURS, type CreditRecord } from '@lezioni/contracts';
import type { LedgerRepository } from '../data/ledger.repository';
import type { CreditsDeps } from './deps';
import { firstAfter } from '../../shared/domain/clock';

export type SettleCounts = { consumed: number; refunded: number; forfeited: number; expired: number };

const FREE_CANCELLATION_MS = FREE_CANCELLATION_HOURS * 60 * 60_000;
/** Expired credits stay listed this long, so the student's bell can say they were lost (contracts' CreditRecord). */
const EXPIRED_CREDITS_SHOWN_DAYS = 30;
const EXPIRED_CREDITS_SHOWN_MS = EXPIRED_CREDITS_SHOWN_DAYS * 24 * 60 * 60_000;

/**
 * Brings the ledger up to date with the calendar copy at `now` (spec §9): a platform student's
 * lesson consumes a credit from the lot that expires first; a consumed lesson cancelled at least
 * 24 hours ahead gets its credit back, later forfeits it; expired lots lose what is left. A lesson
 * no credit can pay for stays unpaid (it has no consume row) until a later run finds one.
 *
 * Safe to run concurrently with itself: each student's changes happen in one transaction holding
 * that student's lock, and the ledger's unique indexes turn any replay into a no-op. A student
 * whose ledger it changed gets new answer versions.
 * Counts are the ledger rows this run wrote (`expired` counts expire rows).
 */
export async function settleLedger(deps: CreditsDeps, now: Date): Promise<SettleCounts> {
  const totals: SettleCounts = { consumed: 0, refunded: 0, forfeited: 0, expired: 0 };
  for (const studentId of await deps.ledger.studentsToSettle(now)) {
    const counts = await deps.inTransaction(async (data, changed) => {
      const written = await settleStudent(data.ledger, studentId, now);
      if (Object.values(written).some((count) => count > 0)) changed(studentId);
      return written;
    });
    totals.consumed += counts.consumed;
    totals.refunded += counts.refunded;
    totals.forfeited += counts.forfeited;
    totals.expired += counts.expired;
  }
  return totals;
}

async function settleStudent(ledger: LedgerRepository, studentId: string, now: Date): Promise<SettleCounts> {
  const counts: SettleCounts = { consumed: 0, refunded: 0, forfeited: 0, expired: 0 };
  await ledger.lockStudent(studentId);

  // Cancellations first: a refunded credit can pay for a lesson still unpaid.
  for (const cancellation of await ledger.unsettledCancellationsOf(studentId)) {
    const noticeMs = cancellation.startsAt.getTime() - cancellation.cancelledAt.getTime();
    const kind = noticeMs >= FREE_CANCELLATION_MS ? 'refund' : 'forfeit';
    const entry = { studentId, lotId: cancellation.lotId, bookingId: cancellation.bookingId, at: now };
    if (!(await ledger.settle({ ...entry, kind }))) continue;
    if (kind === 'forfeit') {
      counts.forfeited += 1;
      continue;
    }
    counts.refunded += 1;
    // An expired lot never regains a usable credit.
    if (cancellation.lotExpiresAt <= now && (await ledger.expireRefund(entry))) counts.expired += 1;
  }

  for (const lot of await ledger.expiredLotsWithCreditsOf(studentId, now)) {
    if (await ledger.expireLot({ studentId, lotId: lot.lotId, credits: lot.balance, at: now })) counts.expired += 1;
  }

  const unpaidBookingIds = await ledger.unpaidBookingIdsOf(studentId);
  if (unpaidBookingIds.length === 0) return counts;
  const lots = await ledger.usableLotsOf(studentId, now);
  for (const bookingId of unpaidBookingIds) {
    const lot = lots.find((candidate) => candidate.balance > 0);
    if (!lot) break;
    if (await ledger.consume({ studentId, lotId: lot.lotId, bookingId, at: now })) {
      lot.balance -= 1;
      counts.consumed += 1;
    }
  }
  return counts;
}

/**
 * GET /api/my-credits: one record per lot that can still pay for a lesson, plus lots that expired
 * in the last 30 days with credits lost (their `remainingCredits` is what expired); first to expire first.
 */
export async function listCreditRecords(deps: CreditsDeps, studentId: string, now: Date): Promise<CreditRecord[]> {
  const expiredSince = new Date(now.getTime() - EXPIRED_CREDITS_SHOWN_MS);
  const lots = await deps.ledger.lotSummariesOf(studentId, expiredSince);
  return lots.flatMap((lot) => {
    // Before the next settlement writes its expire row, an expired lot's balance is what it loses.
    const remainingCredits = lot.expiresAt > now ? lot.balance : lot.heldAtExpiry;
    return remainingCredits > 0 ? [{ id: lot.lotId, remainingCredits, expiryDate: lot.expiresAt.toISOString() }] : [];
  });
}

/**
 * When `records` (a student's answer at `now`) may next differ by the clock alone: a listed lot's
 * expiry (its count then comes from what it held, not its balance) and the end of its 30 days listed
 * after it. A lot not listed (nothing left) comes back by a ledger write only. Null when none.
 */
export function nextCreditsChange(records: CreditRecord[], now: Date): Date | null {
  const moments = records.flatMap((record) => {
    const expiry = Date.parse(record.expiryDate);
    return [expiry, expiry + EXPIRED_CREDITS_SHOWN_MS];
  });
  return firstAfter(moments, now);
}
