import { lazy, Suspense, useRef, useState } from 'react';
import { Button, toast, useTexts } from '@lezioni/web-kit';
import { LESSON_TEXTS } from '../../texts';
import type { WordSelection } from './selection';

// Its own chunk: the room and the page load without the form until someone saves a word.
const SaveWordForm = lazy(() => import('./save-word-form').then(({ SaveWordForm }) => ({ default: SaveWordForm })));

/**
 * "Save as a word" under the lesson page or the room's chat: it takes the current selection there
 * (`readSelection`) into a small form, or opens it empty to type the word. Closing the form brings
 * the keyboard back to the button; a saved word is announced by a toast.
 */
export function SaveWord({ lessonId, readSelection }: { lessonId: string; readSelection: () => WordSelection | null }) {
  const { t } = useTexts(LESSON_TEXTS);
  const [prefill, setPrefill] = useState<WordSelection | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = (saved: boolean) => {
    setPrefill(null);
    if (saved) toast({ title: t('word.saved') });
    buttonRef.current?.focus();
  };

  return (
    <div className="lz-save-word">
      <Button
        ref={buttonRef}
        size="small"
        aria-expanded={prefill !== null}
        // A click must not take the page's selection away before it is read.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setPrefill(readSelection() ?? { word: '', example: '' })}
      >
        {t('word.save')}
      </Button>
      {prefill && (
        <Suspense fallback={<p>{t('word.loading')}</p>}>
          <SaveWordForm lessonId={lessonId} prefill={prefill} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
