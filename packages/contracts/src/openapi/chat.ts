import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  ConversationEventSchema,
  ConversationSchema,
  CreateConversationRequestSchema,
  CreateConversationResponseSchema,
  MessageEventSchema,
  MessageSchema,
  MessagesQuerySchema,
  SendMessageRequestSchema,
  UploadResponseSchema,
} from '../chat';
import { MESSAGES_PAGE_SIZE } from '../chat-values';
import { ChatExportSchema } from '../my-data';
import { MY_DATA_PATHS } from '../my-data-values';
import { UPLOAD_ALLOWED_TYPES, UPLOAD_MAX_BYTES } from '../upload-values';
import {
  ADMIN_ONLY,
  errors,
  idParam,
  json,
  noContent,
  NOT_MODIFIED,
  ok,
  operationsOf,
  SIGNED_IN,
  storedFile,
} from './operations';

const chat = operationsOf('chat');

/** Conversations, messages, files and live events: services/chat. */
export const chatPaths = (): ZodOpenApiPathsObject => ({
  '/api/conversations': {
    get: chat("The user's conversations", {
      responses: { ...ok('Newest activity first.', z.array(ConversationSchema)), ...NOT_MODIFIED, ...SIGNED_IN },
    }),
    post: chat("Open a student's conversation with the teacher", {
      description:
        'A student sends no body and opens their own; a `studentId` from a student is a 403. The teacher names the student (400 without one, 404 for an unknown or deleted student). Starts per user and hour are limited (CHAT_CONVERSATION_STARTS_PER_HOUR, `_TEACHER`).',
      requestBody: { required: false, content: json(CreateConversationRequestSchema) },
      responses: {
        ...ok('The conversation already existed.', CreateConversationResponseSchema),
        ...ok('The conversation was created.', CreateConversationResponseSchema, 201),
        ...errors(400, 401, 403, 404, 413, 429),
      },
    }),
  },
  [MY_DATA_PATHS.messages]: {
    get: chat("The student's conversation and uploaded files (their part of 'Download my data')", {
      responses: {
        ...ok('Messages of both sides; attachments by name and size.', ChatExportSchema),
        ...ADMIN_ONLY,
      },
    }),
  },
  '/api/conversations/{id}/messages': {
    get: chat('Messages of a conversation, a page at a time', {
      description: `The latest ${MESSAGES_PAGE_SIZE} messages, or with \`before\` the ${MESSAGES_PAGE_SIZE} before that message (by time, then id). A page shorter than ${MESSAGES_PAGE_SIZE} reaches the conversation's first message.`,
      requestParams: {
        ...idParam,
        query: MessagesQuerySchema.extend({
          before: MessagesQuerySchema.shape.before.meta({
            description: 'The id of the oldest message the client holds: the page before it. Absent: the latest page.',
          }),
        }),
      },
      responses: {
        ...ok('Oldest first.', z.array(MessageSchema)),
        ...NOT_MODIFIED,
        ...errors(400, 401, 404),
      },
    }),
    post: chat('Send a message', {
      requestParams: idParam,
      requestBody: { content: json(SendMessageRequestSchema) },
      responses: { ...ok('The stored message.', MessageSchema, 201), ...errors(400, 401, 404, 413, 429) },
    }),
  },
  '/api/conversations/{id}/mark-read': {
    post: chat("Mark the other side's messages read", {
      requestParams: idParam,
      responses: { ...noContent('Marked.'), ...errors(400, 401, 404, 413) },
    }),
  },
  '/api/uploads': {
    post: chat('Upload a chat attachment', {
      requestBody: {
        description: `One file, at most ${UPLOAD_MAX_BYTES} bytes, of the types ${UPLOAD_ALLOWED_TYPES.join(', ')}.`,
        content: { 'multipart/form-data': { schema: z.object({ file: z.string().meta({ format: 'binary' }) }) } },
      },
      responses: {
        ...ok('Send it as a message to attach it.', UploadResponseSchema, 201),
        ...errors(400, 401, 413, 415, 429),
      },
    }),
  },
  '/api/files/{id}': {
    get: chat("A chat attachment (the conversation's participants only)", {
      requestParams: idParam,
      responses: {
        ...storedFile,
        ...errors(401, 404),
      },
    }),
  },
  '/api/events': {
    get: chat('Live events of the signed-in user (Server-Sent Events)', {
      description: `\`event: message\` carries a MessageEvent, \`event: conversation\` a ConversationEvent; a comment line is sent as a heartbeat. Clients fall back to polling while the stream is down. A session and a user hold a few streams at once (EVENT_STREAMS_PER_SESSION, EVENT_STREAMS_PER_USER): 429 past them.`,
      responses: {
        '200': {
          description: 'An endless event stream.',
          content: {
            'text/event-stream': {
              schema: z.union([MessageEventSchema, ConversationEventSchema]).meta({
                description: 'The JSON in each `data:` line.',
              }),
            },
          },
        },
        ...errors(401, 429),
      },
    }),
  },
});
