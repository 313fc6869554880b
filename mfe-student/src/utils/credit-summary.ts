import type { CreditRecord } from '@lezioni/contracts';

/** A record can pay for a lesson only before its expiry date (contracts: CreditRecord). */
const isCreditUsable = (record: CreditRecord, now: Date) => Date.parse(record.expiryDate) > now.getTime();

export type CreditSummary = {
  /** Credits that can still pay for a lesson. */
  usableCredits: number;
  /** The soonest expiry among usable credits, and how many expire then; null without usable credits. */
  nextExpiry: { date: string; credits: number } | null;
};

/** What the student can spend at `now`: expired records and empty ones count for nothing. */
export function summarizeCredits(records: readonly CreditRecord[], now: Date): CreditSummary {
  const usable = records
    .filter((record) => record.remainingCredits > 0 && isCreditUsable(record, now))
    .sort((a, b) => Date.parse(a.expiryDate) - Date.parse(b.expiryDate));
  const first = usable[0];
  const nextExpiry = first
    ? {
        date: first.expiryDate,
        credits: usable
          .filter((record) => Date.parse(record.expiryDate) === Date.parse(first.expiryDate))
          .reduce((sum, record) => sum + record.remainingCredits, 0),
      }
    : null;
  return { usableCredits: usable.reduce((sum, record) => sum + record.remainingCredits, 0), nextExpiry };
}
