import {
  ADMIN_EXTERNAL_CONTACTS,
  ADMIN_PLATFORM_STUDENTS,
  type AdminStudentsResponse,
  type AnalyticsResponse,
} from '@lezioni/contracts';
import type { LessonsDeps } from './deps';
import { readMonthlyRevenueCents } from '../../credits/domain/orders';
import { readSyncInfo } from '../../calendar/domain/sync-info';

/** The teacher's Students tab: the newest platform students and the TidyCal contacts with the most lessons. */
export async function listStudents(deps: LessonsDeps): Promise<AdminStudentsResponse> {
  const [students, contacts, info] = await Promise.all([
    deps.students.newestStudents(ADMIN_PLATFORM_STUDENTS),
    deps.contacts.busiest(ADMIN_EXTERNAL_CONTACTS),
    readSyncInfo(deps),
  ]);
  return {
    ...info,
    platformStudents: students,
    tidyCalContacts: contacts.map((contact) => ({
      id: contact.id,
      name: contact.name,
      email: contact.email,
      total_bookings: contact.totalBookings,
    })),
  };
}

/** The teacher's summary cards. */
export async function readAnalytics(deps: LessonsDeps, now: Date): Promise<AnalyticsResponse> {
  const [figures, monthlyRevenueCents, info] = await Promise.all([
    deps.dashboard.figures(now),
    readMonthlyRevenueCents(deps, now),
    readSyncInfo(deps),
  ]);
  // The spec's field is in euros; the cents travel beside it for anything that computes.
  return { ...info, monthlyRevenue: monthlyRevenueCents / 100, monthlyRevenueCents, ...figures };
}
