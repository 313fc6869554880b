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
import { Alert, Badge, Button, Card, DocumentIcon, formatFileSize, Spinner, useMyMaterials } from '@lezioni/web-kit';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { NewTabHint } from '../../../components/new-tab-hint';
import { formatDate, formatDateTime, formatDay } from '../../../utils/format';
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
  const label = `${file.name} (${formatFileSize(file.size)})`;
  if (!file.url.startsWith('/api/learning/files/')) return <span style={wrapping}>{label}</span>;
  return (
    <a href={file.url} download={file.name} onClick={onDownload} aria-label={`Download ${label}`} style={wrapping}>
      {label}
    </a>
  );
}

/**
 * One shared material: a file as a download, a Google Docs or Drive link as a document card (as in
 * chat), any other link as a link.
 */
function MaterialCard({ material }: { material: SharedMaterial }) {
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
            {material.file ? 'File' : isDocument ? googleDocumentKind(material.url) : 'Link'} · shared{' '}
            {formatDate(material.sharedAt)} {material.firstOpenedAt === null && <Badge status="warning">New</Badge>}
          </p>
          {material.tags.length > 0 && <p style={{ margin: '4px 0', ...wrapping }}>Tags: {material.tags.join(', ')}</p>}
          {material.file ? (
            <FileDownload file={material.file} onDownload={recordOpening} />
          ) : (
            isWebAddress(material.url) && (
              <a href={material.url} target="_blank" rel="noopener noreferrer" onClick={recordOpening} style={wrapping}>
                {isDocument ? `Open in ${googleDocumentKind(material.url)}` : `Open ${material.title}`}
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
  const [setDone, { isLoading }] = useSetHomeworkDoneMutation();
  const isDone = homework.doneAt !== null;
  const isOverdue = !isDone && homework.dueDate !== null && homeworkDueEnd(homework.dueDate) <= now;
  const lessonDate = formatDateTime(homework.lessonStartsAt);
  return (
    <Card size="small" role="article" aria-label={`Homework from the lesson of ${lessonDate}`}>
      <p style={{ margin: '0 0 8px', ...muted }}>From the lesson of {lessonDate}</p>
      <p style={{ margin: '0 0 8px', ...wrapping }}>{homework.text}</p>
      {homework.attachment && (
        <p style={{ margin: '0 0 8px' }}>
          Attachment: <FileDownload file={homework.attachment} />
        </p>
      )}
      <p style={{ margin: '0 0 8px', display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        {homework.dueDate ? <span>Due {formatDay(homework.dueDate)}</span> : <span>No due date</span>}
        {isDone && <Badge status="success">Done</Badge>}
        {isOverdue && <Badge status="warning">Overdue</Badge>}
      </p>
      <Button
        variant={isDone ? 'default' : 'primary'}
        loading={isLoading}
        onClick={() => void setDone({ lessonId: homework.lessonId, isDone: !isDone })}
      >
        {isDone ? 'Undo' : 'Mark done'}
      </Button>
    </Card>
  );
}

function NoteCard({ note }: { note: LessonNote }) {
  const lessonDate = formatDateTime(note.lesson.startsAt);
  return (
    <Card
      size="small"
      role="article"
      aria-label={`Notes of the lesson of ${lessonDate}`}
      title={<h3 style={{ margin: 0, fontSize: 16, ...wrapping }}>{`${lessonDate}: ${note.lesson.title}`}</h3>}
    >
      <h4 style={{ margin: '0 0 4px' }}>What we covered</h4>
      <p style={{ marginTop: 0, ...wrapping }}>{note.covered || 'Nothing written.'}</p>
      {note.vocabulary.length > 0 && (
        <>
          <h4 style={{ margin: '0 0 4px' }}>Vocabulary</h4>
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
          <h4 style={{ margin: '0 0 4px' }}>Homework</h4>
          <p style={{ marginTop: 0, ...wrapping }}>{note.homework.text}</p>
          {note.homework.attachment && (
            <p>
              Attachment: <FileDownload file={note.homework.attachment} />
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
  const now = new Date();
  return (
    <>
      <Section id="homework" title="Homework">
        {data.homework.length === 0 ? (
          <p>No homework for now.</p>
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
      <Section id="shared-materials" title="Shared materials">
        {data.materials.length === 0 ? (
          <p>Nothing shared yet.</p>
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
      <Section id="lesson-notes" title="Notes of past lessons">
        {data.notes.length === 0 ? (
          <p>No lesson notes yet.</p>
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
  const { data, isError, refetch } = useMyMaterials(true);
  return (
    <>
      <h1 style={{ marginTop: 0 }}>Homework and materials</h1>
      <p style={muted}>What {config.teacherName} shared with you, newest first.</p>
      {data ? (
        <MaterialsContent data={data} />
      ) : isError ? (
        <Alert
          type="error"
          title="Your materials could not be loaded"
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : (
        <Spinner label="Loading your materials..." />
      )}
    </>
  );
}
