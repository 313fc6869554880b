import type { Redis } from 'ioredis';
import { UPLOAD_MESSAGES } from '@lezioni/contracts';
import { AppError, tooManyRequests } from '../errors';
import { createBudget, type Budget } from '../rate-limit';
import { cleanFileName } from './file-names';
import { allowedTypeOf, type AllowedType } from './file-types';
import { noFile, type Upload } from './multipart';

const MB = 1024 * 1024;
const DAY_S = 24 * 60 * 60;

/** An upload that passed the rules: an allowed type its bytes agree with, and a name safe to store. */
export type AcceptedUpload = { name: string; contentType: AllowedType; bytes: Buffer };

/**
 * The upload as it may be stored, or the error its sender gets: an empty file is a 400, a type
 * not allowed (or bytes that are not of the type) a 415.
 */
export function acceptUpload(upload: Upload): AcceptedUpload {
  if (upload.bytes.length === 0) throw noFile();
  const contentType = allowedTypeOf(upload.declaredType, upload.fileName, upload.bytes);
  // 415: the request is well formed, but the server does not take this kind of content.
  if (!contentType) throw new AppError('file_type_not_allowed', UPLOAD_MESSAGES.fileTypeNotAllowed, 415);
  return { name: cleanFileName(upload.fileName, contentType), contentType, bytes: upload.bytes };
}

/** What one user may upload (ARCHITECTURE D21): bytes per 24 hours, and bytes stored at once. */
export type UploadLimits = { uploadBytesPerDay: Budget; storedBytes: number };

/**
 * A group of users' upload limits, from the megabytes of the service's config. The daily budget is
 * counted in Redis under `name`, shared by every replica.
 */
export function createUploadLimits(
  redis: Redis,
  prefix: string,
  limits: { name: string; uploadMbPerDay: number; storedMb: number },
): UploadLimits {
  return {
    uploadBytesPerDay: createBudget(redis, prefix, {
      name: limits.name,
      limit: limits.uploadMbPerDay * MB,
      windowSeconds: DAY_S,
    }),
    storedBytes: limits.storedMb * MB,
  };
}

/**
 * Takes room for `size` more bytes of the user's, or throws the 429 with nothing spent.
 * `storedBytes` is what the user stores now, read by the service's own repository under a lock on
 * the user's uploads held until the upload commits, so racing uploads cannot together pass the limit.
 */
export async function takeUploadRoom(
  limits: UploadLimits,
  userId: string,
  storedBytes: number,
  size: number,
): Promise<void> {
  if (storedBytes + size > limits.storedBytes) throw tooManyRequests();
  if (!(await limits.uploadBytesPerDay.take(userId, size))) throw tooManyRequests();
}
