import { CURRENCY } from '@lezioni/contracts/values';

// Prices are whole euros (spec §9); the same format as the landing page's pricing.
const priceFormat = new Intl.NumberFormat('en-IE', { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });

export const formatPrice = (euros: number) => priceFormat.format(euros);

/** Integer cents as euros, without floating point: "€60", "€12.50". */
export const formatCents = (cents: number) => {
  const euros = priceFormat.format(Math.trunc(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? euros : `${euros}.${String(rest).padStart(2, '0')}`;
};

/** A lesson's start in the visitor's own locale and time zone: "Wed, 1 May, 12:00". */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** A day in the visitor's locale: "1 May 2030". */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

export const formatCredits = (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'}`;
