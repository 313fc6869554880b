import { z } from 'zod';
import { UPLOAD_ALLOWED_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from './upload-values';

/**
 * A file chosen in a form, checked as every service checks an upload (ARCHITECTURE D12): its size
 * first, then its type, so the form says what the server would.
 */
export const UploadFileSchema = z
  .custom<File>((value) => typeof File !== 'undefined' && value instanceof File)
  .refine((file) => file.size <= UPLOAD_MAX_BYTES, { error: UPLOAD_MESSAGES.fileTooLarge, abort: true })
  .refine((file) => (UPLOAD_ALLOWED_TYPES as readonly string[]).includes(file.type), {
    error: UPLOAD_MESSAGES.fileTypeNotAllowed,
  });
