import type { UploadResponse } from '@lezioni/contracts';
import { isUuid, notFound } from '@lezioni/service-kit';
import { acceptUpload, scheduleUploadSweep, takeUploadRoom, type Upload } from '@lezioni/service-kit/files';
import type { StoredFile } from '../data/files.repository';
import { fileUrlOf } from '../data/messages.repository';
import { sideOf, type ChatUser } from './access';
import type { ChatDeps } from './deps';

/**
 * Stores an upload for the user to attach to a message within the hour, if it fits the user's
 * limits: the bytes they may store at once and upload per day. Nothing is stored or counted past them.
 */
export async function storeUpload(deps: ChatDeps, user: ChatUser, upload: Upload): Promise<UploadResponse> {
  const accepted = acceptUpload(upload);
  const limits = deps.limits[sideOf(user)];
  const file = await deps.inTransaction(async (data) => {
    // Locked until the commit: uploads racing for the last room would each see it free.
    const storedBytes = await data.files.lockStoredBytesOf(user.id);
    await takeUploadRoom(limits, user.id, storedBytes, accepted.bytes.length);
    return data.files.insert({ uploaderId: user.id, ...accepted });
  });
  deps.logger.info({ fileId: file.id, size: file.size, contentType: file.contentType }, 'file uploaded');
  return { fileUrl: fileUrlOf(file.id), fileName: file.name, fileSize: file.size };
}

/**
 * A file and its bytes, for its uploader until a message carries it, then for that conversation's
 * participants (its student and the teacher). Anyone else gets the same 404 as for a missing file.
 */
export async function openFile(deps: ChatDeps, user: ChatUser, id: string): Promise<StoredFile & { bytes: Buffer }> {
  if (!isUuid(id)) throw notFound();
  const access = await deps.files.findAccess(id);
  if (!access) throw notFound();
  const isAllowed =
    access.conversationStudentId === undefined
      ? access.uploaderId === user.id
      : sideOf(user) === 'admin' || access.conversationStudentId === user.id;
  if (!isAllowed) throw notFound();
  const bytes = await deps.files.readBytes(access.id);
  // Swept between the two reads.
  if (!bytes) throw notFound();
  return { id: access.id, name: access.name, contentType: access.contentType, size: access.size, bytes };
}

/** Deletes, every `intervalMs`, the uploads no message carries an hour after upload (the kit's sweep). */
export const scheduleFileSweep = (deps: ChatDeps, intervalMs: number) =>
  scheduleUploadSweep({ intervalMs, logger: deps.logger, deleteUnusedBefore: deps.files.deleteUnattachedBefore });
