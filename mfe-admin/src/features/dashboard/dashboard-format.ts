import type { AdminOrder, PackageId, SyncInfo } from '@lezioni/contracts';
import { PRICING_OPTIONS } from '@lezioni/contracts/values';
import type { AdminT } from '../../texts';
import { formatDateTime, formatEuros } from '../../utils/format';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The line saying how fresh the calendar copy is: "Calendar synced 3 minutes ago", "... 2 hours ago",
 * or its date once a day has passed. Null when no calendar is connected (the note says so instead).
 */
export function describeCalendarSync(
  { syncedAt, calendarConnected }: Pick<SyncInfo, 'syncedAt' | 'calendarConnected'>,
  now: Date,
  t: AdminT,
  locale?: string,
): string | null {
  if (!syncedAt) return calendarConnected ? t('sync.notYet') : null;
  // A clock slightly behind the server's would make the sync look like it lies in the future.
  const elapsedMs = Math.max(0, now.getTime() - new Date(syncedAt).getTime());
  if (elapsedMs < MINUTE_MS) return t('sync.justNow');
  if (elapsedMs < HOUR_MS) return t('sync.minutesAgo', { count: Math.floor(elapsedMs / MINUTE_MS) });
  if (elapsedMs < DAY_MS) return t('sync.hoursAgo', { count: Math.floor(elapsedMs / HOUR_MS) });
  return t('sync.on', { date: formatDateTime(syncedAt, locale) });
}

/**
 * Analytics, bookings and students each carry the sync state as the server saw it when it answered;
 * the one from the latest sync attempt is the current one. Null until one of them has answered.
 */
export function pickLatestSyncInfo(answers: readonly (SyncInfo | undefined)[]): SyncInfo | null {
  let latest: SyncInfo | null = null;
  for (const answer of answers) {
    if (!answer) continue;
    if (!latest || (answer.lastAttemptAt ?? '') > (latest.lastAttemptAt ?? '')) latest = answer;
  }
  return latest;
}

/** The package's name as the pricing section shows it ("5-Lesson Package"); an unknown one by its id. */
export const namePackage = (packageId: PackageId, t: AdminT) =>
  PRICING_OPTIONS.some((option) => option.id === packageId) ? t(`packages.${packageId}`) : packageId;

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || name;

/** What the teacher confirms before credits are granted: "Confirm you received €100 from Anna?" */
export const askPaymentConfirmation = (order: AdminOrder, t: AdminT, locale?: string) =>
  t('payments.confirm.question', {
    amount: formatEuros(order.priceEur, locale),
    name: firstNameOf(order.student.name),
  });

/** Whether the order waits for something: its payment, or the teacher's word on a refund request. */
const isWaiting = (order: AdminOrder) => order.status === 'pending' || order.refund?.status === 'requested';

/** Orders waiting (a payment, a refund request; oldest first as the server sends them), then decided ones. */
export function splitOrders(orders: readonly AdminOrder[]): { pending: AdminOrder[]; decided: AdminOrder[] } {
  return {
    pending: orders.filter(isWaiting),
    decided: orders.filter((order) => !isWaiting(order)),
  };
}
