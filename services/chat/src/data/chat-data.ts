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

/** Runs `work` on data bound to one transaction: its writes commit together, or none does. */
export function createTransactionRunner(db: Db) {
  return <T>(work: (data: ChatData) => Promise<T>): Promise<T> =>
    db.transaction().execute((trx) => work(createChatData(trx)));
}
export type TransactionRunner = ReturnType<typeof createTransactionRunner>;
