import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  CreateMaterialRequestSchema,
  HomeworkItemSchema,
  LearningFileSchema,
  LessonNoteSchema,
  LessonWordsSchema,
  MaterialSchema,
  MyMaterialsSchema,
  MyProgressSchema,
  MyReviewSchema,
  MyVocabularySchema,
  RateReviewCardRequestSchema,
  ReviewCardRatedSchema,
  SaveLessonBoardRequestSchema,
  SaveLessonNoteRequestSchema,
  SaveLessonWordRequestSchema,
  SetLevelRequestSchema,
  ShareMaterialRequestSchema,
  SkillLevelSchema,
  TeacherMaterialSchema,
  TeacherStudentViewSchema,
  VocabularyQuerySchema,
} from '../learning';
import { LearningExportSchema } from '../my-data';
import { NOTE_BOARDS_MAX, NOTE_VOCABULARY_MAX_WORDS } from '../learning-values';
import { MY_DATA_PATHS } from '../my-data-values';
import { UPLOAD_ALLOWED_TYPES, UPLOAD_MAX_BYTES } from '../upload-values';
import { ADMIN_ONLY, errors, idParam, json, noContent, NOT_MODIFIED, ok, operationsOf, storedFile } from './operations';

const lessonParam = { path: z.object({ lessonId: z.string().meta({ description: 'The lesson (booking) id.' }) }) };
const studentParam = { path: z.object({ studentId: z.string().meta({ description: "The student's user id." }) }) };

const learning = operationsOf('learning');

/** Lesson notes, homework, levels, materials and progress: services/learning. */
export const learningPaths = (): ZodOpenApiPathsObject => ({
  '/api/learning/lessons/{lessonId}/note': {
    get: learning("A lesson's note, or its empty draft (admin)", {
      requestParams: lessonParam,
      responses: { ...ok('The note; revision 0 if never saved.', LessonNoteSchema), ...errors(401, 403, 404) },
    }),
    put: learning("Save a lesson's whole note (admin; autosave)", {
      description:
        '`revision` is the one the editor last read (0 for a note never saved). A note saved meanwhile from elsewhere is a 409 `note_changed` and is not overwritten. A shared note stays shared. Writes per minute are limited (LEARNING_WRITES_PER_MINUTE_TEACHER).',
      requestParams: lessonParam,
      requestBody: { content: json(SaveLessonNoteRequestSchema) },
      responses: { ...ok('The saved note.', LessonNoteSchema), ...errors(400, 401, 403, 404, 409, 413, 429) },
    }),
  },
  '/api/learning/lessons/{lessonId}/note/share': {
    post: learning('Show the note to its student (admin)', {
      description: 'Sharing again keeps the first time; 404 for a lesson without a saved note.',
      requestParams: lessonParam,
      responses: { ...ok('The shared note.', LessonNoteSchema), ...errors(401, 403, 404, 413, 429) },
    }),
  },
  '/api/learning/lessons/{lessonId}/words': {
    post: learning("Save a word into a lesson's note from the lesson room (admin, or the lesson's student)", {
      description: `Added to the note on the server over whatever revision (a draft note is started if there is none), and the note's \`revision\` goes up: the teacher's open editor reads the note again. A word already there (compared lower-cased) takes the new spelling, translation and example. A note holding ${NOTE_VOCABULARY_MAX_WORDS} words refuses a new one with 409 \`note_vocabulary_full\`. Once the note is shared, the word joins the student's review deck in the same transaction. Another student, or an unknown lesson, is a 404. Writes per minute are limited (LEARNING_WRITES_PER_MINUTE, …_TEACHER).`,
      requestParams: lessonParam,
      requestBody: { content: json(SaveLessonWordRequestSchema) },
      responses: {
        ...ok("The note's vocabulary and revision after the save.", LessonWordsSchema),
        ...errors(400, 401, 404, 409, 413, 429),
      },
    }),
  },
  '/api/learning/lessons/{lessonId}/boards': {
    post: learning("Add a whiteboard image to a lesson's note from the lesson room (admin)", {
      description: `\`fileId\` is the teacher's upload (POST /api/learning/files, the board as a PNG); another's or an unknown one is a 400 \`file_not_yours\`. Added after the note's other images, a draft note started if there is none; the revision of a saved note stays (the images are not part of what PUT saves). A note holding ${NOTE_BOARDS_MAX} images refuses another with 409 \`note_boards_full\`. The student downloads the images once the note is shared. Writes per minute are limited (LEARNING_WRITES_PER_MINUTE_TEACHER).`,
      requestParams: lessonParam,
      requestBody: { content: json(SaveLessonBoardRequestSchema) },
      responses: { ...ok('The note with the image.', LessonNoteSchema), ...errors(400, 401, 403, 404, 409, 413, 429) },
    }),
  },
  '/api/learning/students/{studentId}': {
    get: learning("A student's notes, homework, levels, materials and review deck (admin)", {
      requestParams: studentParam,
      responses: { ...ok("The student's page.", TeacherStudentViewSchema), ...errors(401, 403, 404) },
    }),
  },
  '/api/learning/students/{studentId}/levels': {
    post: learning("Set a student's level in one skill (admin)", {
      description: "Appended to the skill's history, never overwritten; `date` defaults to today.",
      requestParams: studentParam,
      requestBody: { content: json(SetLevelRequestSchema) },
      responses: {
        ...ok("Every skill's level and history.", z.array(SkillLevelSchema), 201),
        ...errors(400, 401, 403, 404, 413, 429),
      },
    }),
  },
  '/api/learning/files': {
    post: learning('Upload a file for a material or a homework attachment (admin)', {
      description: `One file, at most ${UPLOAD_MAX_BYTES} bytes, of the types ${UPLOAD_ALLOWED_TYPES.join(', ')}. Name it in a material (\`fileId\`) or a note's homework (\`attachmentFileId\`) within the hour, or it is deleted. Uploads per day and bytes stored are limited (LEARNING_UPLOAD_MB_PER_DAY_TEACHER, LEARNING_STORED_MB_TEACHER).`,
      requestBody: {
        content: { 'multipart/form-data': { schema: z.object({ file: z.string().meta({ format: 'binary' }) }) } },
      },
      responses: {
        ...ok('The stored file.', LearningFileSchema, 201),
        ...errors(400, 401, 403, 413, 415, 429),
      },
    }),
  },
  '/api/learning/files/{id}': {
    get: learning('A file the teacher uploaded', {
      description:
        'The teacher: any. A student: a file material shared with them, or the homework attachment of a shared note of their lesson; any other file is a 404.',
      requestParams: idParam,
      responses: {
        ...storedFile,
        ...errors(401, 404),
      },
    }),
  },
  '/api/learning/materials': {
    get: learning('The materials library, with its shares (admin)', {
      responses: { ...ok('Newest first.', z.array(TeacherMaterialSchema)), ...ADMIN_ONLY },
    }),
    post: learning('Add a link or an uploaded file to the library (admin)', {
      description:
        'A link (`url`, https only; Google Docs and Drive links are `google_document`) or a file from POST /api/learning/files (`fileId`, `file`), not both.',
      requestBody: { content: json(CreateMaterialRequestSchema) },
      responses: { ...ok('The material.', MaterialSchema, 201), ...errors(400, 401, 403, 413, 429) },
    }),
  },
  '/api/learning/materials/{id}/shares': {
    post: learning('Share a material with students (admin)', {
      description: 'A student it is shared with already keeps the first share. Any unknown student is a 404.',
      requestParams: idParam,
      requestBody: { content: json(ShareMaterialRequestSchema) },
      responses: {
        ...ok('The material with its shares.', TeacherMaterialSchema),
        ...errors(400, 401, 403, 404, 413, 429),
      },
    }),
  },
  '/api/learning/materials/{id}': {
    delete: learning('Delete a material from the library, and from every student it was shared with (admin)', {
      requestParams: idParam,
      responses: { ...noContent('Deleted.'), ...errors(401, 403, 404, 429) },
    }),
  },
  '/api/learning/materials/{id}/shares/{studentId}': {
    delete: learning('Stop sharing a material with a student (admin)', {
      requestParams: { path: idParam.path.extend(studentParam.path.shape) },
      responses: { ...noContent('No longer shared.'), ...errors(401, 403, 404, 429) },
    }),
  },
  '/api/learning/me/materials': {
    get: learning("What the teacher shared with the student: materials, homework, past lessons' notes", {
      responses: { ...ok('Newest first.', MyMaterialsSchema), ...NOT_MODIFIED, ...ADMIN_ONLY },
    }),
  },
  '/api/learning/me/materials/{id}/open': {
    post: learning('Record that the student opened a material shared with them', {
      requestParams: idParam,
      responses: { ...noContent('Recorded (first and last opening).'), ...errors(401, 403, 404, 413, 429) },
    }),
  },
  '/api/learning/me/homework/{lessonId}/done': {
    post: learning('Mark homework done (student)', {
      requestParams: lessonParam,
      responses: { ...ok('The homework.', HomeworkItemSchema), ...errors(401, 403, 404, 413, 429) },
    }),
    delete: learning('Mark homework not done again (student)', {
      requestParams: lessonParam,
      responses: { ...ok('The homework.', HomeworkItemSchema), ...errors(401, 403, 404, 429) },
    }),
  },
  [MY_DATA_PATHS.learning]: {
    get: learning(
      "The student's shared lesson notes, levels, shared materials and review deck (their part of 'Download my data')",
      {
        description: "The teacher's drafts are hers and are left out.",
        responses: { ...ok('Everything shared with the student.', LearningExportSchema), ...ADMIN_ONLY },
      },
    ),
  },
  '/api/learning/me/progress': {
    get: learning("The student's lessons, hours, levels, streak of weeks and vocabulary count", {
      responses: { ...ok('The figures.', MyProgressSchema), ...ADMIN_ONLY },
    }),
  },
  '/api/learning/me/vocabulary': {
    get: learning("The words of the student's shared notes, searchable", {
      requestParams: { query: VocabularyQuerySchema },
      responses: { ...ok('Newest lesson first.', MyVocabularySchema), ...errors(400, 401, 403) },
    }),
  },
  '/api/learning/me/review': {
    get: learning("The cards of the student's review deck due now", {
      description:
        "Each word of the student's shared notes is two cards, Italian→English and English→Italian (`direction`), scheduled by FSRS. Due now means due at the time of the request; a card rated again comes back within minutes. At most 100 cards, earliest first (`it-en` before `en-it`, so a word's two sides are apart); `dueCount` counts every due card.",
      responses: { ...ok('The due cards.', MyReviewSchema), ...ADMIN_ONLY },
    }),
  },
  '/api/learning/me/review/{id}': {
    post: learning('Rate a card of the review deck (student)', {
      description:
        "Schedules the card by FSRS. Counted once: a rating naming a `step` the card has left, or without `step` a card not due any more, changes nothing and answers the card as it is. Another student's card is a 404. Ratings per minute are limited (LEARNING_REVIEWS_PER_MINUTE).",
      requestParams: idParam,
      requestBody: { content: json(RateReviewCardRequestSchema) },
      responses: {
        ...ok("The card's next due time and step.", ReviewCardRatedSchema),
        ...errors(400, 401, 403, 404, 413, 429),
      },
    }),
  },
});
