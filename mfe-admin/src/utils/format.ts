import { CURRENCY } from '@lezioni/contracts/values';
import { dateTimeFormat, numberFormat } from '@lezioni/web-kit';
import type { AdminT } from '../texts';

// `locale` is the one of the language spoken (web-kit's formatters) unless a caller names one; tests do.

/** A price in euros: "€1,250" for whole amounts, "€12.50" otherwise (spec §9: prices in EUR). */
export function formatEuros(amount: number, locale?: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A count with the locale's grouping: 1250 reads "1,250". */
export const formatCount = (count: number, locale?: string) => numberFormat(locale).format(count);

/** A moment (ISO 8601) as date and time in the teacher's locale and time zone. */
export function formatDateTime(iso: string, locale?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** When a shared material was opened: first and last, once, or not yet. */
export function formatOpenings(
  { firstOpenedAt, lastOpenedAt }: { firstOpenedAt: string | null; lastOpenedAt: string | null },
  t: AdminT,
  locale?: string,
): string {
  if (!firstOpenedAt) return t('sharing.notOpened');
  if (!lastOpenedAt || lastOpenedAt === firstOpenedAt) {
    return t('sharing.openedOnce', { date: formatDateTime(firstOpenedAt, locale) });
  }
  return t('sharing.openedTwice', {
    first: formatDateTime(firstOpenedAt, locale),
    last: formatDateTime(lastOpenedAt, locale),
  });
}
