import type { LearningFile, LessonNote, SaveLessonNoteRequest } from '@lezioni/contracts';

/** What the editor shows of a note: rows as typed, incomplete ones too. */
export type NoteDraft = {
  covered: string;
  vocabulary: { key: number; word: string; translation: string; example: string }[];
  /** The attachment goes with the task: homework without text is no homework, attachment and all. */
  homework: { text: string; dueDate: string; attachment: LearningFile | null };
};

/**
 * Where the autosave stands. `idle` nothing typed since the note was read; `dirty` typed, waiting
 * for a pause; `saving` a PUT under way (`isDirtyAgain`: typed meanwhile, so save once more after);
 * `saved`; `conflict` saved elsewhere meanwhile (nothing is sent until the note is reloaded);
 * `failed` the save did not happen (typing again or Retry tries again).
 */
export type AutosaveState = {
  status: 'idle' | 'dirty' | 'saving' | 'saved' | 'conflict' | 'failed';
  revision: number;
  isDirtyAgain: boolean;
  /** A newer note was merged in while a PUT was under way: its 409 (over the older revision) is expected. */
  isMergedDuringSave?: boolean;
  error?: string;
};

export type AutosaveEvent =
  | { type: 'edited' }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; revision: number }
  | { type: 'saveConflicted'; error: string }
  | { type: 'saveFailed'; error: string }
  | { type: 'retried' }
  | { type: 'reloaded'; revision: number }
  | { type: 'merged'; revision: number; keepsTyping: boolean };

export const initialAutosave = (revision: number): AutosaveState => ({ status: 'idle', revision, isDirtyAgain: false });

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event.type) {
    case 'edited':
      if (state.status === 'conflict') return state;
      if (state.status === 'saving') return { ...state, isDirtyAgain: true };
      return { status: 'dirty', revision: state.revision, isDirtyAgain: false };
    case 'saveStarted':
      return { status: 'saving', revision: state.revision, isDirtyAgain: false };
    case 'saveSucceeded':
      // A note merged in meanwhile is newer than this save (it was read after it).
      return {
        status: state.isDirtyAgain ? 'dirty' : 'saved',
        revision: Math.max(state.revision, event.revision),
        isDirtyAgain: false,
      };
    case 'saveConflicted':
      // Refused over the revision before the merge: the merged draft is saved over the new one.
      if (state.isMergedDuringSave) return { status: 'dirty', revision: state.revision, isDirtyAgain: false };
      return { status: 'conflict', revision: state.revision, isDirtyAgain: false, error: event.error };
    case 'saveFailed':
      return { status: 'failed', revision: state.revision, isDirtyAgain: false, error: event.error };
    case 'retried':
      return state.status === 'failed' ? { status: 'dirty', revision: state.revision, isDirtyAgain: false } : state;
    case 'reloaded':
      return initialAutosave(event.revision);
    case 'merged':
      if (state.status === 'saving') {
        return { status: 'saving', revision: event.revision, isDirtyAgain: true, isMergedDuringSave: true };
      }
      // Her typing (or the save it refused) goes out again over the new revision, with the new words.
      if (event.keepsTyping) return { status: 'dirty', revision: event.revision, isDirtyAgain: false };
      return { ...state, revision: event.revision };
  }
}

/** Whether leaving the page now would lose typing (the tab asks before closing). */
export const hasUnsavedWork = ({ status, isDirtyAgain }: AutosaveState) =>
  status === 'dirty' || status === 'saving' || status === 'failed' || isDirtyAgain;

let nextRowKey = 1;
/** An empty vocabulary row, with a key of its own so removing one keeps the others' inputs. */
export const emptyWord = (): NoteDraft['vocabulary'][number] => ({
  key: nextRowKey++,
  word: '',
  translation: '',
  example: '',
});

export function draftOf(note: LessonNote | undefined): NoteDraft {
  return {
    covered: note?.covered ?? '',
    vocabulary: (note?.vocabulary ?? []).map((item) => ({ ...emptyWord(), ...item, example: item.example ?? '' })),
    homework: {
      text: note?.homework?.text ?? '',
      dueDate: note?.homework?.dueDate ?? '',
      attachment: note?.homework?.attachment ?? null,
    },
  };
}

const wordKey = (word: string) => word.trim().toLowerCase();

/**
 * A newer note read while the editor is open (a word was saved in the lesson room). With nothing
 * typed since the last save, the editor shows it as it is; with typing (`keepsTyping`), her text and
 * rows stay as she wrote them and the note's words she has no row for are added after them. Rows
 * keep their keys (and their inputs, focus included) by word.
 */
export function mergeFreshNote(draft: NoteDraft, fresh: LessonNote, keepsTyping: boolean): NoteDraft {
  const keyOfWord = new Map(draft.vocabulary.map((row) => [wordKey(row.word), row.key]));
  const freshRows = fresh.vocabulary.map((item) => ({
    key: keyOfWord.get(wordKey(item.word)) ?? emptyWord().key,
    word: item.word,
    translation: item.translation,
    example: item.example ?? '',
  }));
  if (!keepsTyping) return { ...draftOf(fresh), vocabulary: freshRows };
  const hers = new Set(draft.vocabulary.map((row) => wordKey(row.word)));
  return { ...draft, vocabulary: [...draft.vocabulary, ...freshRows.filter((row) => !hers.has(wordKey(row.word)))] };
}

/**
 * The PUT's body: rows still missing the word or its translation wait in the editor (the service
 * refuses them), and homework without text is no homework.
 */
export function saveRequestOf(draft: NoteDraft, revision: number): SaveLessonNoteRequest {
  const vocabulary = draft.vocabulary
    .map(({ word, translation, example }) => ({
      word: word.trim(),
      translation: translation.trim(),
      example: example.trim(),
    }))
    .filter(({ word, translation }) => word && translation)
    .map(({ example, ...item }) => (example ? { ...item, example } : item));
  const { dueDate, attachment } = draft.homework;
  const text = draft.homework.text.trim();
  const homework = text
    ? { text, ...(dueDate ? { dueDate } : {}), ...(attachment ? { attachmentFileId: attachment.id } : {}) }
    : null;
  return { covered: draft.covered, vocabulary, homework, revision };
}

/** What the status line beside the editor says (read out politely as it changes). */
export type AutosaveLabel = 'notWritten' | 'saving' | 'saved' | 'conflict' | 'failed';

export function describeAutosave(state: AutosaveState, isNeverSaved: boolean): AutosaveLabel {
  switch (state.status) {
    case 'idle':
      return isNeverSaved ? 'notWritten' : 'saved';
    case 'dirty':
    case 'saving':
      return 'saving';
    case 'saved':
      return 'saved';
    case 'conflict':
      return 'conflict';
    case 'failed':
      return 'failed';
  }
}
