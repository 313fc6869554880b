import type { UploadResponse } from '@lezioni/contracts';
import { openStoredFile, storeUpload, type StoredFile, type Upload } from '@lezioni/service-kit/files';
import { fileUrlOf } from '../data/messages.repository';
import { sideOf, type ChatUser } from './access';
import type { ChatDeps } from './deps';

/**
 * Stores an upload for the user to attach to a message within the hour, if it fits the limits of
 * their side: the bytes they may store at once and upload per day.
 */
export async function uploadFile(deps: ChatDeps, user: ChatUser, upload: Upload): Promise<UploadResponse> {
  const file = await storeUpload(deps, deps.limits[sideOf(user)], user.id, upload);
  return { fileUrl: fileUrlOf(file.id), fileName: file.name, fileSize: file.size };
}

/**
 * A file and its bytes, for its uploader until a message carries it, then for that conversation's
 * participants (its student and the teacher). Anyone else is told it does not exist.
 */
export const openFile = (deps: ChatDeps, user: ChatUser, id: string): Promise<StoredFile & { bytes: Buffer }> =>
  openStoredFile(deps, id, async (fileId) => {
    const access = await deps.files.findAccess(fileId);
    if (!access) return undefined;
    const isAllowed =
      access.conversationStudentId === undefined
        ? access.uploaderId === user.id
        : sideOf(user) === 'admin' || access.conversationStudentId === user.id;
    return isAllowed ? access : undefined;
  });
