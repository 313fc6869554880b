import {
  LEARNING_MESSAGES,
  type LearningLesson,
  type LessonNote,
  type SaveLessonNoteRequestSchema,
} from '@lezioni/contracts';
import { AppError, notFound, withoutNul } from '@lezioni/service-kit';
import type { z } from 'zod';
import { countWrite, isLessonId, lockUploadOf, type LearningUser } from './access';
import type { LearningDeps } from './deps';
import { myMaterialsChanged } from './freshness';

const noteChanged = () => new AppError('note_changed', LEARNING_MESSAGES.noteChanged, 409);

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
 * another tab is a 409, never overwritten; a shared note stays shared.
 */
export async function saveNote(
  deps: LearningDeps,
  user: LearningUser,
  lessonId: string,
  input: z.output<typeof SaveLessonNoteRequestSchema>,
): Promise<LessonNote> {
  await findLesson(deps, lessonId);
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
    return input.revision === 0
      ? data.notes.insertFirst(lessonId, content, now)
      : data.notes.update(lessonId, content, input.revision, now);
  });
  if (!isSaved) throw noteChanged();
  const note = await readNote(deps, lessonId);
  // Read after the commit: a share committed meanwhile renews the version itself, after its own commit.
  if (note.sharedAt !== null) await myMaterialsChanged(deps, [note.lesson.studentId]);
  return note;
}

/** Shows the note to the lesson's student; 404 for a lesson without a saved note. */
export async function shareNote(deps: LearningDeps, user: LearningUser, lessonId: string): Promise<LessonNote> {
  await findLesson(deps, lessonId);
  await countWrite(deps, user);
  if (!(await deps.notes.share(lessonId, new Date()))) throw notFound();
  const note = await readNote(deps, lessonId);
  await myMaterialsChanged(deps, [note.lesson.studentId]);
  return note;
}
