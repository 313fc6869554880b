import type {
  Conversation,
  Message,
  RuntimeConfig,
  SendMessageRequest,
  UploadResponse,
  User,
} from '@lezioni/contracts';
import { dateTimeFormat, isRequestError } from '@lezioni/web-kit';

/**
 * Who the user chats with: students see the teacher, the admin sees the student (spec §2, §6), or
 * `unnamed` for a student without a name.
 */
export function partnerNameFor(conversation: Conversation, user: User, config: RuntimeConfig, unnamed: string): string {
  return user.role === 'admin' ? conversation.studentName.trim() || unnamed : config.teacherName;
}

/** The sum of the unread counts: the chat widget's badge. */
export const countUnreadMessages = (conversations: readonly Conversation[]) =>
  conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0);

/** The conversation on screen: the one picked, while it is listed; otherwise the first (spec §4). */
export function chooseConversation(
  conversations: readonly Conversation[],
  pickedId: string | undefined,
): Conversation | undefined {
  return conversations.find((conversation) => conversation.id === pickedId) ?? conversations[0];
}

/** What may be sent (spec §5): trimmed text, or an uploaded file with the trimmed text as caption. */
export function buildSendRequest(text: string, upload?: UploadResponse): SendMessageRequest | undefined {
  const content = text.trim();
  if (upload) return { content, messageType: 'file', ...upload };
  return content ? { content, messageType: 'text' } : undefined;
}

/** A message goes only with non-blank text or an attached file (spec §5). */
export const canSendMessage = (text: string, hasFile: boolean) => hasFile || text.trim() !== '';

export const isFileMessage = (message: Message) =>
  (message.messageType === 'file' || message.messageType === 'file_upload') && Boolean(message.fileUrl);

/** Message times: shown on hover (spec §2). */
export const formatMessageTime = (iso: string) =>
  dateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * The id of the newest message from the other person, for the chime: it changes when one arrives.
 * Messages are oldest first.
 */
export function latestIncomingMessageId(messages: readonly Message[], userId: string): string | undefined {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.senderId !== userId) return message.id;
  }
  return undefined;
}

/** Initials for an avatar without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.slice(0, 2) ?? '?')).toUpperCase();
}

/** The text for a failed load: the request's own message (spec §8), else `fallback`; none without an error. */
export function describeLoadError(error: unknown, fallback: string): string | undefined {
  if (error === undefined) return undefined;
  return isRequestError(error) ? error.message : fallback;
}
