import type { LearningFile } from '@lezioni/contracts';
import { idParam, requireRole, requireUser, createRouter } from '@lezioni/service-kit';
import { readUpload, sendStoredFile } from '@lezioni/service-kit/files';
import type { LearningDeps } from '../domain/deps';
import { openFile, storeUpload } from '../domain/files';

/** The teacher's uploads (403 for students) and their downloads (domain/files.ts says who may). */
export function createFilesRouter(deps: LearningDeps) {
  const router = createRouter();

  router.post('/api/learning/files', requireRole('admin'), async (req, res) => {
    const upload = await readUpload(req, res);
    const stored: LearningFile = await storeUpload(deps, req.user!, upload);
    res.status(201).json(stored);
  });

  router.get('/api/learning/files/:id', requireUser, async (req, res) => {
    const file = await openFile(deps, req.user!, idParam(req));
    sendStoredFile(res, file);
  });
  return router;
}
