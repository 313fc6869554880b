import type { Order, RuntimeConfig, SignedInUser } from '@lezioni/contracts';

/** A deployment's runtime config (GET /api/config) for tests; override what a test is about. */
export const testConfig = (overrides: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  teacherName: 'Chiara Lombardi',
  teacherAvatarUrl: '/avatar.jpg',
  videoId: 'abc123',
  bookingPageUrl: 'https://booking.example/chiara',
  bookingDashboardUrl: 'https://booking.example/dashboard',
  isDemoCalendar: false,
  bookingCalendar: 'tidycal',
  productionHost: 'lezioni.example',
  remotes: {},
  ...overrides,
});

export const TEST_STUDENT: SignedInUser = {
  id: 'u1',
  name: 'Giulia Rossi',
  email: 'giulia@example.com',
  role: 'student',
  emailVerified: true,
  language: 'en',
  timeZone: null,
  timeZoneChosen: false,
};
export const TEST_ADMIN: SignedInUser = {
  id: 'u0',
  name: 'Chiara Lombardi',
  email: 'teacher@lezioni.example',
  role: 'admin',
  emailVerified: true,
  language: 'en',
  timeZone: null,
  timeZoneChosen: false,
};

/** An order's payment fields for tests: a bank-transfer order of `priceEur`, no receipt, refund or bank details yet. */
export const transferOrderFields = (
  priceEur: number,
): Pick<
  Order,
  | 'priceCents'
  | 'paymentMethod'
  | 'checkoutUrl'
  | 'receiptNumber'
  | 'refundableUntil'
  | 'refundOffer'
  | 'refund'
  | 'bankTransfer'
> => ({
  priceCents: priceEur * 100,
  paymentMethod: 'transfer',
  checkoutUrl: null,
  receiptNumber: null,
  refundableUntil: null,
  refundOffer: null,
  refund: null,
  bankTransfer: null,
});
