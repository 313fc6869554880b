import type { CreditsData, CreditsSettings } from '../../credits/domain/deps';
import type { DepsOf } from '../../shared/domain/deps';
import type { BookingTypesRepository } from '../data/booking-types.repository';
import type { BookingsRepository } from '../data/bookings.repository';
import type { ContactsRepository } from '../data/contacts.repository';
import type { LessonsRepository } from '../data/lessons.repository';
import type { RemindersRepository } from '../data/reminders.repository';
import type { SyncStateRepository } from '../data/sync-state.repository';
import type { TidyCalClient } from '../data/tidycal.client';

/**
 * The calendar copy (the sync writes bookings, booking types and contacts; lessons and reminders
 * are read from it) and the sync's state, with credits' repositories: a sync settles the ledger.
 */
export type CalendarData = CreditsData & {
  bookings: BookingsRepository;
  bookingTypes: BookingTypesRepository;
  contacts: ContactsRepository;
  lessons: LessonsRepository;
  reminders: RemindersRepository;
  syncState: SyncStateRepository;
};

export type CalendarSettings = CreditsSettings & {
  /** Null when no TidyCal token is configured: nothing is synced, and every answer says so. */
  tidycal: TidyCalClient | null;
  /** The calendar is `npm start`'s local stand-in for TidyCal (TIDYCAL_DEMO). */
  isDemoCalendar: boolean;
  /** The synced window, in months around now. */
  syncWindow: { monthsBack: number; monthsAhead: number };
  /** Where every lesson is held, and who holds it: each lesson mail and calendar file says so. */
  room: {
    /** The room's page of a lesson, as an address for mails (APP_URL). */
    pageUrlOf: (bookingId: string) => string;
    teacherName: string;
    /** The seeded teacher's address (ADMIN_EMAIL): the organiser of every lesson, and the admin the student's room names. */
    teacherEmail: string | undefined;
  };
  calendar: {
    /** The domain part of the lessons' UIDs in every calendar file: the site's host. */
    uidDomain: string;
  };
  /** The site's pages, as addresses for mails and calendar files: APP_URL with `path`. */
  pages: { urlOf: (path: string) => string };
};

/** What the sync and what it keeps in step (lesson events, confirmations, reminders) are given. */
export type CalendarDeps = DepsOf<CalendarData> & CalendarSettings;
