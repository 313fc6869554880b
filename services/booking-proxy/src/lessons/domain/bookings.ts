import {
  ADMIN_RECENT_BOOKINGS,
  roomWindow,
  type Attendance,
  type AdminBooking,
  type AdminBookingsResponse,
  type Role,
  type StudentBooking,
} from '@lezioni/contracts';
import type { Lesson } from '../../calendar/data/lessons.repository';
import type { LessonsDeps } from './deps';
import type { StoredLessonRequest } from '../../requests/data/lesson-requests.repository';
import { ownLessonName } from '../../requests/domain/lesson-requests';
import { firstAfter } from '../../shared/domain/clock';
import { readSyncInfo } from '../../calendar/domain/sync-info';

type Caller = { id: string; role: Role };

const hasEnded = (lesson: Lesson, now: Date) => lesson.endsAt.getTime() <= now.getTime();

/** Known once the lesson's room has closed: whether its student came in at all. None for a cancelled lesson. */
function attendanceOf(lesson: Lesson, hasStudentCome: boolean, now: Date): Attendance | null {
  if (lesson.cancelledAt || now < roomWindow(lesson).closesAt) return null;
  return hasStudentCome ? 'attended' : 'no_show';
}

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
 * A student's own lessons, earliest first: those TidyCal holds under their email (any case). The
 * email comes from auth's events, never from a request, so no one can ask for another's. A user
 * this service has not heard of yet, the teacher, or a student whose address is not proven yet
 * (anyone can register with anyone's address) has none.
 */
export async function lessonsOfStudent(deps: LessonsDeps, userId: string): Promise<Lesson[]> {
  const user = await deps.students.findById(userId);
  if (!user || user.role !== 'student' || !user.emailVerified) return [];
  return deps.lessons.bookedBy(user.email.toLowerCase());
}

/** A request awaiting the teacher's answer, as its student's list shows it. */
const toPendingBooking = (request: StoredLessonRequest): StudentBooking => ({
  id: request.id,
  status: 'pending',
  scheduledAt: request.startsAt.toISOString(),
  endsAt: request.endsAt.toISOString(),
  durationMinutes: request.durationMinutes,
  bookingTypeName: ownLessonName(request.durationMinutes),
  meetingUrl: null,
});

/** The caller's lessons (`lessonsOfStudent`) and requests awaiting an answer, earliest first, and when the copy was last synced. */
export async function listMyBookings(
  deps: LessonsDeps,
  caller: Caller,
  now: Date,
): Promise<{ bookings: StudentBooking[]; syncedAt: Date | null }> {
  const isStudent = caller.role !== 'admin';
  const [lessons, pending, state] = await Promise.all([
    isStudent ? lessonsOfStudent(deps, caller.id) : [],
    isStudent ? deps.lessonRequests.pendingOf(caller.id) : [],
    deps.syncState.read(),
  ]);
  const bookings = [...lessons.map((lesson) => toStudentBooking(lesson, now)), ...pending.map(toPendingBooking)];
  bookings.sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
  return { bookings, syncedAt: state.lastSuccessAt };
}

/**
 * When `bookings` (a student's answer at `now`) would next differ by the clock alone: the first end
 * of a scheduled lesson, which then shows as completed. Null when none is scheduled.
 */
export function nextBookingsChange(bookings: StudentBooking[], now: Date): Date | null {
  const ends = bookings
    .filter((booking) => booking.status === 'scheduled')
    .map((booking) => Date.parse(booking.endsAt));
  return firstAfter(ends, now);
}

/** The teacher's list: the lessons with the latest start times (upcoming ones first, then the most recent past ones). */
export async function listLatestBookings(deps: LessonsDeps, now: Date): Promise<AdminBookingsResponse> {
  const [lessons, info] = await Promise.all([deps.lessons.latest(ADMIN_RECENT_BOOKINGS), readSyncInfo(deps)]);
  const attended = await deps.roomAttendance.attendedByStudent(lessons.map((lesson) => lesson.id));
  const bookings = lessons.map((lesson): AdminBooking => ({
    id: lesson.id,
    contact: { name: lesson.contactName, email: lesson.contactEmail },
    booking_type: { name: lesson.bookingTypeName, duration: lesson.durationMinutes },
    starts_at: lesson.startsAt.toISOString(),
    status: lesson.cancelledAt ? 'cancelled' : hasEnded(lesson, now) ? 'completed' : 'confirmed',
    meeting_url: lesson.meetingUrl,
    unpaid: lesson.isUnpaid,
    creditForfeited: lesson.isForfeited,
    attendance: attendanceOf(lesson, attended.has(lesson.id), now),
  }));
  return { ...info, bookings };
}
