import { lazy, Suspense, useState } from 'react';
import type { LessonNote, StudentPageLesson } from '@lezioni/contracts';
import {
  Alert,
  Badge,
  Button,
  Spinner,
  describeRequestFailure,
  formatLessonTime,
  useContractTexts,
  useTexts,
} from '@lezioni/web-kit';
import { ADMIN_TEXTS, type AdminT } from '../../../texts';
import { useLessonPage } from '../api';

// The note editor loads when a note is first opened: the page (and the dashboard with it) starts without it.
const LessonNoteEditor = lazy(() =>
  import('@lezioni/web-kit/lesson-note').then(({ LessonNoteEditor }) => ({ default: LessonNoteEditor })),
);

function attendance(lesson: StudentPageLesson, t: AdminT, attended: string): string {
  if (lesson.status === 'cancelled') return t('student.lesson.cancelled');
  if (lesson.status === 'scheduled') return t('student.lesson.upcoming');
  if (lesson.attended === null) return t('student.lesson.notRecorded');
  return lesson.attended ? attended : t('student.lesson.absent');
}

/** What the two wrote on the lesson's shared page in its room, beside her note: read once the note is opened. */
function LessonPageText({ lessonId }: { lessonId: string }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const { data, error, isLoading } = useLessonPage(lessonId);
  return (
    <section className="lz-admin-lesson-page" aria-label={t('student.note.lessonPage')}>
      <h4>{t('student.note.lessonPage')}</h4>
      {isLoading && <Spinner label={t('common.loading')} />}
      {error && <Alert type="error" title={describeRequestFailure(error)} />}
      {data && <p className="lz-admin-wrap">{data.text.trim() ? data.text : t('student.note.pageEmpty')}</p>}
    </section>
  );
}

/** One lesson, and its note behind a button (an editor per lesson would make a long page). */
function LessonItem({
  lesson,
  note,
  canWrite,
}: {
  lesson: StudentPageLesson;
  note: LessonNote | undefined;
  canWrite: boolean;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  const { room } = useContractTexts();
  const [isOpen, setIsOpen] = useState(false);
  const noteState = note
    ? note.sharedAt
      ? t('student.note.shared')
      : t('student.note.draft')
    : t('student.note.none');
  return (
    <li className="lz-admin-item">
      <div className="lz-admin-item__head">
        <strong>
          <time dateTime={lesson.scheduledAt}>{formatLessonTime(lesson.scheduledAt)}</time>
        </strong>
        <span className="lz-admin-wrap">{lesson.bookingTypeName}</span>
        <Badge
          status={lesson.attended === false || lesson.status === 'cancelled' ? 'warning' : 'default'}
          variant="outlined"
        >
          {attendance(lesson, t, room.attended)}
        </Badge>
        {canWrite && <span className="lz-admin-secondary">{noteState}</span>}
        <Button size="small" aria-expanded={isOpen} disabled={!canWrite} onClick={() => setIsOpen((open) => !open)}>
          {t(isOpen ? 'student.note.hide' : note ? 'student.note.open' : 'student.note.write')}
        </Button>
      </div>
      {isOpen && (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <LessonNoteEditor lessonId={lesson.id} note={note} />
        </Suspense>
      )}
      {isOpen && lesson.status === 'completed' && <LessonPageText lessonId={lesson.id} />}
    </li>
  );
}

type LessonListProps = {
  lessons: StudentPageLesson[];
  /** Learning's notes by lesson id; undefined until they have loaded (an editor opened before would start empty). */
  notes: Map<string, LessonNote> | undefined;
  empty: string;
};

/** The student's upcoming or past lessons, each with its note. */
export function LessonList({ lessons, notes, empty }: LessonListProps) {
  if (lessons.length === 0) return <p className="lz-admin-empty">{empty}</p>;
  return (
    <ul className="lz-admin-plain-list">
      {lessons.map((lesson) => (
        <LessonItem key={lesson.id} lesson={lesson} note={notes?.get(lesson.id)} canWrite={notes !== undefined} />
      ))}
    </ul>
  );
}
