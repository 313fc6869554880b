import { useRef, useState, type ReactNode } from 'react';
import type {
  HomeworkItem,
  LessonNote,
  Order,
  SharedMaterial,
  StudentPageLesson,
  StudentPageResponse,
} from '@lezioni/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  formatFileSize,
  formatLessonTime,
  isRequestError,
  Link,
  LinkButton,
  Spinner,
  Table,
  type TableColumn,
} from '@lezioni/web-kit';
import { LessonNoteEditor } from '@lezioni/web-kit/lesson-note';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { LoadError } from '../../../components/load-error';
import { StopSharingButton } from '../../../components/stop-sharing-button';
import { formatDateTime, formatEuros, formatOpenings } from '../../../utils/format';
import { useLearningStudent, useStudentPage } from '../api';
import { LevelsSection } from './levels-section';

const secondary = { color: THEME_TOKENS.colorTextSecondary } as const;
const heading = (text: string) => <h2 style={{ margin: 0, fontSize: 18 }}>{text}</h2>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={heading(title)} style={{ minWidth: 0 }}>
      {children}
    </Card>
  );
}

/** The soonest expiry of the credits still usable, if any. */
function nextExpiry(credits: StudentPageResponse['credits'], now: Date): string | null {
  const usable = credits.filter((lot) => lot.remainingCredits > 0 && new Date(lot.expiryDate) > now);
  return usable.map((lot) => lot.expiryDate).sort()[0] ?? null;
}

const ORDER_COLUMNS: TableColumn<Order>[] = [
  { key: 'date', title: 'Ordered', render: ({ createdAt }) => formatDateTime(createdAt) },
  { key: 'credits', title: 'Credits', align: 'right', render: ({ credits }) => credits },
  { key: 'price', title: 'Price', align: 'right', render: ({ priceEur }) => formatEuros(priceEur) },
  { key: 'method', title: 'Payment', render: ({ paymentMethod }) => (paymentMethod === 'card' ? 'Card' : 'Transfer') },
  {
    key: 'status',
    title: 'Status',
    render: ({ status, refund }) => (refund ? `${status}, refund ${refund.status}` : status),
  },
];

function attendance(lesson: StudentPageLesson): string {
  if (lesson.status === 'cancelled') return 'Cancelled';
  if (lesson.status === 'scheduled') return 'Upcoming';
  if (lesson.attended === null) return 'Attendance not recorded';
  return lesson.attended ? 'Attended' : 'Did not attend';
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
  const [isOpen, setIsOpen] = useState(false);
  const noteState = note ? (note.sharedAt ? 'Note shared' : 'Note draft') : 'No note yet';
  return (
    <li style={{ display: 'grid', gap: 8, padding: '12px 0', borderBottom: `1px solid ${THEME_TOKENS.colorBorder}` }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px' }}>
        <strong>
          <time dateTime={lesson.scheduledAt}>{formatLessonTime(lesson.scheduledAt)}</time>
        </strong>
        <span style={{ overflowWrap: 'anywhere' }}>{lesson.bookingTypeName}</span>
        <Badge
          status={lesson.attended === false || lesson.status === 'cancelled' ? 'warning' : 'default'}
          variant="outlined"
        >
          {attendance(lesson)}
        </Badge>
        {canWrite && <span style={secondary}>{noteState}</span>}
        <Button size="small" aria-expanded={isOpen} disabled={!canWrite} onClick={() => setIsOpen((open) => !open)}>
          {isOpen ? 'Hide note' : note ? 'Open note' : 'Write note'}
        </Button>
      </div>
      {isOpen && <LessonNoteEditor lessonId={lesson.id} note={note} />}
    </li>
  );
}

type LessonListProps = {
  lessons: StudentPageLesson[];
  /** Learning's notes by lesson id; undefined until they have loaded (an editor opened before would start empty). */
  notes: Map<string, LessonNote> | undefined;
  empty: string;
};

function LessonList({ lessons, notes, empty }: LessonListProps) {
  if (lessons.length === 0) return <p style={{ margin: 0, ...secondary }}>{empty}</p>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lessons.map((lesson) => (
        <LessonItem key={lesson.id} lesson={lesson} note={notes?.get(lesson.id)} canWrite={notes !== undefined} />
      ))}
    </ul>
  );
}

/** The homework of shared notes, newest lesson first, and whether the student marked it done. */
function HomeworkList({ homework }: { homework: HomeworkItem[] }) {
  if (homework.length === 0) return <p style={{ margin: 0, ...secondary }}>No homework shared yet.</p>;
  return (
    <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
      {homework.map((item) => (
        <li key={item.lessonId} style={{ overflowWrap: 'anywhere' }}>
          {item.text}{' '}
          <span style={secondary}>
            (lesson of {formatDateTime(item.lessonStartsAt)}
            {item.dueDate && `, due ${item.dueDate}`})
          </span>{' '}
          {item.attachment && (
            <>
              <a href={item.attachment.url} download={item.attachment.name}>
                {item.attachment.name}
              </a>{' '}
              <span style={secondary}>({formatFileSize(item.attachment.size)})</span>{' '}
            </>
          )}
          <Badge status={item.doneAt ? 'success' : 'default'} variant="outlined">
            {item.doneAt ? 'Done' : 'Not done yet'}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function MaterialsList({ student, materials }: { student: { id: string; name: string }; materials: SharedMaterial[] }) {
  // Takes the focus when the share whose button had it is gone.
  const list = useRef<HTMLDivElement>(null);
  return (
    <div ref={list} tabIndex={-1} role="group" aria-label="Shared materials" style={{ outline: 'none' }}>
      {materials.length === 0 ? (
        <p style={{ margin: 0, ...secondary }}>Nothing shared yet.</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
          {materials.map((material) => (
            <li
              key={material.id}
              style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2px 12px', minWidth: 0 }}
            >
              <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <a href={material.url} target="_blank" rel="noreferrer">
                  {material.title}
                </a>{' '}
                <span style={secondary}>
                  shared {formatDateTime(material.sharedAt)}, {formatOpenings(material)}
                </span>
              </span>
              <StopSharingButton material={material} student={student} onStopped={() => list.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NoSuchStudent() {
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto', textAlign: 'center' }}>
      <h1 style={{ margin: '0 0 24px', fontSize: 24 }}>No such student</h1>
      <p>This student does not exist or their account was deleted.</p>
      <LinkButton to="/admin-dashboard/students" variant="primary">
        Back to Students
      </LinkButton>
    </Card>
  );
}

/**
 * The teacher's page of one student (issue 26, /admin-dashboard/students/{id}): the account and
 * credits, levels, orders, lessons with their notes, shared materials, and the chat.
 */
export function StudentPage({ studentId }: { studentId: string }) {
  const page = useStudentPage(studentId);
  const learning = useLearningStudent(studentId);

  if (isRequestError(page.error) && page.error.status === 404) return <NoSuchStudent />;
  const student = page.data;
  const notes = learning.data && new Map(learning.data.notes.map((note) => [note.lesson.id, note]));
  const expiry = student ? nextExpiry(student.credits, new Date()) : null;

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px', display: 'grid', gap: 16, minWidth: 0 }}>
      <nav aria-label="Breadcrumb">
        <Link to="/admin-dashboard/students">← Students</Link>
      </nav>
      {page.isError ? (
        <>
          <h1 style={{ margin: 0 }}>Student</h1>
          <LoadError what="The student" error={page.error} onRetry={page.refetch} />
        </>
      ) : !student ? (
        <>
          <h1 style={{ margin: 0 }}>Student</h1>
          <Spinner label="Loading…" />
        </>
      ) : (
        <>
          <header style={{ display: 'grid', gap: 4, minWidth: 0 }}>
            <h1 style={{ margin: 0, overflowWrap: 'anywhere' }}>{student.name}</h1>
            <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
              <a href={`mailto:${student.email}`}>{student.email}</a>
              {!student.emailVerified && <span style={secondary}> (address not verified)</span>}
            </p>
            <p style={{ margin: 0, ...secondary }}>Student since {formatDateTime(student.since)}</p>
            <p style={{ margin: 0 }}>
              <strong>{student.creditsLeft}</strong> {student.creditsLeft === 1 ? 'credit' : 'credits'} left
              {expiry && <span style={secondary}> (the first expire {formatDateTime(expiry)})</span>}
            </p>
            <div>
              <LinkButton to={`/chat?student=${encodeURIComponent(studentId)}`} variant="primary">
                Open chat
              </LinkButton>
            </div>
          </header>

          <Section title="Levels">
            {learning.isError ? (
              <LearningError learning={learning} />
            ) : learning.data ? (
              <LevelsSection studentId={studentId} levels={learning.data.levels} />
            ) : (
              <Spinner label="Loading…" />
            )}
          </Section>

          <Section title="Upcoming lessons">
            <LessonList lessons={student.lessons.upcoming} notes={notes} empty="No lesson booked." />
          </Section>
          <Section title="Past lessons">
            <LessonList lessons={student.lessons.past} notes={notes} empty="No lesson yet." />
          </Section>

          <Section title="Homework">
            {learning.data ? (
              <HomeworkList homework={learning.data.homework} />
            ) : learning.isError ? (
              <LearningError learning={learning} />
            ) : (
              <Spinner label="Loading…" />
            )}
          </Section>

          <Section title="Shared materials">
            {learning.data ? (
              <MaterialsList student={learning.data.student} materials={learning.data.materials} />
            ) : learning.isError ? (
              <LearningError learning={learning} />
            ) : (
              <Spinner label="Loading…" />
            )}
          </Section>

          <Section title="Orders and payments">
            <Table<Order>
              aria-label="Orders and payments"
              columns={ORDER_COLUMNS}
              rows={student.orders}
              rowKey={({ id }) => id}
              emptyText="No orders yet."
            />
          </Section>
        </>
      )}
    </div>
  );
}

/** Learning's part failed: the rest of the page stands. A 404 is a student learning has not heard of yet. */
function LearningError({ learning }: { learning: ReturnType<typeof useLearningStudent> }) {
  if (isRequestError(learning.error) && learning.error.status === 404) {
    return (
      <Alert
        type="info"
        role="note"
        title="Notes and levels for this student are not ready yet: their account is still reaching the notes service. Try again in a minute."
      />
    );
  }
  return <LoadError what="Notes, levels and materials" error={learning.error} onRetry={learning.refetch} />;
}
