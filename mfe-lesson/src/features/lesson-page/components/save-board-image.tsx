import { useState } from 'react';
import { Alert, Button, describeRequestFailure, useTexts, useUploadLearningFileMutation } from '@lezioni/web-kit';
import { LESSON_TEXTS } from '../../../texts';
import { useSaveLessonBoardMutation } from '../board-image-api';

/**
 * "Save as image" (the teacher's): the board as a PNG, uploaded as her file and added to the
 * lesson's note, where she sees it and the student does once the note is shared.
 */
export function SaveBoardImage({
  lessonId,
  isEmpty,
  toPng,
}: {
  lessonId: string;
  isEmpty: boolean;
  toPng: () => Promise<Blob | null>;
}) {
  const { t } = useTexts(LESSON_TEXTS);
  const [upload] = useUploadLearningFileMutation();
  const [saveBoard] = useSaveLessonBoardMutation();
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });

  const save = async () => {
    setState({ kind: 'saving' });
    const png = await toPng();
    if (!png) return setState({ kind: 'failed', message: t('board.image.unavailable') });
    try {
      const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
      const file = await upload(new File([png], `whiteboard-${stamp}.png`, { type: 'image/png' })).unwrap();
      await saveBoard({ lessonId, board: { fileId: file.id } }).unwrap();
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', message: describeRequestFailure(error) });
    }
  };

  return (
    <>
      <Button size="small" disabled={isEmpty} loading={state.kind === 'saving'} onClick={() => void save()}>
        {t('board.image.save')}
      </Button>
      <p role="status" className="lz-board-saved">
        {state.kind === 'saved' && t('board.image.saved')}
      </p>
      {state.kind === 'failed' && <Alert type="error" title={t('board.image.failed')} description={state.message} />}
    </>
  );
}
