import { CURRENCY } from '@lezioni/contracts/values';
import { dateTimeFormat, formatDateTime as formatMoment, numberFormat } from '@lezioni/web-kit';

// Dates and numbers are written in the locale of the language spoken (web-kit's formatters).

// Prices are whole euros (spec §9); the same format as the landing page's pricing.
const priceFormat = () => numberFormat(undefined, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });

export const formatPrice = (euros: number) => priceFormat().format(euros);

/** Integer cents as euros: "€60", "€12.50" ("60 €", "12,50 €" in Italian). */
export const formatCents = (cents: number) =>
  cents % 100 === 0
    ? formatPrice(cents / 100)
    : // Two decimals round any cents / 100 back to the exact cents.
      numberFormat(undefined, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2 }).format(cents / 100);

/** A lesson's start in the visitor's own locale and time zone: "Wed, 1 May, 12:00". */
export const formatDateTime = (iso: string) => formatMoment(new Date(iso));

/** A day in the visitor's locale: "1 May 2030". */
export const formatDate = (iso: string) =>
  dateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** A number with at most one decimal, in the visitor's locale: "2.5", "2,5". */
export const formatOneDecimal = (value: number) => numberFormat(undefined, { maximumFractionDigits: 1 }).format(value);
