import type { Language, LessonBookedMail, LessonCancelledMail, LessonReminderMail } from '@lezioni/contracts';
import { lessonCalendar } from '@lezioni/service-kit/calendar';
import type { RenderedMail } from './mail-text';

/** The event's words in each language, as the student's calendar shows them. */
const WORDS = {
  en: { summary: (teacher: string) => `Italian lesson with ${teacher}`, room: 'Lesson room' },
  it: { summary: (teacher: string) => `Lezione di italiano con ${teacher}`, room: 'Aula della lezione' },
} satisfies Record<Language, unknown>;

/**
 * The lesson as an invitation from the teacher to the student, in the student's language, the same
 * event (UID) as in their calendar feed: `REQUEST` adds it to their calendar (or updates it there),
 * `CANCEL` takes it out.
 */
export function lessonInvitation(
  mail: LessonBookedMail | LessonReminderMail | LessonCancelledMail,
  teacherName: string,
  method: 'REQUEST' | 'CANCEL',
  language: Language,
): RenderedMail['invitation'] {
  if (!mail.invitation) return undefined;
  const words = WORDS[language];
  const startsAt = new Date(mail.startsAt);
  const content = lessonCalendar({
    method: method === 'REQUEST' ? 'request' : 'cancel',
    language,
    lessons: [
      {
        uid: mail.invitation.uid,
        startsAt,
        endsAt: new Date(startsAt.getTime() + mail.durationMinutes * 60_000),
        summary: words.summary(teacherName),
        description: mail.meetingUrl
          ? `${mail.bookingTypeName}\n${words.room}: ${mail.meetingUrl}`
          : mail.bookingTypeName,
        url: mail.meetingUrl ?? undefined,
        isCancelled: method === 'CANCEL',
        sequence: mail.invitation.sequence,
        organizer: mail.invitation.organizer,
        attendee: { name: mail.name, email: mail.to },
      },
    ],
  });
  return { method, content };
}
