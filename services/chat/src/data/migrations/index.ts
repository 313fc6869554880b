import type { Migration } from 'kysely';
import * as createChat from './2026-11-26-create-chat';
import * as studentsFromUserEvents from './2026-11-27-students-from-user-events';
import * as filesByUploader from './2026-12-01-files-by-uploader';

/** In name order; a new migration is one more line here. */
export const migrations: Record<string, Migration> = {
  '2026-11-26-create-chat': createChat,
  '2026-11-27-students-from-user-events': studentsFromUserEvents,
  '2026-12-01-files-by-uploader': filesByUploader,
};
