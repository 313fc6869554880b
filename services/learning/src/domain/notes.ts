import {
  LEARNING_MESSAGES,
  NOTE_BOARDS_MAX,
  NOTE_VOCABULARY_MAX_WORDS,
  type LearningLesson,
  type LessonNote,
  type LessonWords,
  type SaveLessonBoardRequestSchema,
  type SaveLessonNoteRequestSchema,
  type SaveLessonWordRequestSchema,
} from '@lezioni/contracts';
import { AppError, notFound, withoutNul } from '@lezioni/service-kit';
import type { z } from 'zod';
import { countWrite, isLessonId, lockUploadOf, type LearningUser } from './access';
import type { LearningDeps } from './deps';
import { myMaterialsChanged } from './freshness';

const noteChanged = () => new AppError('note_changed', LEARNING_MESSAGES.noteChanged);
const vocabularyFull = () => new AppError('note_vocabulary_full', LEARNING_MESSAGES.vocabularyFull);
const boardsFull = () => new AppError('note_boards_full', LEARNING_MESSAGES.boardsFull);

async function findLesson(deps: LearningDeps, lessonId: string): Promise<LearningLesson> {
  const lesson = isLessonId(lessonId) ? await deps.lessons.findById(lessonId) : undefined;
  if (!lesson) throw notFound();
  return lesson;
}

/** The empty draft of a lesson whose note was never saved. */
const emptyDraft = (lesson: LearningLesson): LessonNote => ({
  lesson,
  covered: '',
  vocabulary: [],
  homework: null,
  boards: [],
  revision: 0,
  sharedAt: null,
  updatedAt: null,
});

/** The teacher's note of a lesson learning knows, or its empty draft. */
export async function readNote(deps: LearningDeps, lessonId: string): Promise<LessonNote> {
  const lesson = await findLesson(deps, lessonId);
  return (await deps.notes.findByLesson(lessonId)) ?? emptyDraft(lesson);
}

/**
 * Saves the whole note over the revision the editor read (autosave). A note saved meanwhile from
 * another tab is `note_changed`, never overwritten; a shared note stays shared.
 */
export async function saveNote(
  deps: LearningDeps,
  user: LearningUser,
  lessonId: string,
  input: z.output<typeof SaveLessonNoteRequestSchema>,
): Promise<LessonNote> {
  const lesson = await findLesson(deps, lessonId);
  await countWrite(deps, user);
  const content = {
    covered: withoutNul(input.covered),
    words: input.vocabulary.map(({ word, translation, example }) => ({
      word: withoutNul(word),
      translation: withoutNul(translation),
      example: example ? withoutNul(example) : null,
    })),
    homework: input.homework && {
      text: withoutNul(input.homework.text),
      dueDate: input.homework.dueDate ?? null,
      fileId: input.homework.attachmentFileId?.toLowerCase() ?? null,
    },
  };
  const now = new Date();
  const isSaved = await deps.inTransaction(async (data) => {
    const fileId = content.homework?.fileId;
    if (fileId) await lockUploadOf(data, user, fileId, 'homework.attachmentFileId');
    const isWritten =
      input.revision === 0
        ? await data.notes.insertFirst(lessonId, content, now)
        : await data.notes.update(lessonId, content, input.revision, now);
    // A shared note's words changed: so does its student's review deck (a draft's change nothing).
    if (isWritten && lesson.studentId) await data.reviewCards.syncDeckOf(lesson.studentId, now);
    return isWritten;
  });
  if (!isSaved) throw noteChanged();
  const note = await readNote(deps, lessonId);
  // Read after the commit: a share committed meanwhile renews the version itself, after its own commit.
  if (note.sharedAt !== null) await myMaterialsChanged(deps, [note.lesson.studentId]);
  return note;
}

/** Shows the note to the lesson's student; `not_found` for a lesson without a saved note. */
export async function shareNote(deps: LearningDeps, user: LearningUser, lessonId: string): Promise<LessonNote> {
  const lesson = await findLesson(deps, lessonId);
  await countWrite(deps, user);
  const now = new Date();
  const isShared = await deps.inTransaction(async (data) => {
    if (!(await data.notes.share(lessonId, now))) return false;
    // Its words join the student's review deck.
    if (lesson.studentId) await data.reviewCards.syncDeckOf(lesson.studentId, now);
    return true;
  });
  if (!isShared) throw notFound();
  const note = await readNote(deps, lessonId);
  await myMaterialsChanged(deps, [note.lesson.studentId]);
  return note;
}

/**
 * A word saved in the lesson room by the teacher or the lesson's own student (anyone else: `not_found`,
 * as if there were no such lesson), added to the note on the server whatever revision the editor
 * holds. A shared note's word reaches the student's review deck in the same transaction.
 */
export async function saveWord(
  deps: LearningDeps,
  user: LearningUser,
  lessonId: string,
  input: z.output<typeof SaveLessonWordRequestSchema>,
): Promise<LessonWords> {
  const lesson = await findLesson(deps, lessonId);
  if (user.role === 'student' && lesson.studentId !== user.id) throw notFound();
  await countWrite(deps, user);
  const word = {
    word: withoutNul(input.word),
    translation: withoutNul(input.translation),
    example: input.example ? withoutNul(input.example) : null,
  };
  const now = new Date();
  await deps.inTransaction(async (data) => {
    // Throwing rolls the revision's bump back with the rest.
    if ((await data.notes.appendWord(lessonId, word, NOTE_VOCABULARY_MAX_WORDS, now)) === 'full')
      throw vocabularyFull();
    if (lesson.studentId) await data.reviewCards.syncDeckOf(lesson.studentId, now);
  });
  const note = await readNote(deps, lessonId);
  if (note.sharedAt !== null) await myMaterialsChanged(deps, [note.lesson.studentId]);
  return { vocabulary: note.vocabulary, revision: note.revision };
}

/**
 * A whiteboard image the teacher saved in the lesson room (her upload, a PNG of the board) added to
 * the lesson's note, a draft started if there is none: she sees it under her note, and the student
 * once the note is shared.
 */
export async function saveBoard(
  deps: LearningDeps,
  user: LearningUser,
  lessonId: string,
  input: z.output<typeof SaveLessonBoardRequestSchema>,
): Promise<LessonNote> {
  await findLesson(deps, lessonId);
  await countWrite(deps, user);
  const now = new Date();
  await deps.inTransaction(async (data) => {
    const file = await lockUploadOf(data, user, input.fileId, 'fileId');
    if ((await data.notes.appendBoard(lessonId, file.id, NOTE_BOARDS_MAX, now)) === 'full') throw boardsFull();
  });
  const note = await readNote(deps, lessonId);
  if (note.sharedAt !== null) await myMaterialsChanged(deps, [note.lesson.studentId]);
  return note;
}
