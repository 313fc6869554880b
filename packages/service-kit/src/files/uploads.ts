import type { Redis } from 'ioredis';
import { UPLOAD_MESSAGES } from '@lezioni/contracts';
import type { TransactionRunner } from '../db';
import { AppError, tooManyRequests } from '../errors';
import type { Logger } from '../logger';
import { createBudget, type Budget } from '../rate-limit';
import { cleanFileName } from './file-names';
import { allowedTypeOf, type AllowedType } from './file-types';
import { noFile, type Upload } from './multipart';
import type { StoredFile, StoredFiles } from './stored-files';

const MB = 1024 * 1024;
const DAY_S = 24 * 60 * 60;

/** An upload that passed the rules: an allowed type its bytes agree with, and a name safe to store. */
export type AcceptedUpload = { name: string; contentType: AllowedType; bytes: Buffer };

/**
 * The upload as it may be stored, or the error its sender gets: an empty file is `no_file`, a type
 * not allowed (or bytes that are not of the type) `file_type_not_allowed`.
 */
export function acceptUpload(upload: Upload): AcceptedUpload {
  if (upload.bytes.length === 0) throw noFile();
  const contentType = allowedTypeOf(upload.declaredType, upload.fileName, upload.bytes);
  // The request is well formed (a 415, not a 400), but the server does not take this kind of content.
  if (!contentType) throw new AppError('file_type_not_allowed', UPLOAD_MESSAGES.fileTypeNotAllowed);
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
 * Takes room for `size` more bytes of the user's, or throws `rate_limited` with nothing spent.
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

/** What storing an upload needs of a service: its files repository in a transaction, and its log. */
export type UploadDeps = {
  inTransaction: TransactionRunner<{ files: Pick<StoredFiles, 'lockStoredBytesOf' | 'insert'> }>;
  logger: Logger;
};

/**
 * Stores the upload of `uploaderId` for something of the service to use within the hour (the sweep
 * deletes it otherwise), if it passes acceptUpload and fits `limits`. Nothing is stored or counted
 * past them.
 */
export async function storeUpload(
  deps: UploadDeps,
  limits: UploadLimits,
  uploaderId: string,
  upload: Upload,
): Promise<StoredFile> {
  const accepted = acceptUpload(upload);
  const file = await deps.inTransaction(async (data) => {
    // Locked until the commit: uploads racing for the last room would each see it free.
    const storedBytes = await data.files.lockStoredBytesOf(uploaderId);
    await takeUploadRoom(limits, uploaderId, storedBytes, accepted.bytes.length);
    return data.files.insert({ uploaderId, ...accepted });
  });
  deps.logger.info({ fileId: file.id, size: file.size, contentType: file.contentType }, 'file uploaded');
  return file;
}
