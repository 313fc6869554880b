import { requireRole, requireUser, createRouter } from '@lezioni/service-kit';
import { downloadHandler, uploadHandler } from '@lezioni/service-kit/files';
import type { LearningDeps } from '../domain/deps';
import { openFile, uploadFile } from '../domain/files';

/** The teacher's uploads (students are forbidden) and their downloads (domain/files.ts says who may). */
export function createFilesRouter(deps: LearningDeps) {
  const router = createRouter();
  router.post(
    '/api/learning/files',
    requireRole('admin'),
    uploadHandler((user, upload) => uploadFile(deps, user, upload)),
  );
  router.get(
    '/api/learning/files/:id',
    requireUser,
    downloadHandler((user, id) => openFile(deps, user, id)),
  );
  return router;
}
