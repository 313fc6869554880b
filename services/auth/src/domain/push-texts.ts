import {
  dashboardPathFor,
  lessonRoomPath,
  localeOf,
  type Language,
  type ParsedPushJob,
  type PushPayload,
} from '@lezioni/contracts';

const DEFAULT_TIME_ZONE = 'Europe/Rome';

/** Where a tap leads: pages of ours only (a path), so a push never opens another site. */
const PAGES = {
  chat: '/chat',
  bookings: '/admin-dashboard/bookings',
  booking: '/booking',
  review: '/review',
} as const;

const WORDS = {
  en: {
    approvedTitle: 'Lesson confirmed',
    approved: (when: string) => `Your lesson on ${when} is confirmed.`,
    movedTitle: 'Lesson moved',
    moved: (when: string) => `Your lesson is moved to ${when}.`,
    declinedTitle: 'Lesson request declined',
    declined: (when: string) => `Your request for ${when} was declined. Your credit is back.`,
    reminderTitle: 'Your lesson starts soon',
    reminder: (time: string) => `Your lesson starts at ${time}. Tap to open the lesson room.`,
    messageTitle: (name: string) => `Message from ${name}`,
    message: (name: string) => `You have a new message from ${name}.`,
    yourTeacher: 'your teacher',
    aStudent: 'a student',
    requestedTitle: 'New lesson request',
    requested: (name: string, when: string) => `${name} asks for a lesson on ${when}.`,
    moveRequested: (name: string, when: string) => `${name} asks to move a lesson to ${when}.`,
    wordsDueTitle: 'Words to review',
    wordsDue: (count: number) => (count === 1 ? 'You have 1 word to review.' : `You have ${count} words to review.`),
  },
  it: {
    approvedTitle: 'Lezione confermata',
    approved: (when: string) => `La tua lezione di ${when} è confermata.`,
    movedTitle: 'Lezione spostata',
    moved: (when: string) => `La tua lezione è spostata a ${when}.`,
    declinedTitle: 'Richiesta di lezione rifiutata',
    declined: (when: string) => `La tua richiesta per ${when} è stata rifiutata. Il credito ti è stato restituito.`,
    reminderTitle: 'La tua lezione sta per iniziare',
    reminder: (time: string) => `La tua lezione inizia alle ${time}. Tocca per aprire l’aula.`,
    messageTitle: (name: string) => `Messaggio da ${name}`,
    message: (name: string) => `Hai un nuovo messaggio da ${name}.`,
    yourTeacher: 'la tua insegnante',
    aStudent: 'uno studente',
    requestedTitle: 'Nuova richiesta di lezione',
    requested: (name: string, when: string) => `${name} chiede una lezione per ${when}.`,
    moveRequested: (name: string, when: string) => `${name} chiede di spostare una lezione a ${when}.`,
    wordsDueTitle: 'Parole da ripassare',
    wordsDue: (count: number) => (count === 1 ? 'Hai 1 parola da ripassare.' : `Hai ${count} parole da ripassare.`),
  },
} satisfies Record<Language, unknown>;

/** The reader: their language, their zone, their role, and whether a message's text may show. */
export type PushReader = {
  language: Language;
  timeZone: string | null;
  role: 'admin' | 'student';
  showPreviews: boolean;
};

function formatter(reader: PushReader, options: Intl.DateTimeFormatOptions) {
  const timeZone = reader.timeZone ?? DEFAULT_TIME_ZONE;
  return new Intl.DateTimeFormat(localeOf(reader.language), { ...options, timeZone });
}
const dayAndTime = (reader: PushReader, iso: string) =>
  formatter(reader, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
const timeOnly = (reader: PushReader, iso: string) =>
  formatter(reader, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** A push's notification, in the reader's language and on their clock; a message's text only with previews allowed. */
export function renderPush(job: ParsedPushJob, reader: PushReader): PushPayload {
  const words = WORDS[reader.language];
  const base = { kind: job.kind };
  switch (job.kind) {
    case 'lesson-approved': {
      const when = dayAndTime(reader, job.startsAt);
      return job.isMove
        ? { ...base, title: words.movedTitle, body: words.moved(when), url: dashboardPathFor('student') }
        : { ...base, title: words.approvedTitle, body: words.approved(when), url: dashboardPathFor('student') };
    }
    case 'lesson-declined':
      return {
        ...base,
        title: words.declinedTitle,
        body: words.declined(dayAndTime(reader, job.startsAt)),
        url: PAGES.booking,
      };
    case 'lesson-reminder':
      return {
        ...base,
        title: words.reminderTitle,
        body: words.reminder(timeOnly(reader, job.startsAt)),
        url: lessonRoomPath(job.lessonId),
      };
    case 'new-message': {
      const sender = job.senderName ?? (reader.role === 'student' ? words.yourTeacher : words.aStudent);
      return {
        ...base,
        title: words.messageTitle(sender),
        body: reader.showPreviews && job.preview ? job.preview : words.message(sender),
        url: PAGES.chat,
      };
    }
    case 'lesson-requested': {
      const when = dayAndTime(reader, job.startsAt);
      return {
        ...base,
        title: words.requestedTitle,
        body: job.isMove ? words.moveRequested(job.studentName, when) : words.requested(job.studentName, when),
        url: PAGES.bookings,
      };
    }
    case 'words-due':
      return { ...base, title: words.wordsDueTitle, body: words.wordsDue(job.count), url: PAGES.review };
  }
}
