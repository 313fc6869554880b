/**
 * Lesson notes, materials and progress (issue 26) besides their schemas (learning.ts): limits,
 * texts, the skills and levels. No zod: pages load it (values.ts).
 */

/** The skills a level is set for. */
export const LEARNING_SKILLS = ['speaking', 'listening', 'reading', 'writing'] as const;
export type LearningSkill = (typeof LEARNING_SKILLS)[number];

/** The CEFR levels, lowest first. */
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** Words of vocabulary one lesson note holds at most. */
export const NOTE_VOCABULARY_MAX_WORDS = 200;
/** Whiteboard images (saved from the lesson room) one lesson note holds at most. */
export const NOTE_BOARDS_MAX = 20;
/** Longest "what was covered" and homework text. */
export const NOTE_TEXT_MAX_LENGTH = 20_000;
/** Students one material is shared with in one call. */
export const MATERIAL_SHARE_MAX_STUDENTS = 100;

export const LEARNING_MESSAGES = {
  noteChanged:
    'This note was saved from another tab or window since you opened it. Reload it to see that version, then write your changes again.',
  tooManyWords: `A note holds at most ${NOTE_VOCABULARY_MAX_WORDS} words of vocabulary.`,
  vocabularyFull: `This lesson's note already holds ${NOTE_VOCABULARY_MAX_WORDS} words: remove one in the note to save another.`,
  boardsFull: `This lesson's note already holds ${NOTE_BOARDS_MAX} whiteboard images.`,
  textTooLong: `Texts can be at most ${NOTE_TEXT_MAX_LENGTH} characters.`,
  linkNotHttps: 'Links must be https:// addresses.',
  titleRequired: 'Give the material a title.',
  wordRequired: 'Each word needs the word and its translation.',
  homeworkRequired: 'Write the homework, or remove it.',
  dateInvalid: 'Dates are written YYYY-MM-DD.',
  noStudents: 'Choose at least one student.',
  linkOrFile: 'Give the material a link or a file, not both.',
  fileUnknown: 'Upload the file again: it was not found.',
  fileRequired: 'Choose a file to add.',
} as const;

/** Homework not done is announced by the bell from this many hours before the end of its due day. */
export const HOMEWORK_DUE_SOON_HOURS = 48;
/** A material the student has not opened is announced by the bell for this many days after it was shared. */
export const MATERIAL_SHARED_NEW_DAYS = 14;

/**
 * The review deck (issue 45): each word of the student's shared notes is two cards, Italian→English
 * (the word in front) and English→Italian (the translation in front), scheduled by FSRS on the server.
 */
export const REVIEW_DIRECTIONS = ['it-en', 'en-it'] as const;
export type ReviewDirection = (typeof REVIEW_DIRECTIONS)[number];
/** What the student answers after seeing a card's back: FSRS's four grades. */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
/** Cards one GET /api/learning/me/review answers at most (`dueCount` counts them all). */
export const REVIEW_BATCH_MAX = 100;
/** Words the teacher sees on a student's page among those they forget most. */
export const REVIEW_FORGOTTEN_MAX = 10;
