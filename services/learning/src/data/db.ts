import type { ColumnType, Generated, Kysely } from 'kysely';
import type { CefrLevel, LearningSkill } from '@lezioni/contracts';

export const LEARNING_SCHEMA = 'learning';

/** Learning's copy of auth's accounts (ARCHITECTURE D13), kept from auth's user events. */
export interface UsersTable {
  id: string;
  name: string;
  /** Null once the student deleted their account. */
  email: string | null;
  role: 'admin' | 'student';
  version: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

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

/** What the teacher uploaded, bytes and all (ARCHITECTURE D12); swept an hour after upload unless in use. */
export interface FilesTable {
  id: Generated<string>;
  uploader_id: string;
  name: string;
  content_type: string;
  size: number;
  bytes: Buffer;
  created_at: ColumnType<Date, never, never>;
}

export interface MaterialSharesTable {
  material_id: string;
  student_id: string;
  shared_at: ColumnType<Date, Date | undefined, never>;
  first_opened_at: Date | null;
  last_opened_at: Date | null;
}

export interface Database {
  users: UsersTable;
  lessons: LessonsTable;
  lesson_notes: LessonNotesTable;
  note_words: NoteWordsTable;
  levels: LevelsTable;
  materials: MaterialsTable;
  material_shares: MaterialSharesTable;
  files: FilesTable;
}

/** The pool or a transaction: a Kysely `Transaction` is a `Kysely`, so repositories take either. */
export type Db = Kysely<Database>;
