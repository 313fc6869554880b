import type { Response } from 'express';
import { contentDisposition } from './content-disposition';

/**
 * Answers a stored upload's bytes so that no browser runs them (ARCHITECTURE D12): only images
 * open in the page (none of the allowed ones can carry script), everything else downloads, and
 * nosniff and a sandboxing CSP keep browsers from reading it as something else.
 */
export function sendStoredFile(res: Response, file: { name: string; contentType: string; bytes: Buffer }): void {
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
}
