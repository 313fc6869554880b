import {
  CHAT_MESSAGES,
  MESSAGES_PAGE_SIZE,
  PUSH_PREVIEW_MAX_CHARS,
  isGoogleDocumentLink,
  type Message,
  type SendMessageRequestSchema,
} from '@lezioni/contracts';
import { AppError, isUuid, tooManyRequests, withoutNul } from '@lezioni/service-kit';
import type { z } from 'zod';
import type { ConversationRef } from '../data/conversations.repository';
import { findConversationFor, sideOf, type ChatUser } from './access';
import type { ChatDeps } from './deps';
import { conversationChanged } from './freshness';
import { announceMessage } from './live';
import { rememberStudent } from './students';

const FILE_URL = /^\/api\/files\/([^/?#]+)$/;

const blankMessage = () =>
  new AppError('bad_input', CHAT_MESSAGES.blankMessage, [{ field: 'content', message: CHAT_MESSAGES.blankMessage }]);
const fileNotYours = () =>
  new AppError('file_not_yours', CHAT_MESSAGES.fileNotYours, [
    { field: 'fileUrl', message: CHAT_MESSAGES.fileNotYours },
  ]);

/** The id in a fileUrl that POST /api/uploads gave; anything else is not a file of ours. */
function uploadedFileIdOf(fileUrl: string): string {
  const id = FILE_URL.exec(fileUrl)?.[1];
  if (!id || !isUuid(id)) throw fileNotYours();
  return id.toLowerCase();
}

/**
 * The latest page of a conversation (one the user may see: findConversationFor), oldest first: the
 * page that is polled every 2 s and extended by live events, so it stays one page long.
 */
export function listMessages(deps: ChatDeps, conversation: ConversationRef): Promise<Message[]> {
  return deps.messages.listLatest(conversation.id);
}

/** The page of messages before the message `before` of the conversation, oldest first (contracts' MessagesQuery). */
export async function listMessagesBefore(
  deps: ChatDeps,
  conversation: ConversationRef,
  before: string,
): Promise<Message[]> {
  const page = await deps.messages.listBefore(conversation.id, before.toLowerCase(), MESSAGES_PAGE_SIZE);
  if (!page) {
    throw new AppError('bad_input', CHAT_MESSAGES.unknownCursor, [
      { field: 'before', message: CHAT_MESSAGES.unknownCursor },
    ]);
  }
  return page;
}

/**
 * Stores a message and tells both sides. The server decides its type: a file uploaded by the
 * sender and not yet sent is attached in the same transaction (`file_upload`, with the stored
 * name and size, never the client's); a Google Docs or Drive link is `google_drive_file`.
 */
export async function sendMessage(
  deps: ChatDeps,
  user: ChatUser,
  conversationId: string,
  input: z.output<typeof SendMessageRequestSchema>,
): Promise<Message> {
  const conversation = await findConversationFor(deps, user, conversationId);
  const content = withoutNul(input.content).trim();
  if (!content && !input.fileUrl) throw blankMessage();
  const fileId = input.fileUrl ? uploadedFileIdOf(input.fileUrl) : undefined;
  if (await deps.limits[sideOf(user)].messagesPerMinute.hit(user.id)) throw tooManyRequests();
  await rememberStudent(deps, user);

  const message = await deps.inTransaction(async (data) => {
    const file = fileId ? await data.files.lockUnattached(fileId, user.id) : undefined;
    if (fileId && !file) throw fileNotYours();
    const stored = await data.messages.insert({
      conversationId: conversation.id,
      senderId: user.id,
      senderRole: sideOf(user),
      content,
      messageType: file ? 'file_upload' : isGoogleDocumentLink(content) ? 'google_drive_file' : 'text',
      file,
    });
    if (file) await data.files.attach(file.id, stored.id);
    await data.conversations.touch(conversation.id);
    return stored;
  });
  await conversationChanged(deps, conversation.studentId, { newMessageIn: conversation.id });
  await announceMessage(deps, conversation, message);
  await pushMessage(deps, user, conversation, message);
  return message;
}

/**
 * Tells the other side's devices (D33): the sender's name, and the message's start, which auth's
 * worker shows only to a reader who allowed previews. Pushed whatever pages are open: the service
 * worker leaves the notification out while a window of the chat has the focus. The message stands
 * whatever the queue does: a push not queued (Redis away) is logged, not retried.
 */
async function pushMessage(deps: ChatDeps, sender: ChatUser, conversation: ConversationRef, message: Message) {
  const preview = message.messageType === 'file_upload' ? '' : message.content.slice(0, PUSH_PREVIEW_MAX_CHARS);
  await deps.pushQueue
    .enqueue(
      {
        kind: 'new-message',
        to: sideOf(sender) === 'admin' ? conversation.studentId : 'teacher',
        conversationId: conversation.id,
        senderName: sender.name?.trim() || undefined,
        preview: preview || undefined,
      },
      { jobId: `message-${message.id}` },
    )
    .catch((err: unknown) => deps.logger.warn({ err: (err as Error).message }, 'message push not queued'));
}
