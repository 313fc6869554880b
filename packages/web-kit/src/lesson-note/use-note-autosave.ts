import { useCallback, useEffect, useReducer, useState } from 'react';
import type { LessonNote } from '@lezioni/contracts';
import { describeRequestFailure, isRequestError, translate } from '@lezioni/web-kit';
import { useSaveLessonNoteMutation } from './api';
import {
  autosaveReducer,
  draftOf,
  hasUnsavedWork,
  initialAutosave,
  mergeFreshNote,
  saveRequestOf,
  type NoteDraft,
} from './note-autosave';

/**
 * A lesson booked moments ago reaches the notes service over booking-proxy's lesson events: until
 * it has, the service knows no such lesson (404), and a retry a little later succeeds.
 */
const describeSaveFailure = (error: unknown) =>
  isRequestError(error) && error.status === 404
    ? translate('kit:lessonNote.autosave.notReached')
    : describeRequestFailure(error);

/** How long typing pauses before the note is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * A lesson note's editor state, saved as the teacher types: one PUT once she pauses, with the
 * revision last saved, and one more after it if she typed meanwhile. A 409 stops saving until she
 * reloads the note; closing the tab with unsaved typing asks first. A newer `note` (read again
 * after she saved a word in the lesson room) is merged in without losing her typing.
 */
export function useNoteAutosave(lessonId: string, note: LessonNote | undefined) {
  const [draft, setDraft] = useState<NoteDraft>(() => draftOf(note));
  const [state, dispatch] = useReducer(autosaveReducer, initialAutosave(note?.revision ?? 0));
  const [saveNote] = useSaveLessonNoteMutation();

  const edit = useCallback((change: (draft: NoteDraft) => NoteDraft) => {
    setDraft(change);
    dispatch({ type: 'edited' });
  }, []);

  useEffect(() => {
    if (state.status !== 'dirty') return;
    const timer = setTimeout(async () => {
      dispatch({ type: 'saveStarted' });
      try {
        const saved = await saveNote({ lessonId, note: saveRequestOf(draft, state.revision) }).unwrap();
        dispatch({ type: 'saveSucceeded', revision: saved.revision });
      } catch (error) {
        if (isRequestError(error) && error.code === 'note_changed') {
          dispatch({ type: 'saveConflicted', error: error.message });
        } else {
          dispatch({ type: 'saveFailed', error: describeSaveFailure(error) });
        }
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `draft` restarts the pause on every keystroke, so the timer always sends the latest.
  }, [state.status, state.revision, draft, lessonId, saveNote]);

  // Adjusted while rendering (not in an effect): the editor shows the merged note in the same pass.
  const [seenNote, setSeenNote] = useState(note);
  if (note !== seenNote) {
    setSeenNote(note);
    if (note && note.revision > state.revision) {
      const keepsTyping = hasUnsavedWork(state) || state.status === 'conflict';
      setDraft((current) => mergeFreshNote(current, note, keepsTyping));
      dispatch({ type: 'merged', revision: note.revision, keepsTyping });
    }
  }

  const isUnsaved = hasUnsavedWork(state);
  useEffect(() => {
    if (!isUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isUnsaved]);

  const reload = useCallback((fresh: LessonNote) => {
    setDraft(draftOf(fresh));
    dispatch({ type: 'reloaded', revision: fresh.revision });
  }, []);

  return { draft, state, edit, reload, retry: () => dispatch({ type: 'retried' }) };
}
