import { lazy, Suspense, useState } from 'react';
import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';
import { Button, useTexts } from '@lezioni/web-kit';
import { LESSON_TEXTS } from '../../../texts';

// Its own chunk, with Yjs: the room's first load and the first video frame do not wait for it.
const LessonPagePanel = lazy(() =>
  import('./lesson-page-panel').then(({ LessonPagePanel }) => ({ default: LessonPagePanel })),
);

const PAGE_CSS = `
.lz-lesson-page { border: 1px solid ${T.colorBorder}; border-radius: 12px; padding: 12px; display: grid; gap: 6px; }
.lz-lesson-page-head { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; }
.lz-lesson-page h2 { font-size: 16px; margin: 0; }
.lz-lesson-page p { margin: 0; }
.lz-lesson-page-text { width: 100%; box-sizing: border-box; min-height: 160px; max-height: 50vh; resize: vertical;
  font: inherit; font-size: ${T.fontSize}px; line-height: 1.5; padding: 8px; border: 1px solid ${T.colorTextSecondary};
  border-radius: 8px; }
.lz-lesson-page-text[readonly] { background: ${T.colorBgLayout}; }
.lz-lesson-page-hint { color: ${T.colorTextSecondary}; font-size: 14px; }
.lz-lesson-page-alert { color: ${T.colorError}; }
`;

/**
 * The lesson's shared page beside the video: both write on it, live (ARCHITECTURE D23). The heading
 * shows at once; the editor comes with its chunk, and the whiteboard with its own once opened.
 * `canSaveBoard`: the teacher's, who saves the board as an image into her note of the lesson.
 */
export function LessonPage({ bookingId, canSaveBoard }: { bookingId: string; canSaveBoard: boolean }) {
  const { t } = useTexts(LESSON_TEXTS);
  const [isBoardOpen, setIsBoardOpen] = useState(false);
  return (
    <section className="lz-lesson-page" aria-labelledby="lesson-page-title">
      <style href="lz-lesson-page" precedence="default">
        {PAGE_CSS}
      </style>
      <div className="lz-lesson-page-head">
        <h2 id="lesson-page-title">{t('page.title')}</h2>
        <Button
          size="small"
          aria-expanded={isBoardOpen}
          aria-controls={isBoardOpen ? 'lesson-board' : undefined}
          onClick={() => setIsBoardOpen(!isBoardOpen)}
        >
          {t('board.open')}
        </Button>
      </div>
      {/* No live region: the call's status is the room's one. */}
      <Suspense fallback={<p>{t('page.loading')}</p>}>
        <LessonPagePanel bookingId={bookingId} isBoardOpen={isBoardOpen} canSaveBoard={canSaveBoard} />
      </Suspense>
    </section>
  );
}
