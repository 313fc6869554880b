import { useId, useState, type ReactNode } from 'react';
import type {
  HomeworkItem,
  LearningFile,
  LessonNote,
  MyMaterials,
  RuntimeConfig,
  SharedMaterial,
} from '@lezioni/contracts';
import { googleDocumentKind } from '@lezioni/contracts/values';
import {
  Alert,
  Badge,
  Button,
  Card,
  DocumentIcon,
  formatFileSize,
  Spinner,
  describeRequestFailure,
  useMyMaterials,
  useTexts,
  dayEndOf,
  formatDay,
} from '@lezioni/web-kit';
import { NewTabHint } from '../../../components/new-tab-hint';
import { STUDENT_TEXTS } from '../../../texts';
import { formatDate, formatDateTime } from '../../../utils/format';
import { isWebAddress } from '../../../utils/web-address';
import { useGetLessonPageQuery, useOpenMaterialMutation, useSetHomeworkDoneMutation } from '../api';
import { MaterialsStyles } from '../materials-styles';

/**
 * A file the teacher uploaded, as a download with its name and size (as in chat). Only our own
 * download route is linked: the answer names it, and nothing else passes for it.
 */
function FileDownload({ file, onDownload }: { file: LearningFile; onDownload?: () => void }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const label = `${file.name} (${formatFileSize(file.size)})`;
  if (!file.url.startsWith('/api/learning/files/')) return <span className="lz-student-wrap">{label}</span>;
  return (
    <a
      href={file.url}
      download={file.name}
      onClick={onDownload}
      aria-label={t('materials.download', { file: label })}
      className="lz-student-wrap"
    >
      {label}
    </a>
  );
}

/**
 * One shared material: a file as a download, a Google Docs or Drive link as a document card (as in
 * chat), any other link as a link.
 */
function MaterialCard({ material }: { material: SharedMaterial }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const [openMaterial] = useOpenMaterialMutation();
  const isDocument = material.kind === 'google_document';
  // Recorded on the way out; the link opens whatever the answer.
  const recordOpening = () => void openMaterial(material.id);
  return (
    <Card size="small" role="article" aria-label={material.title}>
      <div className="lz-student-material">
        {(isDocument || material.file) && <DocumentIcon />}
        <div className="lz-student-material__body">
          <h3 className="lz-student-material__title lz-student-wrap">{material.title}</h3>
          <p className="lz-student-material__line lz-student-muted">
            {t('materials.sharedOn', {
              kind: material.file
                ? t('materials.file')
                : isDocument
                  ? googleDocumentKind(material.url)
                  : t('materials.link'),
              date: formatDate(material.sharedAt),
            })}{' '}
            {material.firstOpenedAt === null && <Badge status="warning">{t('materials.new')}</Badge>}
          </p>
          {material.tags.length > 0 && (
            <p className="lz-student-material__line lz-student-wrap">
              {t('materials.tags', { tags: material.tags.join(', ') })}
            </p>
          )}
          {material.file ? (
            <FileDownload file={material.file} onDownload={recordOpening} />
          ) : (
            isWebAddress(material.url) && (
              <a
                href={material.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={recordOpening}
                className="lz-student-wrap"
              >
                {isDocument
                  ? t('materials.openIn', { app: googleDocumentKind(material.url) })
                  : t('materials.open', { title: material.title })}
                <NewTabHint />
              </a>
            )
          )}
        </div>
      </div>
    </Card>
  );
}

function HomeworkCard({ homework, now }: { homework: HomeworkItem; now: Date }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const [setDone, { isLoading }] = useSetHomeworkDoneMutation();
  const isDone = homework.doneAt !== null;
  const isOverdue = !isDone && homework.dueDate !== null && dayEndOf(homework.dueDate) <= now;
  const lessonDate = formatDateTime(homework.lessonStartsAt);
  return (
    <Card size="small" role="article" aria-label={t('materials.homework.label', { date: lessonDate })}>
      <p className="lz-student-homework__line lz-student-muted">{t('materials.homework.from', { date: lessonDate })}</p>
      <p className="lz-student-homework__line lz-student-wrap">{homework.text}</p>
      {homework.attachment && (
        <p className="lz-student-homework__line">
          {t('common.attachment')} <FileDownload file={homework.attachment} />
        </p>
      )}
      <p className="lz-student-homework__line lz-student-homework__due">
        <span>
          {homework.dueDate
            ? t('materials.homework.due', { date: formatDay(homework.dueDate) })
            : t('materials.homework.noDueDate')}
        </span>
        {isDone && <Badge status="success">{t('materials.homework.done')}</Badge>}
        {isOverdue && <Badge status="warning">{t('materials.homework.overdue')}</Badge>}
      </p>
      <Button
        variant={isDone ? 'default' : 'primary'}
        loading={isLoading}
        onClick={() => void setDone({ lessonId: homework.lessonId, isDone: !isDone })}
      >
        {isDone ? t('materials.homework.undo') : t('materials.homework.markDone')}
      </Button>
    </Card>
  );
}

/** What the two wrote on the lesson's shared page in its room: read when asked for (one call per lesson). */
function LessonPageText({ lessonId }: { lessonId: string }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const [isOpen, setIsOpen] = useState(false);
  const { data, error, isFetching } = useGetLessonPageQuery(lessonId, { skip: !isOpen });
  const id = useId();
  return (
    <>
      <Button size="small" aria-expanded={isOpen} aria-controls={id} onClick={() => setIsOpen(!isOpen)}>
        {t('materials.notes.lessonPage')}
      </Button>
      <div id={id} hidden={!isOpen}>
        {isOpen && isFetching && <Spinner label={t('materials.notes.pageLoading')} />}
        {isOpen && error && <Alert type="error" title={describeRequestFailure(error)} />}
        {data && !isFetching && (
          <p className="lz-student-note__text lz-student-wrap lz-student-note__page">
            {data.text.trim() ? data.text : t('materials.notes.pageEmpty')}
          </p>
        )}
      </div>
    </>
  );
}

function NoteCard({ note }: { note: LessonNote }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const lessonDate = formatDateTime(note.lesson.startsAt);
  return (
    <Card
      size="small"
      role="article"
      aria-label={t('materials.notes.label', { date: lessonDate })}
      title={<h3 className="lz-ui-card__title lz-student-wrap">{`${lessonDate}: ${note.lesson.title}`}</h3>}
    >
      <h4 className="lz-student-note__heading">{t('materials.notes.covered')}</h4>
      <p className="lz-student-note__text lz-student-wrap">{note.covered || t('materials.notes.nothingWritten')}</p>
      {note.vocabulary.length > 0 && (
        <>
          <h4 className="lz-student-note__heading">{t('common.vocabulary')}</h4>
          <ul className="lz-student-note__words">
            {note.vocabulary.map((item, index) => (
              <li key={index} className="lz-student-wrap">
                <strong lang="it">{item.word}</strong>: {item.translation}
                {item.example && (
                  <>
                    {' '}
                    (<em lang="it">{item.example}</em>)
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {note.homework && (
        <>
          <h4 className="lz-student-note__heading">{t('common.homework')}</h4>
          <p className="lz-student-note__text lz-student-wrap">{note.homework.text}</p>
          {note.homework.attachment && (
            <p>
              {t('common.attachment')} <FileDownload file={note.homework.attachment} />
            </p>
          )}
        </>
      )}
      {note.boards.length > 0 && (
        <>
          <h4 className="lz-student-note__heading">{t('materials.notes.boards')}</h4>
          <ul className="lz-student-note__boards">
            {note.boards.map((board, index) => (
              <li key={board.id}>
                <a href={board.url} download={board.name}>
                  <img src={board.url} alt={t('materials.notes.board', { number: index + 1 })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <LessonPageText lessonId={note.lesson.id} />
    </Card>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="lz-student-section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function MaterialsContent({ data }: { data: MyMaterials }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const now = new Date();
  return (
    <>
      <Section id="homework" title={t('common.homework')}>
        {data.homework.length === 0 ? (
          <p>{t('materials.homework.none')}</p>
        ) : (
          <ul className="lz-student-list">
            {data.homework.map((homework) => (
              <li key={homework.lessonId}>
                <HomeworkCard homework={homework} now={now} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="shared-materials" title={t('materials.shared.title')}>
        {data.materials.length === 0 ? (
          <p>{t('materials.shared.none')}</p>
        ) : (
          <ul className="lz-student-list">
            {data.materials.map((material) => (
              <li key={material.id}>
                <MaterialCard material={material} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="lesson-notes" title={t('materials.notes.title')}>
        {data.notes.length === 0 ? (
          <p>{t('materials.notes.none')}</p>
        ) : (
          <ul className="lz-student-list">
            {data.notes.map((note) => (
              <li key={note.lesson.id}>
                <NoteCard note={note} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/** /materials (issue 26): the homework, materials and lesson notes the teacher shared, newest first. */
export function MaterialsView({ config }: { config: RuntimeConfig }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const { data, isError, refetch } = useMyMaterials(true);
  return (
    <>
      <MaterialsStyles />
      <h1>{t('materials.title')}</h1>
      <p className="lz-student-muted">{t('materials.intro', { teacher: config.teacherName })}</p>
      {data ? (
        <MaterialsContent data={data} />
      ) : isError ? (
        <Alert
          type="error"
          title={t('materials.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <Spinner label={t('materials.loading')} />
      )}
    </>
  );
}
