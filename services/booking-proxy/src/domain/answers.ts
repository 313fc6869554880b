import {
  ADMIN_EXTERNAL_CONTACTS,
  ADMIN_PLATFORM_STUDENTS,
  ADMIN_RECENT_BOOKINGS,
  BOOKING_MESSAGES,
  type AdminBooking,
  type AdminBookingsResponse,
  type AdminStudentsResponse,
  type AnalyticsResponse,
  type Role,
  type StudentBooking,
  type SyncInfo,
} from '@lezioni/contracts';
import type { Lesson } from '../data/calendar.repository';
import type { BookingDeps } from './booking';

type Caller = { id: string; role: Role };

/** How fresh the calendar copy is, and what the teacher should know about it. */
export async function readSyncInfo(deps: BookingDeps): Promise<SyncInfo> {
  const state = await deps.syncState.read();
  const isConnected = deps.tidycal !== null;
  const hasFailed = isConnected && state.lastError !== null;
  return {
    syncedAt: state.lastSuccessAt?.toISOString() ?? null,
    calendarConnected: isConnected,
    isDemoCalendar: isConnected && deps.isDemoCalendar,
    lastAttemptAt: state.lastAttemptAt?.toISOString() ?? null,
    lastSyncFailed: hasFailed,
    problem: isConnected ? state.lastError : BOOKING_MESSAGES.noCalendar,
  };
}

const hasEnded = (lesson: Lesson, now: Date) => lesson.endsAt.getTime() <= now.getTime();

function toStudentBooking(lesson: Lesson, now: Date): StudentBooking {
  return {
    id: lesson.id,
    status: lesson.cancelledAt ? 'cancelled' : hasEnded(lesson, now) ? 'completed' : 'scheduled',
    scheduledAt: lesson.startsAt.toISOString(),
    endsAt: lesson.endsAt.toISOString(),
    durationMinutes: lesson.durationMinutes,
    bookingTypeName: lesson.bookingTypeName,
    meetingUrl: lesson.meetingUrl,
  };
}

/**
 * The caller's lessons, earliest first: those TidyCal holds under the caller's email (any case).
 * The email comes from auth's events, never from the request, so no one can ask for another's. The
 * teacher books none; a student this service has not heard of yet has none to show.
 */
export async function listMyBookings(
  deps: BookingDeps,
  caller: Caller,
  now: Date,
): Promise<{ bookings: StudentBooking[]; syncedAt: Date | null }> {
  const [user, state] = await Promise.all([deps.students.findById(caller.id), deps.syncState.read()]);
  if (caller.role === 'admin' || !user || user.role !== 'student')
    return { bookings: [], syncedAt: state.lastSuccessAt };
  const lessons = await deps.calendar.lessonsOf(user.email.toLowerCase());
  return { bookings: lessons.map((lesson) => toStudentBooking(lesson, now)), syncedAt: state.lastSuccessAt };
}

/** The lessons with the latest start times (upcoming ones first, then the most recent past ones). */
export async function listLatestBookings(deps: BookingDeps, now: Date): Promise<AdminBookingsResponse> {
  const [lessons, info] = await Promise.all([deps.calendar.latestLessons(ADMIN_RECENT_BOOKINGS), readSyncInfo(deps)]);
  const bookings = lessons.map((lesson): AdminBooking => ({
    id: lesson.id,
    contact: { name: lesson.contactName, email: lesson.contactEmail },
    booking_type: { name: lesson.bookingTypeName, duration: lesson.durationMinutes },
    starts_at: lesson.startsAt.toISOString(),
    status: lesson.cancelledAt ? 'cancelled' : hasEnded(lesson, now) ? 'completed' : 'confirmed',
    meeting_url: lesson.meetingUrl,
    unpaid: lesson.isUnpaid,
  }));
  return { ...info, bookings };
}

export async function listStudents(deps: BookingDeps): Promise<AdminStudentsResponse> {
  const [students, contacts, info] = await Promise.all([
    deps.students.newestStudents(ADMIN_PLATFORM_STUDENTS),
    deps.calendar.busiestContacts(ADMIN_EXTERNAL_CONTACTS),
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

export async function readAnalytics(deps: BookingDeps, now: Date): Promise<AnalyticsResponse> {
  const [figures, monthlyRevenue, info] = await Promise.all([
    deps.calendar.figures(now),
    deps.calendar.revenueThisMonth(now),
    readSyncInfo(deps),
  ]);
  return { ...info, monthlyRevenue, ...figures };
}
