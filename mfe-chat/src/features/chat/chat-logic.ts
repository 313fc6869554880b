import type {
  Conversation,
  Message,
  RuntimeConfig,
  SendMessageRequest,
  UploadResponse,
  User,
} from '@lezioni/contracts';
import { CHAT_MESSAGES, UPLOAD_ALLOWED_TYPES, UPLOAD_MAX_BYTES } from '@lezioni/contracts/values';
import { dateTimeFormat, isRequestError } from '@lezioni/web-kit';

/** Who the user chats with: students see the teacher, the admin sees the student (spec §2, §6). */
export function partnerNameFor(conversation: Conversation, user: User, config: RuntimeConfig): string {
  return user.role === 'admin' ? conversation.studentName.trim() || 'Student' : config.teacherName;
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

/** Why a file cannot be attached (the server would refuse it too), or undefined if it can. */
export function checkAttachment(file: File): string | undefined {
  if (file.size > UPLOAD_MAX_BYTES) return CHAT_MESSAGES.fileTooLarge;
  if (!(UPLOAD_ALLOWED_TYPES as readonly string[]).includes(file.type)) return CHAT_MESSAGES.fileTypeNotAllowed;
  return undefined;
}

/** File sizes are shown in KB (spec §3); under 1 KB in bytes, which "0.0 KB" would hide. */
export const formatFileSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}` : `${(bytes / 1024).toFixed(1)} KB`;

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

export const MESSAGES_LOAD_FAILED = 'The messages could not be loaded.';

/** The text for a failed load: the request's own message (spec §8), else `fallback`; none without an error. */
export function describeLoadError(error: unknown, fallback: string): string | undefined {
  if (error === undefined) return undefined;
  return isRequestError(error) ? error.message : fallback;
}
