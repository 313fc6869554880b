import { requireUser, createRouter } from '@lezioni/service-kit';
import { downloadHandler, uploadHandler } from '@lezioni/service-kit/files';
import type { ChatDeps } from '../domain/deps';
import { openFile, uploadFile } from '../domain/files';

export function createFilesRouter(deps: ChatDeps) {
  const router = createRouter();
  router.post(
    '/api/uploads',
    requireUser,
    uploadHandler((user, upload) => uploadFile(deps, user, upload)),
  );
  router.get(
    '/api/files/:id',
    requireUser,
    downloadHandler((user, id) => openFile(deps, user, id)),
  );
  return router;
}
