import busboy from 'busboy';
import type { Request, Response } from 'express';
import {
  UPLOAD_BODY_LIMIT_BYTES,
  UPLOAD_FRAMING_ALLOWANCE_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
} from '@lezioni/contracts';
import { AppError } from '../errors';

/** A file as the client sent it: nothing in it is checked yet (acceptUpload does). */
export type Upload = { fileName: string; declaredType: string; bytes: Buffer };

/** `no_file`: an upload request that carries no file (or an empty one) in the field "file". */
export const noFile = () => new AppError('no_file', UPLOAD_MESSAGES.noFile);
const tooLarge = () => new AppError('file_too_large', UPLOAD_MESSAGES.fileTooLarge);

/**
 * Reads the one file of field "file" from a multipart/form-data request, streaming, into memory
 * no larger than UPLOAD_MAX_BYTES. Past that it answers 413 without reading on: what the client
 * still sends is discarded, and only up to the framing allowance before the connection is cut. A
 * body that declares more than the file limit plus framing is refused before any of it is read.
 */
export function readUpload(req: Request, res: Response): Promise<Upload> {
  if (Number(req.headers['content-length'] ?? 0) > UPLOAD_BODY_LIMIT_BYTES) {
    res.set('Connection', 'close');
    return Promise.reject(tooLarge());
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Browsers send file names as raw UTF-8; busboy's default would read them as Latin-1.
      defParamCharset: 'utf8',
      // busboy reports the limit when a file reaches it: one byte more tells "over" from "exactly".
      limits: { files: 1, fileSize: UPLOAD_MAX_BYTES + 1, fields: 20, fieldSize: 8 * 1024, parts: 30, headerPairs: 20 },
    });
  } catch {
    // Not multipart/form-data, or no boundary.
    return Promise.reject(noFile());
  }

  return new Promise<Upload>((resolve, reject) => {
    let upload: Upload | undefined;
    let isSettled = false;
    const settle = (error?: AppError) => {
      if (isSettled) return;
      isSettled = true;
      if (error) reject(error);
      else if (upload) resolve(upload);
      else reject(noFile());
    };

    const stopReading = () => {
      // The parser is left unfed rather than destroyed: destroying it mid-file makes it throw.
      req.unpipe(parser);
      res.set('Connection', 'close');
      let discarded = 0;
      req.on('data', (chunk: Buffer) => {
        discarded += chunk.length;
        if (discarded > UPLOAD_FRAMING_ALLOWANCE_BYTES) req.destroy();
      });
      req.resume();
    };

    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || upload || isSettled) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('error', () => settle(noFile()));
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
      });
      stream.on('limit', () => {
        chunks.length = 0;
        stopReading();
        settle(tooLarge());
      });
      stream.on('end', () => {
        if (stream.truncated || isSettled) return;
        upload = {
          fileName: info.filename ?? '',
          declaredType: info.mimeType ?? '',
          bytes: Buffer.concat(chunks, size),
        };
      });
    });
    parser.on('close', () => settle());
    parser.on('error', () => settle(noFile()));
    // The client went away mid-body: nothing more will come.
    req.on('close', () => {
      if (!req.complete) settle(noFile());
    });
    req.pipe(parser);
  });
}
