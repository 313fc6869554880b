import { i18n } from '@lezioni/web-kit';
import { transferOrderFields } from '@lezioni/web-kit/testing';
import type { AdminOrder, SyncInfo } from '@lezioni/contracts';
import {
  askPaymentConfirmation,
  describeCalendarSync,
  namePackage,
  pickLatestSyncInfo,
  splitOrders,
} from './dashboard-format';
import { ADMIN_TEXTS } from '../../texts';

const NOW = new Date('2030-05-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const t = i18n.getFixedT('en', ADMIN_TEXTS);

const syncInfo = (overrides: Partial<SyncInfo> = {}): SyncInfo => ({
  syncedAt: null,
  calendarConnected: true,
  isDemoCalendar: false,
  lastAttemptAt: null,
  lastSyncFailed: false,
  problem: null,
  ...overrides,
});

const order = (id: string, status: AdminOrder['status'], overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  id,
  packageId: 'five',
  credits: 5,
  priceEur: 100,
  ...transferOrderFields(100),
  status,
  createdAt: '2030-05-01T10:00:00Z',
  decidedAt: null,
  student: { id: 's1', name: 'Anna Maria Bianchi', email: 'anna@example.com' },
  ...overrides,
});

describe('describeCalendarSync', () => {
  it.each([
    [20_000, 'Calendar synced just now'],
    [MINUTE, 'Calendar synced 1 minute ago'],
    [3 * MINUTE + 30_000, 'Calendar synced 3 minutes ago'],
    [59 * MINUTE, 'Calendar synced 59 minutes ago'],
    [60 * MINUTE, 'Calendar synced 1 hour ago'],
    [5 * 60 * MINUTE, 'Calendar synced 5 hours ago'],
  ])('when the last sync ended %p ms ago, then the line reads %s', (elapsedMs, expected) => {
    expect(describeCalendarSync(syncInfo({ syncedAt: ago(elapsedMs) }), NOW, t)).toBe(expected);
  });

  it('when the last sync is a day old or more, then the line gives its date', () => {
    const line = describeCalendarSync(syncInfo({ syncedAt: '2030-05-08T09:30:00Z' }), NOW, t, 'en-GB');

    expect(line).toMatch(/^Calendar synced on 8 May 2030/);
  });

  it("when the server's clock is slightly ahead, then the sync reads as just now", () => {
    expect(describeCalendarSync(syncInfo({ syncedAt: ago(-5_000) }), NOW, t)).toBe('Calendar synced just now');
  });

  it('when a connected calendar was never synced, then it says so; without a calendar there is no line', () => {
    expect(describeCalendarSync(syncInfo(), NOW, t)).toBe('Calendar not synced yet');
    expect(describeCalendarSync(syncInfo({ calendarConnected: false }), NOW, t)).toBeNull();
  });
});

describe('pickLatestSyncInfo', () => {
  it('when answers carry different sync attempts, then the latest attempt wins', () => {
    const older = syncInfo({ lastAttemptAt: '2030-05-10T11:00:00Z' });
    const newer = syncInfo({ lastAttemptAt: '2030-05-10T11:05:00Z', lastSyncFailed: true });

    expect(pickLatestSyncInfo([older, undefined, newer])).toBe(newer);
    expect(pickLatestSyncInfo([newer, older])).toBe(newer);
  });

  it('when nothing has answered yet, then there is no sync state', () => {
    expect(pickLatestSyncInfo([undefined, undefined])).toBeNull();
  });
});

describe('orders', () => {
  it('when asking to confirm a payment, then the question names the price and the first name', () => {
    expect(askPaymentConfirmation(order('o1', 'pending'), t, 'en-GB')).toBe('Confirm you received €100 from Anna?');
  });

  it('when orders are split, then pending ones come apart from decided ones, order kept', () => {
    const orders = [order('p1', 'pending'), order('c1', 'confirmed'), order('p2', 'pending'), order('x1', 'cancelled')];

    const { pending, decided } = splitOrders(orders);

    expect(pending.map((o) => o.id)).toEqual(['p1', 'p2']);
    expect(decided.map((o) => o.id)).toEqual(['c1', 'x1']);
  });

  it('when a package is named, then the pricing name is used', () => {
    expect(namePackage('five', t)).toBe('5-Lesson Package');
    expect(namePackage('single', t)).toBe('Single Lesson');
  });
});
