import type { ReactNode } from 'react';
import type {
  HomeworkItem,
  LearningFile,
  LessonNote,
  MyMaterials,
  RuntimeConfig,
  SharedMaterial,
} from '@lezioni/contracts';
import { googleDocumentKind, homeworkDueEnd } from '@lezioni/contracts/values';
import {
  Alert,
  Badge,
  Button,
  Card,
  DocumentIcon,
  formatFileSize,
  Spinner,
  useMyMaterials,
  useTexts,
  formatDay,
} from '@lezioni/web-kit';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { NewTabHint } from '../../../components/new-tab-hint';
import { STUDENT_TEXTS } from '../../../texts';
import { formatDate, formatDateTime } from '../../../utils/format';
import { isWebAddress } from '../../../utils/web-address';
import { useOpenMaterialMutation, useSetHomeworkDoneMutation } from '../api';

// Teachers paste long words and links: the text wraps anywhere rather than widening a 390 px page.
const wrapping = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;
const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 } as const;
const muted = { color: THEME_TOKENS.colorTextSecondary } as const;

/**
 * A file the teacher uploaded, as a download with its name and size (as in chat). Only our own
 * download route is linked: the answer names it, and nothing else passes for it.
 */
function FileDownload({ file, onDownload }: { file: LearningFile; onDownload?: () => void }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const label = `${file.name} (${formatFileSize(file.size)})`;
  if (!file.url.startsWith('/api/learning/files/')) return <span style={wrapping}>{label}</span>;
  return (
    <a
      href={file.url}
      download={file.name}
      onClick={onDownload}
      aria-label={t('materials.download', { file: label })}
      style={wrapping}
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
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        {(isDocument || material.file) && <DocumentIcon />}
        <div style={{ minWidth: 0, flex: 1 }}>
          <h3 style={{ margin: 0, fontSize: 16, ...wrapping }}>{material.title}</h3>
          <p style={{ margin: '4px 0', ...muted }}>
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
            <p style={{ margin: '4px 0', ...wrapping }}>{t('materials.tags', { tags: material.tags.join(', ') })}</p>
          )}
          {material.file ? (
            <FileDownload file={material.file} onDownload={recordOpening} />
          ) : (
            isWebAddress(material.url) && (
              <a href={material.url} target="_blank" rel="noopener noreferrer" onClick={recordOpening} style={wrapping}>
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
  const isOverdue = !isDone && homework.dueDate !== null && homeworkDueEnd(homework.dueDate) <= now;
  const lessonDate = formatDateTime(homework.lessonStartsAt);
  return (
    <Card size="small" role="article" aria-label={t('materials.homework.label', { date: lessonDate })}>
      <p style={{ margin: '0 0 8px', ...muted }}>{t('materials.homework.from', { date: lessonDate })}</p>
      <p style={{ margin: '0 0 8px', ...wrapping }}>{homework.text}</p>
      {homework.attachment && (
        <p style={{ margin: '0 0 8px' }}>
          {t('common.attachment')} <FileDownload file={homework.attachment} />
        </p>
      )}
      <p style={{ margin: '0 0 8px', display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
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

function NoteCard({ note }: { note: LessonNote }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const lessonDate = formatDateTime(note.lesson.startsAt);
  return (
    <Card
      size="small"
      role="article"
      aria-label={t('materials.notes.label', { date: lessonDate })}
      title={<h3 style={{ margin: 0, fontSize: 16, ...wrapping }}>{`${lessonDate}: ${note.lesson.title}`}</h3>}
    >
      <h4 style={{ margin: '0 0 4px' }}>{t('materials.notes.covered')}</h4>
      <p style={{ marginTop: 0, ...wrapping }}>{note.covered || t('materials.notes.nothingWritten')}</p>
      {note.vocabulary.length > 0 && (
        <>
          <h4 style={{ margin: '0 0 4px' }}>{t('common.vocabulary')}</h4>
          <ul style={{ margin: '0 0 12px', paddingLeft: 20 }}>
            {note.vocabulary.map((item, index) => (
              <li key={index} style={wrapping}>
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
          <h4 style={{ margin: '0 0 4px' }}>{t('common.homework')}</h4>
          <p style={{ marginTop: 0, ...wrapping }}>{note.homework.text}</p>
          {note.homework.attachment && (
            <p>
              {t('common.attachment')} <FileDownload file={note.homework.attachment} />
            </p>
          )}
        </>
      )}
    </Card>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginTop: 32 }}>
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
          <ul style={list}>
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
          <ul style={list}>
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
          <ul style={list}>
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
      <h1 style={{ marginTop: 0 }}>{t('materials.title')}</h1>
      <p style={muted}>{t('materials.intro', { teacher: config.teacherName })}</p>
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
