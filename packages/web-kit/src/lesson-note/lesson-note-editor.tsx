import { useId, useRef, useState } from 'react';
import type { LessonNote } from '@lezioni/contracts';
import { Alert, Badge, Button, describeRequestFailure, Input, KIT_TEXTS, TextArea, useTexts } from '@lezioni/web-kit';
import { useLazyGetLessonNoteQuery, useShareLessonNoteMutation } from './api';
import { HomeworkAttachment } from './homework-attachment';
import { LessonNoteStyles } from './lesson-note-styles';
import { describeAutosave, emptyWord } from './note-autosave';
import { useNoteAutosave } from './use-note-autosave';

/**
 * The teacher's note of one lesson: what was covered, vocabulary, homework (with a file, if she attaches one),
 * and the whiteboard images saved in the lesson room (read from `note`, not edited here). Saved as she types; a
 * note saved meanwhile elsewhere is never overwritten (she reloads it); "Share with student" shows
 * it to the student, and it stays shared through later edits.
 */
export function LessonNoteEditor({ lessonId, note }: { lessonId: string; note: LessonNote | undefined }) {
  const { t } = useTexts(KIT_TEXTS);
  const { draft, state, edit, reload, retry } = useNoteAutosave(lessonId, note);
  const [sharedAt, setSharedAt] = useState(note?.sharedAt ?? null);
  const [share, sharing] = useShareLessonNoteMutation();
  const [readNote, reading] = useLazyGetLessonNoteQuery();
  const [shareError, setShareError] = useState<string | null>(null);
  const [addedKey, setAddedKey] = useState<number | null>(null);
  // A removed row takes its focused button with it: the keyboard lands on "Add word" instead.
  const addWordRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  const onReload = async () => {
    const fresh = await readNote(lessonId).unwrap();
    setSharedAt(fresh.sharedAt);
    reload(fresh);
  };
  const onShare = async () => {
    setShareError(null);
    try {
      setSharedAt((await share(lessonId).unwrap()).sharedAt);
    } catch (error) {
      setShareError(describeRequestFailure(error));
    }
  };

  const autosaveTexts = {
    notWritten: t('lessonNote.autosave.notWritten'),
    saving: t('lessonNote.autosave.saving'),
    saved: t('lessonNote.autosave.saved'),
    conflict: t('lessonNote.autosave.conflict'),
    failed: t('lessonNote.autosave.failed'),
  };
  const isSaved = state.status === 'saved' || (state.status === 'idle' && state.revision > 0);
  const setWord = (key: number, part: 'word' | 'translation' | 'example', value: string) =>
    edit((current) => ({
      ...current,
      vocabulary: current.vocabulary.map((row) => (row.key === key ? { ...row, [part]: value } : row)),
    }));

  return (
    <div className="lz-ui-note">
      <LessonNoteStyles />
      <div className="lz-ui-note__status">
        <span role="status" aria-live="polite" className="lz-ui-note__autosave">
          {autosaveTexts[describeAutosave(state, state.revision === 0)]}
        </span>
        {sharedAt ? (
          <Badge status="success">{t('lessonNote.shared')}</Badge>
        ) : (
          <Button size="small" disabled={!isSaved} loading={sharing.isLoading} onClick={onShare}>
            {t('lessonNote.share')}
          </Button>
        )}
      </div>
      {state.status === 'conflict' && (
        <Alert
          type="warning"
          showIcon
          title={t('lessonNote.changedElsewhere')}
          description={state.error}
          action={
            <Button size="small" loading={reading.isFetching} onClick={onReload}>
              {t('lessonNote.reload')}
            </Button>
          }
        />
      )}
      {state.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('lessonNote.saveFailed')}
          description={state.error}
          action={
            <Button size="small" onClick={retry}>
              {t('lessonNote.retry')}
            </Button>
          }
        />
      )}
      {reading.isError && (
        <Alert type="error" title={t('lessonNote.reloadFailed')} description={describeRequestFailure(reading.error)} />
      )}
      {shareError && <Alert type="error" title={t('lessonNote.shareFailed')} description={shareError} />}

      <div className="lz-ui-note__field">
        <label htmlFor={`${id}-covered`}>{t('lessonNote.covered')}</label>
        <TextArea
          id={`${id}-covered`}
          maxRows={10}
          value={draft.covered}
          onChange={(event) => edit((current) => ({ ...current, covered: event.target.value }))}
        />
      </div>

      <fieldset className="lz-ui-note__group">
        <legend>{t('lessonNote.vocabulary')}</legend>
        {draft.vocabulary.map((row, index) => (
          <div
            key={row.key}
            role="group"
            aria-label={t('lessonNote.wordRow', { number: index + 1 })}
            className="lz-ui-note__word"
          >
            <div className="lz-ui-note__field">
              <label htmlFor={`${id}-word-${row.key}`}>{t('lessonNote.word')}</label>
              <Input
                id={`${id}-word-${row.key}`}
                // "Add word" leads the keyboard straight to the new row.
                autoFocus={row.key === addedKey}
                value={row.word}
                onChange={(e) => setWord(row.key, 'word', e.target.value)}
              />
            </div>
            <div className="lz-ui-note__field">
              <label htmlFor={`${id}-translation-${row.key}`}>{t('lessonNote.translation')}</label>
              <Input
                id={`${id}-translation-${row.key}`}
                value={row.translation}
                onChange={(e) => setWord(row.key, 'translation', e.target.value)}
              />
            </div>
            <div className="lz-ui-note__field">
              <label htmlFor={`${id}-example-${row.key}`}>{t('lessonNote.example')}</label>
              <Input
                id={`${id}-example-${row.key}`}
                value={row.example}
                onChange={(e) => setWord(row.key, 'example', e.target.value)}
              />
            </div>
            <Button
              aria-label={t('lessonNote.removeWord', { number: index + 1 })}
              onClick={() => {
                edit((current) => ({
                  ...current,
                  vocabulary: current.vocabulary.filter(({ key }) => key !== row.key),
                }));
                addWordRef.current?.focus();
              }}
            >
              {t('lessonNote.remove')}
            </Button>
          </div>
        ))}
        <div>
          <Button
            ref={addWordRef}
            size="small"
            onClick={() => {
              const row = emptyWord();
              setAddedKey(row.key);
              edit((current) => ({ ...current, vocabulary: [...current.vocabulary, row] }));
            }}
          >
            {t('lessonNote.addWord')}
          </Button>
        </div>
      </fieldset>

      <fieldset className="lz-ui-note__group">
        <legend>{t('lessonNote.homework')}</legend>
        <div className="lz-ui-note__field">
          <label htmlFor={`${id}-homework`}>{t('lessonNote.task')}</label>
          <TextArea
            id={`${id}-homework`}
            maxRows={6}
            value={draft.homework.text}
            onChange={(event) =>
              edit((current) => ({ ...current, homework: { ...current.homework, text: event.target.value } }))
            }
          />
        </div>
        <div className="lz-ui-note__field lz-ui-note__field--due">
          <label htmlFor={`${id}-due`}>{t('lessonNote.dueDate')}</label>
          <Input
            id={`${id}-due`}
            type="date"
            value={draft.homework.dueDate}
            onChange={(event) =>
              edit((current) => ({ ...current, homework: { ...current.homework, dueDate: event.target.value } }))
            }
          />
        </div>
        <HomeworkAttachment
          attachment={draft.homework.attachment}
          hasTask={draft.homework.text.trim() !== ''}
          onChange={(attachment) => edit((current) => ({ ...current, homework: { ...current.homework, attachment } }))}
        />
      </fieldset>
      {note && note.boards.length > 0 && (
        <div className="lz-ui-note__boards">
          <p id={`${id}-boards`}>
            <strong>{t('lessonNote.boards')}</strong>
          </p>
          <ul aria-labelledby={`${id}-boards`}>
            {note.boards.map((board, index) => (
              <li key={board.id}>
                <a href={board.url} download={board.name}>
                  <img src={board.url} alt={t('lessonNote.board', { number: index + 1 })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
