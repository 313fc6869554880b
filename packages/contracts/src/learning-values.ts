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
/** Longest "what was covered" and homework text. */
export const NOTE_TEXT_MAX_LENGTH = 20_000;
/** Students one material is shared with in one call. */
export const MATERIAL_SHARE_MAX_STUDENTS = 100;

export const LEARNING_MESSAGES = {
  noteChanged:
    'This note was saved from another tab or window since you opened it. Reload it to see that version, then write your changes again.',
  tooManyWords: `A note holds at most ${NOTE_VOCABULARY_MAX_WORDS} words of vocabulary.`,
  textTooLong: `Texts can be at most ${NOTE_TEXT_MAX_LENGTH} characters.`,
  linkNotHttps: 'Links must be https:// addresses.',
  titleRequired: 'Give the material a title.',
  wordRequired: 'Each word needs the word and its translation.',
  homeworkRequired: 'Write the homework, or remove it.',
  dateInvalid: 'Dates are written YYYY-MM-DD.',
  noStudents: 'Choose at least one student.',
  linkOrFile: 'Give the material a link or a file, not both.',
  fileUnknown: 'Upload the file again: it was not found.',
} as const;

/** Homework not done is announced by the bell from this many hours before the end of its due day. */
export const HOMEWORK_DUE_SOON_HOURS = 48;
/** A material the student has not opened is announced by the bell for this many days after it was shared. */
export const MATERIAL_SHARED_NEW_DAYS = 14;

/** The start of calendar day `day` (`YYYY-MM-DD`) in the visitor's own time zone, where they read it. */
export function localDayStart(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** When homework due on `dueDate` (`YYYY-MM-DD`) stops being on time: the end of that day, the student's time. */
export function homeworkDueEnd(dueDate: string): Date {
  const start = localDayStart(dueDate);
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
}
