import { Router } from 'express';
import { UPLOAD_MAX_BYTES, type UploadResponse } from '@lezioni/contracts';
import { idParam, requireUser } from '@lezioni/service-kit';
import type { ChatDeps } from '../domain/deps';
import { openFile, storeUpload } from '../domain/files';
import { contentDisposition } from './content-disposition';
import { readUpload } from './multipart';

export function createFilesRouter(deps: ChatDeps) {
  const router = Router();

  router.post('/api/uploads', requireUser, async (req, res) => {
    const upload = await readUpload(req, res, UPLOAD_MAX_BYTES);
    const stored: UploadResponse = await storeUpload(deps, req.user!, upload);
    res.status(201).json(stored);
  });

  router.get('/api/files/:id', requireUser, async (req, res) => {
    const file = await openFile(deps, req.user!, idParam(req));
    // Only images open in the page (none of the allowed ones can carry script); everything else
    // downloads, and nosniff keeps browsers from reading it as something else (ARCHITECTURE D12).
    const isImage = file.contentType.startsWith('image/');
    // setHeader, not res.set: Express would add a charset the stored type does not state.
    res.setHeader('Content-Type', file.contentType);
    res.set({
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': contentDisposition(isImage ? 'inline' : 'attachment', file.name),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private',
    });
    res.end(file.bytes);
  });

  return router;
}
