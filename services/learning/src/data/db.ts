import type { ColumnType, Generated, Kysely } from 'kysely';
import type { CefrLevel, LearningSkill, ReviewDirection, ReviewRating } from '@lezioni/contracts';
import type { UserCopyTable } from '@lezioni/service-kit';
import type { UploadsTable } from '@lezioni/service-kit/files';

export const LEARNING_SCHEMA = 'learning';

/** Learning's copy of booking-proxy's lessons, kept from its lesson events. */
export interface LessonsTable {
  /** The scheduler's booking id. */
  id: string;
  student_id: string | null;
  starts_at: Date;
  ends_at: Date;
  duration_minutes: number;
  title: string;
  cancelled_at: Date | null;
  attended_at: Date | null;
  version: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The teacher's note of one lesson; its homework is part of it (one per lesson). */
export interface LessonNotesTable {
  lesson_id: string;
  covered: string;
  homework_text: string | null;
  homework_due_date: ColumnType<string | null, string | null, string | null>;
  homework_done_at: Date | null;
  /** The homework's attachment (files), kept from deletion while the note names it. */
  homework_file_id: string | null;
  /** Grows with every save: a save that names an older one is refused (two tabs, one note). */
  revision: number;
  shared_at: Date | null;
  updated_at: Date;
}

/** The words of a note, in the order the teacher wrote them. */
export interface NoteWordsTable {
  lesson_id: string;
  position: number;
  word: string;
  translation: string;
  example: string | null;
}

/** The whiteboard images of a note (files), in the order the teacher saved them. */
export interface NoteBoardsTable {
  lesson_id: string;
  position: number;
  file_id: string;
}

/** Every level the teacher set: the history is never overwritten. */
export interface LevelsTable {
  id: Generated<string>;
  student_id: string;
  skill: LearningSkill;
  level: CefrLevel;
  /** The day of the assessment (`YYYY-MM-DD`), which may be before the day it was written down. */
  assessed_on: ColumnType<string, string, never>;
  recorded_at: ColumnType<Date, never, never>;
}

export interface MaterialsTable {
  id: Generated<string>;
  title: string;
  tags: string[];
  /** A link's address; null for a file. */
  url: string | null;
  kind: 'link' | 'google_document' | 'file';
  /** A file material's upload; null for a link. */
  file_id: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface MaterialSharesTable {
  material_id: string;
  student_id: string;
  shared_at: ColumnType<Date, Date | undefined, never>;
  first_opened_at: Date | null;
  last_opened_at: Date | null;
}

/** A card of a student's review deck: one word (any case) in one direction, with its FSRS state. */
export interface ReviewCardsTable {
  id: Generated<string>;
  student_id: string;
  /** The word lower-cased: its identity across the student's shared notes. */
  word_key: string;
  direction: ReviewDirection;
  due: Date;
  stability: Generated<number>;
  difficulty: Generated<number>;
  elapsed_days: Generated<number>;
  scheduled_days: Generated<number>;
  learning_steps: Generated<number>;
  reps: Generated<number>;
  lapses: Generated<number>;
  /** ts-fsrs' `State`: 0 new, 1 learning, 2 review, 3 relearning. */
  state: Generated<number>;
  last_review: Date | null;
  created_at: ColumnType<Date, never, never>;
}

/** One rating of a card, with the card's state before it (ts-fsrs' `ReviewLog`). */
export interface ReviewLogsTable {
  id: Generated<string>;
  card_id: string;
  student_id: string;
  rating: ReviewRating;
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  reviewed_at: Date;
}

/** When a student was last pushed about their words due (one row each, claimed atomically). */
export interface ReviewPushesTable {
  student_id: string;
  pushed_at: Date;
}

export interface Database {
  /** Learning's copy of auth's accounts. */
  users: UserCopyTable;
  lessons: LessonsTable;
  lesson_notes: LessonNotesTable;
  note_words: NoteWordsTable;
  note_boards: NoteBoardsTable;
  levels: LevelsTable;
  materials: MaterialsTable;
  material_shares: MaterialSharesTable;
  /** What the teacher uploaded (the kit's uploads table); swept an hour after upload unless in use. */
  files: UploadsTable;
  review_cards: ReviewCardsTable;
  review_logs: ReviewLogsTable;
  review_pushes: ReviewPushesTable;
}

/** The pool or a transaction: a Kysely `Transaction` is a `Kysely`, so repositories take either. */
export type Db = Kysely<Database>;
