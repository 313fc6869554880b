import { useRef, useState, type ReactNode } from 'react';
import type {
  HomeworkItem,
  LessonNote,
  Order,
  SharedMaterial,
  StudentPageLesson,
  StudentPageResponse,
} from '@lezioni/contracts';
import { paymentStatusOf } from '@lezioni/contracts/values';
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
  Trans,
  useContractTexts,
  useTexts,
  type TableColumn,
  formatDay,
} from '@lezioni/web-kit';
import { LessonNoteEditor } from '@lezioni/web-kit/lesson-note';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { LoadError } from '../../../components/load-error';
import { StopSharingButton } from '../../../components/stop-sharing-button';
import { ADMIN_TEXTS, type AdminT } from '../../../texts';
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

const orderColumns = (t: AdminT): TableColumn<Order>[] => [
  { key: 'date', title: t('student.orders.columns.ordered'), render: ({ createdAt }) => formatDateTime(createdAt) },
  { key: 'credits', title: t('student.orders.columns.credits'), align: 'right', render: ({ credits }) => credits },
  {
    key: 'price',
    title: t('student.orders.columns.price'),
    align: 'right',
    render: ({ priceEur }) => formatEuros(priceEur),
  },
  {
    key: 'method',
    title: t('student.orders.columns.payment'),
    render: ({ paymentMethod }) => t(`common.method.${paymentMethod === 'card' ? 'card' : 'transfer'}`),
  },
  {
    key: 'status',
    title: t('student.orders.columns.status'),
    render: ({ status, refund, priceCents }) => {
      // A refund paid out is what the order now is: "Refunded €100", as in the Payments tab.
      const paid = paymentStatusOf({ status, refund, priceCents });
      if (refund && (paid === 'refunded' || paid === 'partially_refunded'))
        return t(`payments.status.${paid}`, { amount: formatEuros(refund.amountCents / 100) });
      return refund
        ? t('student.orders.withRefund', {
            status: t(`student.orders.status.${status}`),
            refund: t(`student.orders.refund.${refund.status}`),
          })
        : t(`student.orders.status.${status}`);
    },
  },
];

function attendance(lesson: StudentPageLesson, t: AdminT, attended: string): string {
  if (lesson.status === 'cancelled') return t('student.lesson.cancelled');
  if (lesson.status === 'scheduled') return t('student.lesson.upcoming');
  if (lesson.attended === null) return t('student.lesson.notRecorded');
  return lesson.attended ? attended : t('student.lesson.absent');
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
          {attendance(lesson, t, room.attended)}
        </Badge>
        {canWrite && <span style={secondary}>{noteState}</span>}
        <Button size="small" aria-expanded={isOpen} disabled={!canWrite} onClick={() => setIsOpen((open) => !open)}>
          {t(isOpen ? 'student.note.hide' : note ? 'student.note.open' : 'student.note.write')}
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
  const { t } = useTexts(ADMIN_TEXTS);
  if (homework.length === 0) return <p style={{ margin: 0, ...secondary }}>{t('student.homework.none')}</p>;
  return (
    <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
      {homework.map((item) => (
        <li key={item.lessonId} style={{ overflowWrap: 'anywhere' }}>
          {item.text}{' '}
          <span style={secondary}>
            {item.dueDate
              ? t('student.homework.lessonOfDue', {
                  date: formatDateTime(item.lessonStartsAt),
                  due: formatDay(item.dueDate),
                })
              : t('student.homework.lessonOf', { date: formatDateTime(item.lessonStartsAt) })}
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
            {item.doneAt ? t('student.homework.done') : t('student.homework.notDone')}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function MaterialsList({ student, materials }: { student: { id: string; name: string }; materials: SharedMaterial[] }) {
  const { t } = useTexts(ADMIN_TEXTS);
  // Takes the focus when the share whose button had it is gone.
  const list = useRef<HTMLDivElement>(null);
  return (
    <div ref={list} tabIndex={-1} role="group" aria-label={t('student.materials.label')} style={{ outline: 'none' }}>
      {materials.length === 0 ? (
        <p style={{ margin: 0, ...secondary }}>{t('student.materials.none')}</p>
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
                  {t('sharing.shared', {
                    date: formatDateTime(material.sharedAt),
                    openings: formatOpenings(material, t),
                  })}
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
  const { t } = useTexts(ADMIN_TEXTS);
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto', textAlign: 'center' }}>
      <h1 style={{ margin: '0 0 24px', fontSize: 24 }}>{t('student.noSuchStudent.title')}</h1>
      <p>{t('student.noSuchStudent.text')}</p>
      <LinkButton to="/admin-dashboard/students" variant="primary">
        {t('student.noSuchStudent.back')}
      </LinkButton>
    </Card>
  );
}

/**
 * The teacher's page of one student (issue 26, /admin-dashboard/students/{id}): the account and
 * credits, levels, orders, lessons with their notes, shared materials, and the chat.
 */
export function StudentPage({ studentId }: { studentId: string }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const page = useStudentPage(studentId);
  const learning = useLearningStudent(studentId);

  if (isRequestError(page.error) && page.error.status === 404) return <NoSuchStudent />;
  const student = page.data;
  const notes = learning.data && new Map(learning.data.notes.map((note) => [note.lesson.id, note]));
  const expiry = student ? nextExpiry(student.credits, new Date()) : null;

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px', display: 'grid', gap: 16, minWidth: 0 }}>
      <nav aria-label={t('student.breadcrumb')}>
        <Link to="/admin-dashboard/students">{t('student.backToStudents')}</Link>
      </nav>
      {page.isError ? (
        <>
          <h1 style={{ margin: 0 }}>{t('student.title')}</h1>
          <LoadError title={t('student.loadFailed')} error={page.error} onRetry={page.refetch} />
        </>
      ) : !student ? (
        <>
          <h1 style={{ margin: 0 }}>{t('student.title')}</h1>
          <Spinner label={t('common.loading')} />
        </>
      ) : (
        <>
          <header style={{ display: 'grid', gap: 4, minWidth: 0 }}>
            <h1 style={{ margin: 0, overflowWrap: 'anywhere' }}>{student.name}</h1>
            {/* A deleted account has no address left. */}
            {student.email && (
              <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
                <a href={`mailto:${student.email}`}>{student.email}</a>
                {!student.emailVerified && <span style={secondary}> {t('student.notVerified')}</span>}
              </p>
            )}
            <p style={{ margin: 0, ...secondary }}>{t('student.since', { date: formatDateTime(student.since) })}</p>
            <p style={{ margin: 0 }}>
              <Trans
                t={t}
                i18nKey="student.creditsLeft"
                count={student.creditsLeft}
                components={{ strong: <strong /> }}
              />
              {expiry && <span style={secondary}> {t('student.firstExpire', { date: formatDateTime(expiry) })}</span>}
            </p>
            <div>
              <LinkButton to={`/chat?student=${encodeURIComponent(studentId)}`} variant="primary">
                {t('student.openChat')}
              </LinkButton>
            </div>
          </header>

          <Section title={t('student.sections.levels')}>
            {learning.isError ? (
              <LearningError learning={learning} />
            ) : learning.data ? (
              <LevelsSection studentId={studentId} levels={learning.data.levels} />
            ) : (
              <Spinner label={t('common.loading')} />
            )}
          </Section>

          <Section title={t('student.sections.upcoming')}>
            <LessonList lessons={student.lessons.upcoming} notes={notes} empty={t('student.noUpcoming')} />
          </Section>
          <Section title={t('student.sections.past')}>
            <LessonList lessons={student.lessons.past} notes={notes} empty={t('student.noPast')} />
          </Section>

          <Section title={t('student.sections.homework')}>
            {learning.data ? (
              <HomeworkList homework={learning.data.homework} />
            ) : learning.isError ? (
              <LearningError learning={learning} />
            ) : (
              <Spinner label={t('common.loading')} />
            )}
          </Section>

          <Section title={t('student.sections.materials')}>
            {learning.data ? (
              <MaterialsList student={learning.data.student} materials={learning.data.materials} />
            ) : learning.isError ? (
              <LearningError learning={learning} />
            ) : (
              <Spinner label={t('common.loading')} />
            )}
          </Section>

          <Section title={t('student.sections.orders')}>
            <Table<Order>
              aria-label={t('student.orders.label')}
              columns={orderColumns(t)}
              rows={student.orders}
              rowKey={({ id }) => id}
              emptyText={t('student.orders.empty')}
            />
          </Section>
        </>
      )}
    </div>
  );
}

/** Learning's part failed: the rest of the page stands. A 404 is a student learning has not heard of yet. */
function LearningError({ learning }: { learning: ReturnType<typeof useLearningStudent> }) {
  const { t } = useTexts(ADMIN_TEXTS);
  if (isRequestError(learning.error) && learning.error.status === 404) {
    return <Alert type="info" role="note" title={t('student.learningNotReady')} />;
  }
  return <LoadError title={t('student.learningFailed')} error={learning.error} onRetry={learning.refetch} />;
}
