import { REFETCH_ON_OPEN_SECONDS } from '@lezioni/contracts/values';
import { Alert, Button, describeRequestFailure, isRequestError, KIT_TEXTS, Spinner, useTexts } from '@lezioni/web-kit';
import { useGetLessonNoteQuery } from './api';
import { LessonNoteEditor } from './lesson-note-editor';

/**
 * The teacher's note of one lesson, read fresh and then edited in place: the lesson room shows it
 * beside the call. A lesson booked moments ago may not have reached the notes service yet (404).
 */
export function LessonNotePanel({ lessonId }: { lessonId: string }) {
  const { t } = useTexts(KIT_TEXTS);
  const {
    data: note,
    error,
    isError,
    isFetching,
    refetch,
  } = useGetLessonNoteQuery(lessonId, {
    refetchOnMountOrArgChange: REFETCH_ON_OPEN_SECONDS,
  });
  if (isError) {
    const description =
      isRequestError(error) && error.status === 404 ? t('lessonNote.notReached') : describeRequestFailure(error);
    return (
      <Alert
        type="error"
        title={t('lessonNote.openFailed')}
        description={description}
        action={
          <Button size="small" loading={isFetching} onClick={() => void refetch()}>
            {t('lessonNote.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (!note) return <Spinner label={t('lessonNote.loading')} />;
  // Keyed by lesson: the editor keeps its own copy of the note it was opened with.
  return <LessonNoteEditor key={lessonId} lessonId={lessonId} note={note} />;
}
