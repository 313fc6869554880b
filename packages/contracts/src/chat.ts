import { z } from 'zod';
import { CHAT_MESSAGES, MESSAGE_MAX_LENGTH } from './chat-values';
import { UploadFileSchema } from './upload';

/** Chat payloads (spec §3, §7) and the live events of ARCHITECTURE D14. */

/**
 * One conversation per student with the teacher. `studentName` is the student's name (the teacher
 * sees it; a student sees the teacher's name from the runtime config instead). `unreadCount`
 * counts the other side's messages the reader has not read.
 */
export const ConversationSchema = z.object({
  id: z.string(),
  /** The student's user id: the lesson room finds the conversation of its lesson's student by it. */
  studentId: z.string(),
  studentName: z.string(),
  unreadCount: z.number().int().nonnegative(),
  lastMessageAt: z.string().nullable(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/**
 * POST /api/conversations: a student sends no body (their one conversation with the teacher); the
 * teacher names the student whose conversation she opens (ARCHITECTURE D28).
 */
export const CreateConversationRequestSchema = z.object({
  studentId: z.uuid({ error: CHAT_MESSAGES.conversationStudentRequired }).optional(),
});
export type CreateConversationRequest = z.infer<typeof CreateConversationRequestSchema>;

export const CreateConversationResponseSchema = z.object({ id: z.string() });
export type CreateConversationResponse = z.infer<typeof CreateConversationResponseSchema>;

export const MessageTypeSchema = z.enum(['text', 'file', 'file_upload', 'google_drive_file']);
export type MessageType = z.infer<typeof MessageTypeSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  content: z.string(),
  messageType: MessageTypeSchema,
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  /** Bytes; shown in KB. */
  fileSize: z.number().int().nonnegative().nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

/**
 * The query of GET /api/conversations/{id}/messages. Without `before`: the latest page, the one the
 * pages poll and the live events extend. With `before`, the id of the oldest message the client
 * holds: the page of messages older than it, ordered by time then id (keyset paging: the server
 * reads that message's exact time, so messages with equal times are neither repeated nor skipped).
 * Every page is oldest first; one shorter than MESSAGES_PAGE_SIZE reaches the conversation's start.
 */
export const MessagesQuerySchema = z.object({
  before: z.uuid({ error: CHAT_MESSAGES.unknownCursor }).optional(),
});
export type MessagesQuery = z.infer<typeof MessagesQuerySchema>;

/**
 * POST /api/conversations/{id}/messages (spec §7). The text is trimmed; a message needs text or a
 * file (`fileUrl` from POST /api/uploads). The server decides the stored type: an uploaded file is
 * `file_upload`, a Google Docs or Drive link `google_drive_file`.
 */
export const SendMessageRequestSchema = z
  .object({
    content: z.string().trim().max(MESSAGE_MAX_LENGTH, { error: CHAT_MESSAGES.messageTooLong }).default(''),
    messageType: z.enum(['text', 'file']).default('text'),
    fileUrl: z.string().max(2_048).optional(),
    fileName: z.string().max(255).optional(),
    fileSize: z.number().int().nonnegative().optional(),
  })
  .refine((message) => message.content !== '' || Boolean(message.fileUrl), {
    error: CHAT_MESSAGES.blankMessage,
    path: ['content'],
  });
export type SendMessageRequest = z.input<typeof SendMessageRequestSchema>;

/**
 * A message being written, in the chat's send box and the lesson room's (spec §2, §5): text, an
 * attached file (the chat's only), or both; blanks alone are no message.
 */
export const MessageDraftSchema = z
  .object({
    content: z.string().max(MESSAGE_MAX_LENGTH, { error: CHAT_MESSAGES.messageTooLong }),
    file: UploadFileSchema.optional(),
  })
  .refine((draft) => draft.content.trim() !== '' || draft.file !== undefined, {
    error: CHAT_MESSAGES.blankMessage,
    path: ['content'],
  });

/** Answer of POST /api/uploads: what the message that carries the file sends. */
export const UploadResponseSchema = z.object({
  fileUrl: z.string(),
  fileName: z.string(),
  fileSize: z.number().int().nonnegative(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** GET /api/unfurl?url= (spec §3): failures are `ok: false`, never an error status. */
export const LinkPreviewSchema = z.object({
  ok: z.boolean(),
  url: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
  icon: z.string().optional(),
  site: z.string().optional(),
});
export type LinkPreview = z.infer<typeof LinkPreviewSchema>;

/** `event: message` on GET /api/events: a new message in a conversation the user may see. */
export const MessageEventSchema = z.object({ conversationId: z.string(), message: MessageSchema });
export type MessageEvent = z.infer<typeof MessageEventSchema>;

/** `event: conversation` on GET /api/events: a conversation changed for this reader. */
export const ConversationEventSchema = ConversationSchema.pick({ id: true, unreadCount: true, lastMessageAt: true });
export type ConversationEvent = z.infer<typeof ConversationEventSchema>;
