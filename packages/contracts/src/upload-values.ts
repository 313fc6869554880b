/**
 * Files users upload, in every service that stores them (chat's attachments, ARCHITECTURE D12):
 * the one size, the allowed types and the texts of a refused upload. No zod: pages load it (values.ts).
 */

const KB = 1024;
const MB = 1024 * KB;

/** Largest upload (ARCHITECTURE D12). */
export const UPLOAD_MAX_BYTES = 10 * MB;
/** Room for the multipart framing around the file (boundaries, part headers, a long file name). */
export const UPLOAD_FRAMING_ALLOWANCE_BYTES = 64 * KB;
/** Largest body of an upload request: what the gateway lets through to a service that takes files. */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_MAX_BYTES + UPLOAD_FRAMING_ALLOWANCE_BYTES;
/** Types a lesson needs: PDF, images, Office documents, plain text, audio. */
export const UPLOAD_ALLOWED_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
] as const;

export const UPLOAD_MESSAGES = {
  noFile: 'Attach one file in the field "file".',
  fileTooLarge: `Files can be at most ${UPLOAD_MAX_BYTES / MB} MB.`,
  fileTypeNotAllowed:
    'This type of file cannot be sent. Send a PDF, an image, an Office document, a text or an audio file.',
} as const;
