import type { UploadResponse } from '@lezioni/contracts';
import { idParam, requireUser, createRouter } from '@lezioni/service-kit';
import { readUpload, sendStoredFile } from '@lezioni/service-kit/files';
import type { ChatDeps } from '../domain/deps';
import { openFile, storeUpload } from '../domain/files';

export function createFilesRouter(deps: ChatDeps) {
  const router = createRouter();

  router.post('/api/uploads', requireUser, async (req, res) => {
    const upload = await readUpload(req, res);
    const stored: UploadResponse = await storeUpload(deps, req.user!, upload);
    res.status(201).json(stored);
  });

  router.get('/api/files/:id', requireUser, async (req, res) => {
    const file = await openFile(deps, req.user!, idParam(req));
    sendStoredFile(res, file);
  });

  return router;
}
