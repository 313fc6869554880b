import type { LessonCancelledMail, LessonReminderMail } from '@lezioni/contracts';
import { lessonCalendar } from '@lezioni/service-kit/calendar';
import type { RenderedMail } from './mail-text';

/**
 * The lesson as an invitation from the teacher to the student, the same event (UID) as in their
 * calendar feed: `REQUEST` adds it to their calendar (or updates it there), `CANCEL` takes it out.
 */
export function lessonInvitation(
  mail: LessonReminderMail | LessonCancelledMail,
  teacherName: string,
  method: 'REQUEST' | 'CANCEL',
): RenderedMail['invitation'] {
  if (!mail.invitation) return undefined;
  const startsAt = new Date(mail.startsAt);
  const content = lessonCalendar({
    method: method === 'REQUEST' ? 'request' : 'cancel',
    lessons: [
      {
        uid: mail.invitation.uid,
        startsAt,
        endsAt: new Date(startsAt.getTime() + mail.durationMinutes * 60_000),
        summary: `Italian lesson with ${teacherName}`,
        description: mail.meetingUrl
          ? `${mail.bookingTypeName}\nLesson room: ${mail.meetingUrl}`
          : mail.bookingTypeName,
        url: mail.meetingUrl ?? undefined,
        isCancelled: method === 'CANCEL',
        organizer: mail.invitation.organizer,
        attendee: { name: mail.name, email: mail.to },
      },
    ],
  });
  return { method, content };
}
