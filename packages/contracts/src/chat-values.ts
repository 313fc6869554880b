/**
 * Chat besides its schemas (chat.ts): limits, texts, helpers.
 * No zod: pages load it (values.ts). Attachments follow upload-values.ts.
 */

import { UPLOAD_MESSAGES } from './upload-values';

/** Longest message text; longer is a 400, never a truncation. */
export const MESSAGE_MAX_LENGTH = 5_000;
/** Messages per answer of GET /api/conversations/{id}/messages: the latest ones, or those before a cursor. */
export const MESSAGES_PAGE_SIZE = 200;
/** A comment line on the event stream this often keeps proxies from closing an idle stream. */
export const EVENTS_HEARTBEAT_MS = 25_000;

export const CHAT_MESSAGES = {
  blankMessage: 'Write a message or attach a file.',
  messageTooLong: `Messages can be at most ${MESSAGE_MAX_LENGTH} characters.`,
  conversationStudentRequired: 'Choose the student whose conversation to open.',
  ...UPLOAD_MESSAGES,
  fileNotYours: 'Attach a file you uploaded yourself.',
  unknownCursor: 'Older messages are asked for before a message of this conversation.',
  olderMessagesFailed: 'Older messages could not be loaded.',
} as const;

const GOOGLE_DOCUMENT_LINK = /^https:\/\/(docs|drive)\.google\.com\/\S+$/;

/** True when the whole message is a Google Docs or Drive link: shown as a document card (spec §2). */
export const isGoogleDocumentLink = (content: string) => GOOGLE_DOCUMENT_LINK.test(content.trim());

/** The kind of Google document a link points at, for a document card's label (chat, shared materials). */
export function googleDocumentKind(url: string): string {
  if (url.includes('/spreadsheets/')) return 'Google Sheets';
  if (url.includes('/presentation/')) return 'Google Slides';
  if (url.includes('/forms/')) return 'Google Forms';
  if (url.includes('docs.google.com')) return 'Google Docs';
  return 'Google Drive';
}
