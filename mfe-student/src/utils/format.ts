import { CURRENCY, localDayStart } from '@lezioni/contracts/values';
import { dateTimeFormat, formatDateTime as formatMoment, numberFormat } from '@lezioni/web-kit';

// Prices are whole euros (spec §9); the same format as the landing page's pricing.
const priceFormat = () => numberFormat('en-IE', { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });

export const formatPrice = (euros: number) => priceFormat().format(euros);

/** Integer cents as euros, without floating point: "€60", "€12.50". */
export const formatCents = (cents: number) => {
  const euros = priceFormat().format(Math.trunc(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? euros : `${euros}.${String(rest).padStart(2, '0')}`;
};

/** A lesson's start in the visitor's own locale and time zone: "Wed, 1 May, 12:00". */
export const formatDateTime = (iso: string) => formatMoment(new Date(iso));

/** A day in the visitor's locale: "1 May 2030". */
export const formatDate = (iso: string) =>
  dateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

export const formatCredits = (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'}`;

/** A calendar day, `YYYY-MM-DD` (a due date, the day a level was set), as that day in the visitor's locale. */
export const formatDay = (day: string) =>
  dateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(localDayStart(day));

/** "speaking" as a heading says it: "Speaking". */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
