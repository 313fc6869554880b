import type { LessonNote } from '@lezioni/contracts';
import { translate } from '../i18n/texts';
import { KIT_TEXTS } from '../texts';
import {
  autosaveReducer,
  describeAutosave,
  draftOf,
  emptyWord,
  hasUnsavedWork,
  initialAutosave,
  mergeFreshNote,
  saveRequestOf,
  type AutosaveEvent,
  type AutosaveState,
} from './note-autosave';

const run = (state: AutosaveState, ...events: AutosaveEvent[]) => events.reduce(autosaveReducer, state);
/** The status line as the teacher reads it (in English: the tests' language). */
const status = (state: AutosaveState) =>
  translate(`${KIT_TEXTS}:lessonNote.autosave.${describeAutosave(state, state.revision === 0)}`);

describe('the autosave of a lesson note', () => {
  it('when the teacher types, then it is "Saving…" until the save answers, then "Saved" at the new revision', () => {
    const typed = run(initialAutosave(0), { type: 'edited' });
    const saving = run(typed, { type: 'saveStarted' });
    const saved = run(saving, { type: 'saveSucceeded', revision: 1 });

    expect(status(initialAutosave(0))).toBe('Not written yet');
    expect([status(typed), status(saving), status(saved)]).toEqual(['Saving…', 'Saving…', 'Saved']);
    expect(saved.revision).toBe(1);
    expect(hasUnsavedWork(typed)).toBe(true);
    expect(hasUnsavedWork(saved)).toBe(false);
  });

  it('when she types while a save is under way, then another save follows it, over the new revision', () => {
    const state = run(initialAutosave(2), { type: 'edited' }, { type: 'saveStarted' }, { type: 'edited' });

    expect(hasUnsavedWork(state)).toBe(true);
    expect(run(state, { type: 'saveSucceeded', revision: 3 })).toEqual({
      status: 'dirty',
      revision: 3,
      isDirtyAgain: false,
    });
  });

  it('when the note was saved elsewhere (409), then nothing more is saved until it is reloaded', () => {
    const conflict = run(
      initialAutosave(1),
      { type: 'edited' },
      { type: 'saveStarted' },
      { type: 'saveConflicted', error: 'changed' },
    );

    expect(run(conflict, { type: 'edited' })).toBe(conflict);
    expect(status(conflict)).toBe('Not saved: changed elsewhere');
    expect(run(conflict, { type: 'reloaded', revision: 4 })).toEqual(initialAutosave(4));
  });

  it('when a save fails, then it says "Not saved" and Retry (or typing again) tries again', () => {
    const failed = run(
      initialAutosave(1),
      { type: 'edited' },
      { type: 'saveStarted' },
      { type: 'saveFailed', error: 'down' },
    );

    expect(status(failed)).toBe('Not saved');
    expect(failed.error).toBe('down');
    expect(hasUnsavedWork(failed)).toBe(true);
    expect(run(failed, { type: 'retried' }).status).toBe('dirty');
    expect(run(failed, { type: 'edited' }).status).toBe('dirty');
    expect(run(initialAutosave(1), { type: 'retried' })).toEqual(initialAutosave(1));
  });
});

describe('the note sent', () => {
  it('when rows are half written and homework is empty, then only whole words go, and no homework', () => {
    const draft = {
      covered: 'Il passato prossimo',
      vocabulary: [
        { ...emptyWord(), word: ' casa ', translation: 'house', example: '' },
        { ...emptyWord(), word: 'gatto', translation: '', example: '' },
        { ...emptyWord(), word: 'cane', translation: 'dog', example: 'Il cane dorme.' },
      ],
      homework: { text: '  ', dueDate: '2030-05-20', attachment: null },
    };

    expect(saveRequestOf(draft, 3)).toEqual({
      covered: 'Il passato prossimo',
      vocabulary: [
        { word: 'casa', translation: 'house' },
        { word: 'cane', translation: 'dog', example: 'Il cane dorme.' },
      ],
      homework: null,
      revision: 3,
    });
  });

  it('when homework has text, then it goes with its due date if one is set', () => {
    const draft = { ...draftOf(undefined), homework: { text: 'Esercizio 4', dueDate: '', attachment: null } };

    expect(saveRequestOf(draft, 0).homework).toEqual({ text: 'Esercizio 4' });
    expect(
      saveRequestOf({ ...draft, homework: { text: 'Esercizio 4', dueDate: '2030-05-20', attachment: null } }, 0)
        .homework,
    ).toEqual({
      text: 'Esercizio 4',
      dueDate: '2030-05-20',
    });
  });

  it('when homework has an attachment, then it goes by its id with the task, and not without one', () => {
    const attachment = { id: 'f1', name: 'testo.pdf', size: 300, contentType: 'application/pdf', url: '/f1' };
    const draft = { ...draftOf(undefined), homework: { text: 'Leggi', dueDate: '', attachment } };

    expect(saveRequestOf(draft, 0).homework).toEqual({ text: 'Leggi', attachmentFileId: 'f1' });
    expect(saveRequestOf({ ...draft, homework: { ...draft.homework, text: ' ' } }, 0).homework).toBeNull();
  });

  it('when a saved note is opened, then the editor shows it as it was saved', () => {
    const note = {
      covered: 'Verbi',
      vocabulary: [{ word: 'casa', translation: 'house', example: null }],
      homework: { text: 'Esercizio 4', dueDate: null, doneAt: null, attachment: null },
      revision: 2,
    } as Partial<LessonNote> as LessonNote;

    const draft = draftOf(note);

    expect(draft.covered).toBe('Verbi');
    expect(draft.vocabulary.map(({ word, translation, example }) => [word, translation, example])).toEqual([
      ['casa', 'house', ''],
    ]);
    expect(draft.homework).toEqual({ text: 'Esercizio 4', dueDate: '', attachment: null });
  });
});

describe('a word saved in the lesson room while the note is open', () => {
  const fresh = {
    covered: 'Verbi',
    vocabulary: [
      { word: 'casa', translation: 'house', example: null },
      { word: 'il treno', translation: 'the train', example: 'Prendo il treno.' },
    ],
    homework: null,
    revision: 4,
  } as Partial<LessonNote> as LessonNote;
  const words = (draft: ReturnType<typeof draftOf>) =>
    draft.vocabulary.map(({ word, translation }) => [word, translation]);

  it('when she has typing not yet saved, then her text and rows stay and the new word is added after them', () => {
    const draft = draftOf({ ...fresh, vocabulary: [fresh.vocabulary[0]!], revision: 3 });
    const typed = {
      ...draft,
      covered: 'Verbi irregolari',
      vocabulary: [
        { ...draft.vocabulary[0]!, translation: 'home' },
        { ...emptyWord(), word: 'mela' },
      ],
    };

    const merged = mergeFreshNote(typed, fresh, true);

    expect(merged.covered).toBe('Verbi irregolari');
    expect(words(merged)).toEqual([
      ['casa', 'home'],
      ['mela', ''],
      ['il treno', 'the train'],
    ]);
    expect(merged.vocabulary[0]!.key).toBe(draft.vocabulary[0]!.key);
  });

  it('when nothing is typed, then the editor shows the newer note, rows keeping their keys', () => {
    const draft = draftOf({ ...fresh, vocabulary: [fresh.vocabulary[0]!], revision: 3 });

    const merged = mergeFreshNote(draft, fresh, false);

    expect(words(merged)).toEqual([
      ['casa', 'house'],
      ['il treno', 'the train'],
    ]);
    expect(merged.vocabulary[0]!.key).toBe(draft.vocabulary[0]!.key);
    expect(run(initialAutosave(3), { type: 'merged', revision: 4, keepsTyping: false })).toMatchObject({
      status: 'idle',
      revision: 4,
    });
  });

  it('when her save was refused over the older revision, then the merged note is saved over the new one, with no conflict shown', () => {
    const conflicted = run(
      initialAutosave(3),
      { type: 'edited' },
      { type: 'saveStarted' },
      { type: 'saveConflicted', error: 'changed' },
    );
    const mergedAfter = run(conflicted, { type: 'merged', revision: 4, keepsTyping: true });
    const mergedDuring = run(
      initialAutosave(3),
      { type: 'edited' },
      { type: 'saveStarted' },
      { type: 'merged', revision: 4, keepsTyping: true },
      { type: 'saveConflicted', error: 'changed' },
    );

    expect(mergedAfter).toEqual({ status: 'dirty', revision: 4, isDirtyAgain: false });
    expect(mergedDuring).toEqual({ status: 'dirty', revision: 4, isDirtyAgain: false });
  });

  it('when her save landed just before the word, then the next save goes over the newer revision', () => {
    const state = run(
      initialAutosave(3),
      { type: 'edited' },
      { type: 'saveStarted' },
      { type: 'merged', revision: 5, keepsTyping: true },
      { type: 'saveSucceeded', revision: 4 },
    );

    expect(state).toEqual({ status: 'dirty', revision: 5, isDirtyAgain: false });
  });
});
