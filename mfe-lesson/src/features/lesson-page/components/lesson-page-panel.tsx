import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useSyncExternalStore, type ChangeEvent } from 'react';
import type * as Y from 'yjs';
import { LESSON_PAGE_TEXT } from '@lezioni/contracts/values';
import { useTexts } from '@lezioni/web-kit';
import { SaveWord, textAreaSelection } from '../../../components/save-word';
import { LESSON_TEXTS } from '../../../texts';
import { useLessonPage } from '../hooks/use-lesson-page';
import { applyTextChange, shiftIndex } from '../text-change';

// Its own chunk, loaded once opened: a room whose board stays closed never downloads it.
const Whiteboard = lazy(() => import('./whiteboard').then(({ Whiteboard }) => ({ default: Whiteboard })));

/** Marks the changes typed here: the caret is where the user left it. */
const FROM_INPUT = Symbol('typed here');

/**
 * The shared page's textarea, bound to the document's text: each edit becomes the one delete and
 * insert that changed, and the other side's edits move the caret with the text around it. The
 * whiteboard, once opened, draws in the same document.
 */
export function LessonPagePanel({
  bookingId,
  isBoardOpen,
  canSaveBoard,
}: {
  bookingId: string;
  isBoardOpen: boolean;
  canSaveBoard: boolean;
}) {
  const { t } = useTexts(LESSON_TEXTS);
  const { doc, status } = useLessonPage(bookingId);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const caretRef = useRef<{ start: number; end: number } | null>(null);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const text = doc?.getText(LESSON_PAGE_TEXT);
      const observe = (event: Y.YTextEvent, transaction: Y.Transaction) => {
        const area = areaRef.current;
        if (transaction.origin !== FROM_INPUT && area && area.ownerDocument.activeElement === area)
          caretRef.current = {
            start: shiftIndex(area.selectionStart, event.delta),
            end: shiftIndex(area.selectionEnd, event.delta),
          };
        onChange();
      };
      text?.observe(observe);
      return () => text?.unobserve(observe);
    },
    [doc],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => doc?.getText(LESSON_PAGE_TEXT).toString() ?? '',
    () => '',
  );

  // After the other side's edit, the caret stays by the words it was at.
  useLayoutEffect(() => {
    const caret = caretRef.current;
    caretRef.current = null;
    if (caret) areaRef.current?.setSelectionRange(caret.start, caret.end);
  }, [value]);

  const onInput = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (!doc) return;
    const text = doc.getText(LESSON_PAGE_TEXT);
    doc.transact(() => applyTextChange(text, text.toString(), event.target.value), FROM_INPUT);
  };

  const isEditable = status.kind === 'offline' || (status.kind === 'ready' && status.isEditable);
  const isReadOnly = status.kind === 'ready' && !status.isEditable;
  return (
    <>
      <textarea
        ref={areaRef}
        className="lz-lesson-page-text"
        aria-labelledby="lesson-page-title"
        aria-describedby="lesson-page-hint"
        value={value}
        onChange={onInput}
        readOnly={!isEditable}
        aria-busy={status.kind === 'loading'}
        spellCheck
      />
      <p id="lesson-page-hint" className="lz-lesson-page-hint">
        {isReadOnly ? t('page.readOnly') : t('page.hint')}
      </p>
      <SaveWord lessonId={bookingId} readSelection={() => textAreaSelection(areaRef.current)} />
      {status.kind === 'loading' && <p>{t('page.loading')}</p>}
      {status.kind === 'offline' && <p role="status">{t('page.offline')}</p>}
      {status.kind === 'refused' && (
        <p role="alert" className="lz-lesson-page-alert">
          {status.message}
        </p>
      )}
      {isBoardOpen && doc && (
        <Suspense fallback={<p>{t('board.loading')}</p>}>
          <Whiteboard doc={doc} isEditable={isEditable} imageLessonId={canSaveBoard ? bookingId : undefined} />
        </Suspense>
      )}
    </>
  );
}
