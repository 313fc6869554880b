import { DELETED_STUDENT_NAME, type ChatExport } from '@lezioni/contracts';
import { forbidden } from '@lezioni/service-kit';
import { sideOf, type ChatUser } from './access';
import type { ChatDeps } from './deps';
import { conversationChanged } from './freshness';

/** chat's part of a student's "Download my data": their conversation, both sides, and the files they uploaded. */
export async function exportChat(deps: ChatDeps, user: ChatUser): Promise<ChatExport> {
  if (sideOf(user) !== 'student') throw forbidden();
  const [conversation, files] = await Promise.all([
    deps.conversations.findOfStudent(user.id),
    deps.files.listByUploader(user.id),
  ]);
  const messages = conversation ? await deps.messages.listAllForExport(conversation.id) : [];
  const attachments = files.map((file) => ({
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: file.createdAt.toISOString(),
  }));
  return { messages, attachments };
}

/**
 * Applies auth's `user.deleted`: the student's messages and every file they uploaded are deleted;
 * the conversation stays with the teacher's own messages, under DELETED_STUDENT_NAME. Idempotent:
 * a replay finds nothing left to delete, and the copy's version rule ignores it.
 */
export async function forgetStudent(deps: ChatDeps, studentId: string, version: number): Promise<void> {
  const conversation = await deps.inTransaction(async (data) => {
    await data.students.applyDeletion(studentId, DELETED_STUDENT_NAME, version, new Date());
    const own = await data.conversations.findOfStudent(studentId);
    if (own) await data.messages.deleteStudentsOwn(own.id);
    await data.files.deleteByUploader(studentId);
    return own;
  });
  // The teacher's list shows the new name and unread count, and her open conversation the messages left.
  await conversationChanged(deps, studentId, { newMessageIn: conversation?.id });
}
