import { createConversationsRepository } from './conversations.repository';
import type { Db } from './db';
import { createFilesRepository } from './files.repository';
import { createMessagesRepository } from './messages.repository';
import { createStudentsRepository } from './students.repository';

/** Everything chat keeps in PostgreSQL, bound to the pool or to one transaction. */
export function createChatData(db: Db) {
  return {
    students: createStudentsRepository(db),
    conversations: createConversationsRepository(db),
    messages: createMessagesRepository(db),
    files: createFilesRepository(db),
  };
}
export type ChatData = ReturnType<typeof createChatData>;
