import { z } from 'zod';
import {
  CEFR_LEVELS,
  LEARNING_MESSAGES as M,
  LEARNING_SKILLS,
  MATERIAL_SHARE_MAX_STUDENTS,
  NOTE_TEXT_MAX_LENGTH,
  NOTE_VOCABULARY_MAX_WORDS,
  REVIEW_DIRECTIONS,
  REVIEW_RATINGS,
} from './learning-values';
import { UploadFileSchema } from './upload';

/** The learning service's payloads (issue 26): lesson notes, homework, levels, materials, progress. */

export const LearningSkillSchema = z.enum(LEARNING_SKILLS);
export const CefrLevelSchema = z.enum(CEFR_LEVELS);

/** A calendar day, `YYYY-MM-DD` (due dates, the day a level was assessed), in years a lesson can have. */
const DaySchema = z.iso
  .date({ error: M.dateInvalid })
  .refine((day) => day >= '1900-01-01' && day <= '2999-12-31', { error: M.dateInvalid });
const text = (max = NOTE_TEXT_MAX_LENGTH) => z.string().trim().max(max, { error: M.textTooLong });
const isHttpsUrl = (url: string) => URL.canParse(url) && new URL(url).protocol === 'https:';

/** The lesson a note belongs to, as the learning service's copy of booking-proxy's lessons has it. */
export const LearningLessonSchema = z.object({
  id: z.string(),
  studentId: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  title: z.string(),
  cancelledAt: z.string().nullable(),
  attendedAt: z.string().nullable(),
});
export type LearningLesson = z.infer<typeof LearningLessonSchema>;

export const VocabularyItemSchema = z.object({
  word: z.string().trim().min(1, { error: M.wordRequired }).max(200),
  translation: z.string().trim().min(1, { error: M.wordRequired }).max(200),
  example: z.string().trim().max(1_000).optional(),
});
export type VocabularyItem = z.infer<typeof VocabularyItemSchema>;

export const HomeworkInputSchema = z.object({
  text: text().min(1, { error: M.homeworkRequired }),
  dueDate: DaySchema.optional(),
  /** A file the teacher uploaded (POST /api/learning/files) for the student to download. */
  attachmentFileId: z.uuid({ error: M.fileUnknown }).optional(),
});

/**
 * PUT /api/learning/lessons/{lessonId}/note: the whole note (autosave). `revision` is the one the
 * editor last read (0 for a note never saved): a note saved meanwhile from elsewhere is a 409
 * `note_changed`, never overwritten.
 */
export const SaveLessonNoteRequestSchema = z.object({
  covered: text().default(''),
  vocabulary: z.array(VocabularyItemSchema).max(NOTE_VOCABULARY_MAX_WORDS, { error: M.tooManyWords }).default([]),
  homework: HomeworkInputSchema.nullable().default(null),
  revision: z.number().int().nonnegative(),
});
export type SaveLessonNoteRequest = z.input<typeof SaveLessonNoteRequestSchema>;

/**
 * A file the teacher uploaded (POST /api/learning/files): a file material, a homework attachment.
 * `url` downloads it (GET /api/learning/files/{id}).
 */
export const LearningFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  url: z.string(),
});
export type LearningFile = z.infer<typeof LearningFileSchema>;

export const HomeworkSchema = z.object({
  text: z.string(),
  dueDate: z.string().nullable(),
  attachment: LearningFileSchema.nullable(),
  /** When the student marked it done; null while not done. */
  doneAt: z.string().nullable(),
});

/**
 * A lesson's note. A draft (`sharedAt` null) is the teacher's alone; shared, the student sees it,
 * and it stays shared through later edits. `revision` 0 is the empty draft of a note never saved.
 */
export const LessonNoteSchema = z.object({
  lesson: LearningLessonSchema,
  covered: z.string(),
  vocabulary: z.array(z.object({ word: z.string(), translation: z.string(), example: z.string().nullable() })),
  homework: HomeworkSchema.nullable(),
  /** Whiteboard images saved from the lesson room (PNG), oldest first; outside the autosaved content. */
  boards: z.array(LearningFileSchema),
  revision: z.number().int().nonnegative(),
  sharedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type LessonNote = z.infer<typeof LessonNoteSchema>;

/**
 * POST /api/learning/lessons/{lessonId}/words: a word saved in the lesson room by the teacher or the
 * lesson's student, appended to the lesson's note (a word already there, in any case, is updated).
 */
export const SaveLessonWordRequestSchema = VocabularyItemSchema;
export type SaveLessonWordRequest = z.input<typeof SaveLessonWordRequestSchema>;

/** The note's vocabulary and revision after a word was saved in the room. */
export const LessonWordsSchema = z.object({
  vocabulary: LessonNoteSchema.shape.vocabulary,
  revision: z.number().int().positive(),
});
export type LessonWords = z.infer<typeof LessonWordsSchema>;

/**
 * POST /api/learning/lessons/{lessonId}/boards: a whiteboard image the teacher uploaded (POST
 * /api/learning/files) added to the lesson's note.
 */
export const SaveLessonBoardRequestSchema = z.object({ fileId: z.uuid({ error: M.fileUnknown }) });
export type SaveLessonBoardRequest = z.input<typeof SaveLessonBoardRequestSchema>;

/** One homework, with the lesson it was set in. */
export const HomeworkItemSchema = HomeworkSchema.extend({ lessonId: z.string(), lessonStartsAt: z.string() });
export type HomeworkItem = z.infer<typeof HomeworkItemSchema>;

/** POST /api/learning/students/{studentId}/levels: appended to the skill's history (`date` defaults to today). */
export const SetLevelRequestSchema = z.object({
  skill: LearningSkillSchema,
  level: CefrLevelSchema,
  date: DaySchema.optional(),
});
export type SetLevelRequest = z.infer<typeof SetLevelRequestSchema>;

/** The form that sets a level: its date field may be emptied, and then the level is sent without one. */
export const SetLevelFormSchema = SetLevelRequestSchema.extend({
  date: z
    .string()
    .refine((day) => day === '' || DaySchema.safeParse(day).success, { error: M.dateInvalid })
    .transform((day) => day || undefined),
});

/** A skill's level now (the latest by date, then by when it was set) and its history, oldest first. */
export const SkillLevelSchema = z.object({
  skill: LearningSkillSchema,
  current: CefrLevelSchema.nullable(),
  history: z.array(z.object({ level: CefrLevelSchema, date: z.string(), recordedAt: z.string() })),
});
export type SkillLevel = z.infer<typeof SkillLevelSchema>;

/**
 * A library item: a link (https only; Google Docs and Drive links are shown as document cards, as
 * in chat) or an uploaded file. `url` is what opening it opens: the link, or the file's download.
 */
export const MaterialSchema = z.object({
  id: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  url: z.string(),
  kind: z.enum(['link', 'google_document', 'file']),
  /** The file of a `file` material; null for links. */
  file: LearningFileSchema.nullable(),
  createdAt: z.string(),
});
export type Material = z.infer<typeof MaterialSchema>;

/** POST /api/learning/materials: a link (`url`) or a file uploaded by POST /api/learning/files (`fileId`), not both. */
export const CreateMaterialRequestSchema = z
  .object({
    title: z.string().trim().min(1, { error: M.titleRequired }).max(200),
    tags: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
    url: z.string().trim().max(2_048).refine(isHttpsUrl, { error: M.linkNotHttps }).optional(),
    fileId: z.uuid({ error: M.fileUnknown }).optional(),
  })
  .refine((material) => (material.url === undefined) !== (material.fileId === undefined), {
    error: M.linkOrFile,
    path: ['url'],
  });
export type CreateMaterialRequest = z.input<typeof CreateMaterialRequestSchema>;

/**
 * The library's "Add a material" form: tags as typed in one field ("grammar, B1"), and a link or a
 * file, which is uploaded when the form is sent. The field of the other source is not checked.
 */
export const MaterialFormSchema = z
  .object({
    title: CreateMaterialRequestSchema.shape.title,
    tags: z.string(),
    source: z.enum(['link', 'file']),
    url: z.string().trim(),
    file: z.custom<File>().optional(),
  })
  .superRefine(({ source, url, file }, context) => {
    if (source === 'link') {
      if (!isHttpsUrl(url)) context.addIssue({ code: 'custom', message: M.linkNotHttps, path: ['url'] });
      return;
    }
    const problem = file ? UploadFileSchema.safeParse(file).error?.issues[0]?.message : M.fileRequired;
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['file'] });
  });

/** Who a material is shared with, since when, and when they opened it first and last (null: never). */
export const MaterialShareSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  sharedAt: z.string(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
});
export type MaterialShare = z.infer<typeof MaterialShareSchema>;

/** GET /api/learning/materials: the library, newest first, each with its shares. */
export const TeacherMaterialSchema = MaterialSchema.extend({ shares: z.array(MaterialShareSchema) });
export type TeacherMaterial = z.infer<typeof TeacherMaterialSchema>;

/** POST /api/learning/materials/{id}/shares: sharing again with a student changes nothing. */
export const ShareMaterialRequestSchema = z.object({
  studentIds: z.array(z.uuid()).min(1, { error: M.noStudents }).max(MATERIAL_SHARE_MAX_STUDENTS),
});
export type ShareMaterialRequest = z.infer<typeof ShareMaterialRequestSchema>;

/** A material as its student sees it: when it was shared and when they opened it. */
export const SharedMaterialSchema = MaterialSchema.extend({
  sharedAt: z.string(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
});
export type SharedMaterial = z.infer<typeof SharedMaterialSchema>;

/** A word the student forgets, as the teacher sees it: its lapses over both directions and the last review. */
export const ForgottenWordSchema = z.object({
  word: z.string(),
  translation: z.string(),
  /** Times a card of the word, once learned, was answered "again". */
  lapses: z.number().int().nonnegative(),
  lastReviewedAt: z.string().nullable(),
});
export type ForgottenWord = z.infer<typeof ForgottenWordSchema>;

/** The student's review deck on the teacher's page of them. */
export const StudentReviewSummarySchema = z.object({
  /** When they last rated a card; null: never. */
  lastReviewedAt: z.string().nullable(),
  /** Cards due now. */
  dueCount: z.number().int().nonnegative(),
  /** Words with lapses, most first (at most REVIEW_FORGOTTEN_MAX). */
  forgotten: z.array(ForgottenWordSchema),
});
export type StudentReviewSummary = z.infer<typeof StudentReviewSummarySchema>;

/** GET /api/learning/students/{studentId}: everything the teacher needs of one student before a lesson. */
export const TeacherStudentViewSchema = z.object({
  student: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  /** Every note of the student's lessons, newest lesson first, drafts too. */
  notes: z.array(LessonNoteSchema),
  /** The homework of shared notes, newest lesson first, with its state. */
  homework: z.array(HomeworkItemSchema),
  levels: z.array(SkillLevelSchema),
  /** Newest share first. */
  materials: z.array(SharedMaterialSchema),
  /** How their review between lessons goes. */
  review: StudentReviewSummarySchema,
});
export type TeacherStudentView = z.infer<typeof TeacherStudentViewSchema>;

/** GET /api/learning/me/materials: what the teacher shared with the student. */
export const MyMaterialsSchema = z.object({
  /** Newest share first, opened or not. */
  materials: z.array(SharedMaterialSchema),
  /** The homework of shared notes, newest lesson first. */
  homework: z.array(HomeworkItemSchema),
  /** The shared notes of past lessons, newest first. */
  notes: z.array(LessonNoteSchema),
  /** When the earliest card of the review deck is due (the bell's "words to review"); null: no cards. */
  reviewDueAt: z.string().nullable(),
});
export type MyMaterials = z.infer<typeof MyMaterialsSchema>;

/** GET /api/learning/me/progress. */
export const MyProgressSchema = z.object({
  /** Past lessons not cancelled. */
  lessonsTaken: z.number().int().nonnegative(),
  /** Their booked minutes, in hours. */
  hoursTaken: z.number().nonnegative(),
  levels: z.array(SkillLevelSchema),
  /** Consecutive weeks (Monday to Sunday, Italian time) with a lesson, up to this week or, while this week has none yet, the last. */
  streakWeeks: z.number().int().nonnegative(),
  /** Distinct words in the shared notes. */
  vocabularyCount: z.number().int().nonnegative(),
});
export type MyProgress = z.infer<typeof MyProgressSchema>;

/** GET /api/learning/me/vocabulary?q=: the words of shared notes, matching `q` in the word or its translation. */
export const VocabularyQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
export const MyVocabularySchema = z.object({
  words: z.array(
    z.object({
      word: z.string(),
      translation: z.string(),
      example: z.string().nullable(),
      lessonId: z.string(),
      lessonStartsAt: z.string(),
    }),
  ),
});
export type MyVocabulary = z.infer<typeof MyVocabularySchema>;

export const ReviewDirectionSchema = z.enum(REVIEW_DIRECTIONS);
export const ReviewRatingSchema = z.enum(REVIEW_RATINGS);

/**
 * One card of the review deck. `direction` says which side is the front: `it-en` shows `word` and
 * asks for `translation`, `en-it` the other way round. `step` is the card's count of reviews: sent
 * back with the rating, it makes a second tap on the same card count once.
 */
export const ReviewCardSchema = z.object({
  id: z.string(),
  direction: ReviewDirectionSchema,
  word: z.string(),
  translation: z.string(),
  example: z.string().nullable(),
  dueAt: z.string(),
  step: z.number().int().nonnegative(),
});
export type ReviewCard = z.infer<typeof ReviewCardSchema>;

/** GET /api/learning/me/review: the cards due now, earliest first (at most REVIEW_BATCH_MAX), and how many are due. */
export const MyReviewSchema = z.object({
  due: z.array(ReviewCardSchema),
  dueCount: z.number().int().nonnegative(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;

/**
 * POST /api/learning/me/review/{id}. `step`, the card's step as shown, is optional: without it a
 * card no longer due counts as rated already. Either way a rating that was counted answers the same.
 */
export const RateReviewCardRequestSchema = z.object({
  rating: ReviewRatingSchema,
  step: z.number().int().nonnegative().optional(),
});
export type RateReviewCardRequest = z.infer<typeof RateReviewCardRequestSchema>;

/** The rated card's next due time and step. */
export const ReviewCardRatedSchema = z.object({
  id: z.string(),
  dueAt: z.string(),
  step: z.number().int().nonnegative(),
});
export type ReviewCardRated = z.infer<typeof ReviewCardRatedSchema>;
