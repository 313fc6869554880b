import {
  DELETED_STUDENT_NAME,
  STUDENT_DIRECTORY_MESSAGES,
  type StudentDirectoryQuery,
  type StudentDirectoryResponse,
  type StudentPageLesson,
  type StudentPageResponse,
  type UserEvent,
} from '@lezioni/contracts';
import { AppError, isUuid, notFound } from '@lezioni/service-kit';
import { eraseDeletedStudent, finishErasure } from './account-deletion';
import { listMyBookings } from '../../lessons/domain/bookings';
import type { StudentsDeps } from './deps';
import { listCreditRecords } from '../../credits/domain/ledger';
import { publishRelinkedLessons } from '../../calendar/domain/lesson-events';
import { listOrdersOf } from '../../credits/domain/orders';

/**
 * Keeps this service's copy of a platform user from auth's event (ARCHITECTURE D13). When the
 * change moves bookings to or from the student (an address proven or changed), their lessons are
 * published again, in the same transaction. A deletion anonymises the copy and erases what the
 * student left (account-deletion.ts); their orders and ledger rows stay (accounting records). A
 * replayed or older event changes nothing. Their answers get new versions.
 */
export async function applyUserEvent(deps: StudentsDeps, event: UserEvent, now = new Date()): Promise<void> {
  const erasure = await deps.inTransaction(async (data, changed) => {
    const before = await data.students.findById(event.user.id);
    // The copy's address, role and proof decide which lessons are theirs; events are rare, so any renews.
    changed(event.user.id);
    if (event.type === 'user.deleted') {
      const isDeleted = await data.students.applyDeletion(event.user.id, DELETED_STUDENT_NAME, event.version);
      return isDeleted ? eraseDeletedStudent(data, before, event.user.id, now) : undefined;
    }
    await data.students.applyAccount(event.user, event.version);
    await publishRelinkedLessons(data, before, await data.students.findById(event.user.id), now);
    return undefined;
  });
  if (erasure) await finishErasure(deps, erasure, now);
}

/** The teacher's Students page (issue 26): every platform student, searched, sorted and paged. */
export async function listStudentDirectory(
  deps: StudentsDeps,
  query: StudentDirectoryQuery,
  now: Date,
): Promise<StudentDirectoryResponse> {
  const { total, entries } = await deps.students.directory(
    {
      text: query.q,
      sort: query.sort,
      order: query.order,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    },
    now,
  );
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    items: entries.map((entry) => ({
      ...entry,
      since: entry.since.toISOString(),
      lastLessonAt: entry.lastLessonAt?.toISOString() ?? null,
      nextLessonAt: entry.nextLessonAt?.toISOString() ?? null,
    })),
  };
}

/**
 * What the teacher's page of a student shows from booking-proxy (issue 26): the student's credits as
 * their /api/my-credits lists them, their orders as the Payments tab maps them, and their lessons by
 * the /api/my-bookings rule, each with whether they came into its room. 404 for anyone not a student.
 */
export async function readStudentPage(deps: StudentsDeps, studentId: string, now: Date): Promise<StudentPageResponse> {
  if (!isUuid(studentId)) throw new AppError('bad_input', STUDENT_DIRECTORY_MESSAGES.badStudentId);
  const student = await deps.students.findWithSince(studentId);
  if (!student || student.role !== 'student') throw notFound();
  const [credits, orders, { bookings }] = await Promise.all([
    listCreditRecords(deps, studentId, now),
    listOrdersOf(deps, studentId),
    listMyBookings(deps, { id: studentId, role: 'student' }, now),
  ]);
  const cameTo = await deps.roomAttendance.studentCameTo(bookings.map((booking) => booking.id));
  const lessons: StudentPageLesson[] = bookings.map((booking) => ({
    ...booking,
    attended: cameTo.get(booking.id) ?? null,
  }));
  const hasEnded = (lesson: StudentPageLesson) => new Date(lesson.endsAt) <= now;
  return {
    id: student.id,
    name: student.name,
    email: student.email,
    since: student.since.toISOString(),
    emailVerified: student.emailVerified,
    creditsLeft: credits
      .filter((record) => new Date(record.expiryDate) > now)
      .reduce((sum, record) => sum + record.remainingCredits, 0),
    credits,
    orders,
    lessons: {
      upcoming: lessons.filter((lesson) => !hasEnded(lesson)),
      past: lessons.filter(hasEnded).reverse(),
    },
  };
}
