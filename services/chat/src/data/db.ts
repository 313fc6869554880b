import type { ColumnType, Generated, Kysely } from 'kysely';
import type { UserCopyTable } from '@lezioni/service-kit';
import type { UploadsTable } from '@lezioni/service-kit/files';

export const CHAT_SCHEMA = 'chat';

export type SenderRole = 'admin' | 'student';

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

/** Attachments (the kit's uploads table). */
export interface FilesTable extends UploadsTable {
  /** Set once, when a message carries the file; files still null an hour after upload are deleted. */
  message_id: string | null;
}

export interface Database {
  /** Chat's copy of auth's accounts, the teacher's too; a student's session names them before auth's event (`remember`). */
  students: UserCopyTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  files: FilesTable;
}

/** The pool or a transaction: a Kysely `Transaction` is a `Kysely`, so repositories take either. */
export type Db = Kysely<Database>;
