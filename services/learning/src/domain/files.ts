import type { LearningFile } from '@lezioni/contracts';
import { isUuid, notFound } from '@lezioni/service-kit';
import { acceptUpload, scheduleUploadSweep, takeUploadRoom, type Upload } from '@lezioni/service-kit/files';
import type { LearningUser } from './access';
import type { LearningDeps } from './deps';

/**
 * Stores the teacher's upload for a material or a homework attachment to use within the hour, if
 * it fits her limits (learning's own: the bytes she may store at once and upload per day). Nothing
 * is stored or counted past them.
 */
export async function storeUpload(deps: LearningDeps, user: LearningUser, upload: Upload): Promise<LearningFile> {
  const accepted = acceptUpload(upload);
  const file = await deps.inTransaction(async (data) => {
    // Locked until the commit: uploads racing for the last room would each see it free.
    const storedBytes = await data.files.lockStoredBytesOf(user.id);
    await takeUploadRoom(deps.uploadLimits, user.id, storedBytes, accepted.bytes.length);
    return data.files.insert({ uploaderId: user.id, ...accepted });
  });
  deps.logger.info({ fileId: file.id, size: file.size, contentType: file.contentType }, 'file uploaded');
  return file;
}

/**
 * A file and its bytes: for the teacher any; for a student only a material shared with them or the
 * homework attachment of a shared note of their lesson. Anyone else gets the 404 of a missing file.
 */
export async function openFile(
  deps: LearningDeps,
  user: LearningUser,
  id: string,
): Promise<LearningFile & { bytes: Buffer }> {
  if (!isUuid(id)) throw notFound();
  const fileId = id.toLowerCase();
  const file =
    user.role === 'admin' ? await deps.files.findById(fileId) : await deps.files.findForStudent(fileId, user.id);
  if (!file) throw notFound();
  const bytes = await deps.files.readBytes(file.id);
  // Swept between the two reads.
  if (!bytes) throw notFound();
  return { ...file, bytes };
}

/** Deletes, every `intervalMs`, the uploads no material or note uses an hour after upload (the kit's sweep). */
export const scheduleFileSweep = (deps: LearningDeps, intervalMs: number) =>
  scheduleUploadSweep({ intervalMs, logger: deps.logger, deleteUnusedBefore: deps.files.deleteUnusedBefore });
