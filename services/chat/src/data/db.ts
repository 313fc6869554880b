import type { ColumnType, Generated, Kysely } from 'kysely';

export const CHAT_SCHEMA = 'chat';

export type SenderRole = 'admin' | 'student';

/**
 * Chat's own copy of auth's accounts (ARCHITECTURE D13: never auth's schema), kept from auth's user
 * events. `version` is the event's: 0 while only a session has named the user (email and role null).
 */
export interface StudentsTable {
  id: string;
  name: string;
  email: string | null;
  role: 'admin' | 'student' | null;
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One conversation per student, with the teacher. */
export interface ConversationsTable {
  id: Generated<string>;
  student_id: string;
  created_at: ColumnType<Date, never, never>;
  last_message_at: Date | null;
}

export interface MessagesTable {
  id: Generated<string>;
  conversation_id: string;
  sender_id: string;
  /** Which side wrote it: unread counts are "the other side's messages with no read_at". */
  sender_role: SenderRole;
  content: string;
  message_type: 'text' | 'file' | 'file_upload' | 'google_drive_file';
  file_id: string | null;
  /** Copied from the file when it is attached, so listing messages never reads `files`. */
  file_name: string | null;
  file_size: number | null;
  created_at: ColumnType<Date, never, never>;
  read_at: Date | null;
}

/** Attachments, in the database so any replica serves any file (ARCHITECTURE D12). */
export interface FilesTable {
  id: Generated<string>;
  uploader_id: string;
  name: string;
  content_type: string;
  size: number;
  bytes: Buffer;
  created_at: ColumnType<Date, never, never>;
  /** Set once, when a message carries the file; files still null an hour after upload are deleted. */
  message_id: string | null;
}

export interface Database {
  students: StudentsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  files: FilesTable;
}

/** The pool or a transaction: a Kysely `Transaction` is a `Kysely`, so repositories take either. */
export type Db = Kysely<Database>;
