import busboy from 'busboy';
import type { Request, Response } from 'express';
import { CHAT_MESSAGES } from '@lezioni/contracts';
import { AppError } from '@lezioni/service-kit';
import type { Upload } from '../domain/files';

/** Room for the multipart framing around the file (boundaries, part headers, a long file name). */
const FRAMING_ALLOWANCE_BYTES = 64 * 1024;

const noFile = () => new AppError('no_file', CHAT_MESSAGES.noFile, 400);
const tooLarge = () => new AppError('file_too_large', CHAT_MESSAGES.fileTooLarge, 413);

/**
 * Reads the one file of field "file" from a multipart/form-data request, streaming, into memory
 * no larger than `maxBytes`. Past that it answers 413 without reading on: what the client still
 * sends is discarded, and only up to the framing allowance before the connection is cut. A body
 * that declares more than the file limit plus framing is refused before any of it is read.
 */
export function readUpload(req: Request, res: Response, maxBytes: number): Promise<Upload> {
  const bodyLimit = maxBytes + FRAMING_ALLOWANCE_BYTES;
  if (Number(req.headers['content-length'] ?? 0) > bodyLimit) {
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
      limits: { files: 1, fileSize: maxBytes + 1, fields: 20, fieldSize: 8 * 1024, parts: 30, headerPairs: 20 },
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
        if (discarded > FRAMING_ALLOWANCE_BYTES) req.destroy();
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
