import type {
  FindRevokedSessions,
  Freshness,
  Logger,
  MailQueue,
  RateLimiter,
  StreamSlots,
  TransactionRunner,
} from '@lezioni/service-kit';
import type { RoomEventsStore } from '../data/room-events.store';
import type { BookingData } from '../data/booking-data';
import type { StripeClient } from '../data/stripe.client';
import type { TidyCalClient } from '../data/tidycal.client';
import type { IceConfig } from './ice-servers';

/** What booking-proxy's use cases are given: its repositories, bound to the pool, and the rest of its stores. */
export type BookingDeps = BookingData & {
  inTransaction: TransactionRunner<BookingData>;
  /** Null when no TidyCal token is configured: nothing is synced, and every answer says so. */
  tidycal: TidyCalClient | null;
  /** The calendar is `npm start`'s local stand-in for TidyCal (TIDYCAL_DEMO). */
  isDemoCalendar: boolean;
  /** Card payments (ARCHITECTURE D24). */
  cardPayments: {
    /** Null when no STRIPE_SECRET_KEY is configured: card payment is not offered. */
    stripe: StripeClient | null;
    /** Stripe is npm start's local demo checkout (STRIPE_DEMO). */
    isDemo: boolean;
    /** Where Stripe's checkout sends the student back: /packages?paid=<order> or ?cancelled=<order> (APP_URL). */
    returnUrl: (outcome: 'paid' | 'cancelled', orderId: string) => string;
    /** Refund requests of at most this many cents are approved without the teacher (0: none). */
    autoApproveRefundMaxCents: number;
  };
  /** The account transfer orders are paid to (TRANSFER_*); null: the student asks the teacher in the chat. */
  bankAccount: { accountHolder: string; iban: string; bic: string } | null;
  /** What every receipt says of the business (RECEIPT_*). */
  receipts: {
    business: { name: string; address: string; vatId: string };
    vatRatePercent: number;
    /** The operator's note when no VAT is charged, printed as it is; undefined: each language's own. */
    vatNote?: string;
  };
  /** Where lesson reminders wait as delayed mail jobs. */
  mailQueue: MailQueue;
  /** The synced window, in months around now. */
  syncWindow: { monthsBack: number; monthsAhead: number };
  /**
   * The lesson room: ICE servers to hand out, the teacher's name until auth's events tell it, the
   * rooms' events and presence (Redis), each user's signals per minute and open streams, and the
   * session revocations.
   */
  room: {
    /** The room's page of a lesson, as an address for mails (APP_URL). */
    pageUrlOf: (bookingId: string) => string;
    ice: IceConfig;
    teacherName: string;
    /** The seeded teacher's address (ADMIN_EMAIL): which admin of the copy the student's room names. */
    teacherEmail: string | undefined;
    events: RoomEventsStore;
    signalsPerMinute: RateLimiter;
    /** The room streams a user and a session hold open at once, across rooms and replicas. */
    streamSlots: StreamSlots;
    /** Which of the given sessions auth has revoked: a revoked one's room streams end (endRevokedStreams). */
    findRevoked: FindRevokedSessions;
  };
  /** The private calendar feeds (issue 27). */
  calendar: {
    /** An address of the site (APP_URL) for `path`. */
    urlOf: (path: string) => string;
    /** The domain part of the events' UIDs: the site's host. */
    uidDomain: string;
    /** Feed files read per minute from one address. */
    readsPerMinute: RateLimiter;
  };
  /** Versions of the students' polled answers (domain/freshness.ts). */
  freshness: Freshness;
  logger: Logger;
};
