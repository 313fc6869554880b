import type { LearningFile } from '@lezioni/contracts';
import { openStoredFile, storeUpload, type Upload } from '@lezioni/service-kit/files';
import { toLearningFile } from '../data/files.repository';
import type { LearningUser } from './access';
import type { LearningDeps } from './deps';

/**
 * Stores the teacher's upload for a material or a homework attachment to use within the hour, if
 * it fits her limits (learning's own: the bytes she may store at once and upload per day).
 */
export const uploadFile = async (deps: LearningDeps, user: LearningUser, upload: Upload): Promise<LearningFile> =>
  toLearningFile(await storeUpload(deps, deps.uploadLimits, user.id, upload));

/**
 * A file and its bytes: for the teacher any; for a student only a material shared with them or the
 * homework attachment of a shared note of their lesson. Anyone else is told it does not exist.
 */
export const openFile = (
  deps: LearningDeps,
  user: LearningUser,
  id: string,
): Promise<LearningFile & { bytes: Buffer }> =>
  openStoredFile(deps, id, (fileId) =>
    user.role === 'admin' ? deps.files.findById(fileId) : deps.files.findForStudent(fileId, user.id),
  );
