import { PACKAGES, type RefundOffer } from '@lezioni/contracts';

/** Used lessons are kept at the single lesson's price (spec §9 and the EU right of withdrawal). */
const SINGLE_LESSON_CENTS = PACKAGES.single.priceEur * 100;

/**
 * What a refund gives back: the amount paid minus the lessons used at the single lesson's price
 * (never below zero), and the lot's unused credits, which it takes back. Integer cents throughout.
 */
export function computeRefund(paidCents: number, lot: { credits: number; balance: number }): RefundOffer {
  const lessonsUsed = lot.credits - lot.balance;
  return {
    lessonsUsed,
    creditsWithdrawn: lot.balance,
    amountCents: Math.max(0, paidCents - lessonsUsed * SINGLE_LESSON_CENTS),
  };
}
