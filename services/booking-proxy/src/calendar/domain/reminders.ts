import { LESSON_PUSH_REMINDER_MINUTES, LESSON_REMINDER_HOURS, MailJobSchema } from '@lezioni/contracts';
import type { LessonToRemind } from '../data/reminders.repository';
import type { CalendarDeps } from './deps';

const REMINDER_LEAD_MS = LESSON_REMINDER_HOURS * 60 * 60_000;
const PUSH_REMINDER_LEAD_MS = LESSON_PUSH_REMINDER_MINUTES * 60_000;
const DEFAULT_TIMEZONE = 'Europe/Rome';

/** A lesson's UID in every calendar file (the feeds, the reminder's invitation): its id at the site's host. */
export const lessonUidOf = (deps: CalendarDeps, lessonId: string) => `${lessonId}@${deps.calendar.uidDomain}`;

/** The teacher as organiser of every lesson, when her address is known (ADMIN_EMAIL). */
export const organizerOf = (deps: CalendarDeps) =>
  deps.room.teacherEmail ? { name: deps.room.teacherName, email: deps.room.teacherEmail } : undefined;

/** One id per lesson and start time: the same lesson scheduled twice (two replicas) is one job. */
export const reminderJobId = (bookingId: string, startsAt: Date) =>
  `lesson-reminder-${bookingId}-${startsAt.getTime()}`;

/** The hour-before push (D33) of a lesson and start time, scheduled and withdrawn with its reminder mail. */
export const reminderPushJobId = (bookingId: string, startsAt: Date) =>
  `lesson-reminder-push-${bookingId}-${startsAt.getTime()}`;

/**
 * What every mail about a lesson says (all but its kind), as the student reads it: in their
 * language, the time in the zone of their last visit, the platform's room, and the lesson as an
 * invitation from the teacher (none without ADMIN_EMAIL: no organiser to name).
 */
export function lessonMailAbout(deps: CalendarDeps, lesson: LessonToRemind) {
  const organizer = organizerOf(deps);
  return {
    to: lesson.contactEmail,
    name: lesson.studentName || lesson.contactName || lesson.contactEmail,
    startsAt: (lesson.reminderFor ?? lesson.startsAt).toISOString(),
    durationMinutes: lesson.durationMinutes,
    bookingTypeName: lesson.bookingTypeName,
    // The lesson is held in the platform's room, whatever link the scheduler's booking carries.
    meetingUrl: deps.room.pageUrlOf(lesson.id),
    // As the student last read times on the site; else as they booked.
    timezone: lesson.studentTimeZone || lesson.timezone || DEFAULT_TIMEZONE,
    invitation: organizer && { uid: lessonUidOf(deps, lesson.id), organizer, sequence: lesson.sequence },
    // In the language of the student's account; English for one not known yet.
    language: lesson.studentLanguage ?? undefined,
  };
}

/**
 * The start time a lesson's reminder should be scheduled for, or null for none. A lesson first seen
 * less than LESSON_REMINDER_HOURS ahead gets none: the student has just booked it (its booking
 * confirmation says when), and a "reminder" minutes after booking is noise.
 */
function wantedReminder(lesson: LessonToRemind, now: Date): Date | null {
  if (lesson.cancelledAt || lesson.studentName === null) return null;
  return lesson.startsAt.getTime() - REMINDER_LEAD_MS > now.getTime() ? lesson.startsAt : null;
}

/**
 * Brings the delayed reminder mails, and the hour-before pushes, in step with the calendar copy: schedules one for each new
 * lesson of a platform student, moves it when the lesson moves (the old job is removed first), and
 * withdraws it when the lesson is cancelled; a cancelled lesson whose confirmation or reminder went
 * out (with the lesson as an invitation, now in the student's calendar) gets a cancelling
 * invitation, once: `bookings.confirmation` becomes `withdrawn`, `reminder_for` null.
 * `bookings.reminder_for` records what is scheduled and changes only after the queue took the
 * change; while Redis is away nothing changes and the next run tries again. A reminder already
 * scheduled for the lesson's current start is never touched, so one about to be sent is never
 * withdrawn.
 */
export async function keepRemindersInStep(deps: CalendarDeps, now: Date): Promise<void> {
  for (const lesson of await deps.reminders.lessonsToChange(now, REMINDER_LEAD_MS)) {
    const wanted = wantedReminder(lesson, now);
    const about = lessonMailAbout(deps, lesson);
    const mail = wanted
      ? MailJobSchema.safeParse({ ...about, kind: 'lesson-reminder', startsAt: lesson.startsAt.toISOString() })
      : undefined;
    // Its confirmation or reminder went out with the lesson as an invitation: the student's calendar holds it.
    const wasInvited =
      lesson.confirmation === 'sent' || (lesson.reminderFor !== null && isDue(lesson.reminderFor, now));
    // A deleted account's lesson has no address left to write to.
    const cancellation =
      lesson.cancelledAt && wasInvited && about.invitation && lesson.contactEmail
        ? MailJobSchema.safeParse({ ...about, kind: 'lesson-cancelled' })
        : undefined;
    const bad = [mail, cancellation].find((job) => job && !job.success);
    if (bad && !bad.success) {
      deps.logger.warn(
        { bookingId: lesson.id, err: bad.error.issues[0]?.message },
        'lesson mail not scheduled: bad lesson data',
      );
      continue;
    }
    try {
      if (lesson.reminderFor) {
        await deps.mailQueue.remove(reminderJobId(lesson.id, lesson.reminderFor));
        await deps.pushQueue.remove(reminderPushJobId(lesson.id, lesson.reminderFor));
      }
      if (wanted && mail?.success) {
        await deps.mailQueue.enqueue(mail.data, reminderJobId(lesson.id, wanted), {
          delayMs: wanted.getTime() - REMINDER_LEAD_MS - now.getTime(),
        });
        // The student's devices, an hour before (if they opted in; auth's worker knows).
        if (lesson.studentId)
          await deps.pushQueue.enqueue(
            { kind: 'lesson-reminder', to: lesson.studentId, lessonId: lesson.id, startsAt: wanted.toISOString() },
            {
              jobId: reminderPushJobId(lesson.id, wanted),
              delayMs: wanted.getTime() - PUSH_REMINDER_LEAD_MS - now.getTime(),
            },
          );
      }
      if (cancellation?.success) await deps.mailQueue.enqueue(cancellation.data, `lesson-cancelled-${lesson.id}`);
    } catch (err) {
      deps.logger.warn({ err: (err as Error).message }, 'mail queue unavailable: reminders wait for the next sync');
      return;
    }
    await deps.reminders.record(lesson.id, lesson.reminderFor, wanted);
    if (lesson.cancelledAt && lesson.confirmation === 'sent')
      await deps.reminders.recordConfirmation(lesson.id, 'sent', 'withdrawn');
  }
}

/**
 * One confirmation per lesson and start time: a replayed or overlapping run adds no second job while
 * the first waits, and a lesson moved (issue 44) is confirmed again at its new time.
 */
const confirmationJobId = (bookingId: string, startsAt: Date) => `lesson-booked-${bookingId}-${startsAt.getTime()}`;

/**
 * Sends each new lesson's booking confirmation, once: the lessons the sync copied since the last
 * run (`confirmation` null) that are upcoming, not cancelled, and a verified platform student's (the
 * rule of `lessonsOfStudent`) get a `lesson-booked` mail with the lesson as an invitation, the same
 * event (UID) as their feed and reminder; the others are marked `none`. A run claims the lesson
 * before queueing, so two overlapping runs send one mail; while Redis is away the claim is undone and
 * the next run tries again. Lessons known before confirmations came were marked `none` by their
 * migration.
 */
export async function confirmNewLessons(deps: CalendarDeps, now: Date): Promise<void> {
  for (const lesson of await deps.reminders.lessonsToConfirm()) {
    const isWanted = lesson.studentId !== null && lesson.cancelledAt === null && lesson.startsAt > now;
    // At the lesson's start now: a moved lesson's reminder may still be set for its old time.
    const mail = isWanted
      ? MailJobSchema.safeParse({
          ...lessonMailAbout(deps, lesson),
          kind: 'lesson-booked',
          startsAt: lesson.startsAt.toISOString(),
        })
      : null;
    if (mail && !mail.success) {
      deps.logger.warn(
        { bookingId: lesson.id, err: mail.error.issues[0]?.message },
        'lesson confirmation not sent: bad lesson data',
      );
    }
    if (!mail?.success) {
      await deps.reminders.recordConfirmation(lesson.id, null, 'none');
      continue;
    }
    if (!(await deps.reminders.recordConfirmation(lesson.id, null, 'sent'))) continue;
    try {
      await deps.mailQueue.enqueue(mail.data, confirmationJobId(lesson.id, lesson.startsAt));
    } catch (err) {
      await deps.reminders.recordConfirmation(lesson.id, 'sent', null);
      deps.logger.warn({ err: (err as Error).message }, 'mail queue unavailable: confirmations wait for the next sync');
      return;
    }
  }
}

/** Whether a reminder scheduled for a lesson starting at `reminderFor` was due by `now` (sent, or about to be). */
const isDue = (reminderFor: Date, now: Date) => reminderFor.getTime() - REMINDER_LEAD_MS <= now.getTime();
