import { CHAT_MESSAGES, type UploadResponse } from '@lezioni/contracts';
import { AppError, isUuid, notFound, tooManyRequests, withoutNul } from '@lezioni/service-kit';
import type { StoredFile } from '../data/files.repository';
import { fileUrlOf } from '../data/messages.repository';
import { sideOf, type ChatUser } from './access';
import type { ChatDeps } from './deps';
import { allowedTypeOf, withExtensionOf, type AllowedType } from './file-types';

/** Uploads no message carries this long after upload are deleted. */
export const UNATTACHED_FILE_TTL_MS = 60 * 60_000;

const FILE_NAME_MAX_LENGTH = 200;

export type Upload = { fileName: string; declaredType: string; bytes: Buffer };

/**
 * A file name safe to store and show: no folders, no control characters, no bidirectional
 * overrides (which make "exe.pdf" read as "fdp.exe"), no leading dots nor trailing ones (Windows
 * drops those, so "x.bat." would save as "x.bat"), ending in an extension of its type ("x.bat" of
 * text is "x.bat.txt"), at most 200 characters keeping the extension.
 */
export function cleanFileName(raw: string, type: AllowedType): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = withoutNul(base)
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const named = withExtensionOf(cleaned || 'file', type);
  const characters = [...named];
  if (characters.length <= FILE_NAME_MAX_LENGTH) return named;
  const extension = /\.[^.]{1,10}$/.exec(named)?.[0] ?? '';
  return characters.slice(0, FILE_NAME_MAX_LENGTH - extension.length).join('') + extension;
}

/**
 * Stores an upload for the user to attach to a message within the hour, if it fits the user's
 * limits: the bytes they may store at once and upload per day. Nothing is stored or counted past them.
 */
export async function storeUpload(deps: ChatDeps, user: ChatUser, upload: Upload): Promise<UploadResponse> {
  if (upload.bytes.length === 0) throw new AppError('no_file', CHAT_MESSAGES.noFile, 400);
  const contentType = allowedTypeOf(upload.declaredType, upload.fileName, upload.bytes);
  // 415: the request is well formed, but the server does not take this kind of content.
  if (!contentType) throw new AppError('file_type_not_allowed', CHAT_MESSAGES.fileTypeNotAllowed, 415);
  const limits = deps.limits[sideOf(user)];
  const size = upload.bytes.length;
  const file = await deps.inTransaction(async (data) => {
    // Locked until the commit: uploads racing for the last room would each see it free.
    const storedBytes = await data.files.lockStoredBytesOf(user.id);
    if (storedBytes + size > limits.storedBytes) throw tooManyRequests();
    if (!(await limits.uploadBytesPerDay.take(user.id, size))) throw tooManyRequests();
    return data.files.insert({
      uploaderId: user.id,
      name: cleanFileName(upload.fileName, contentType),
      contentType,
      bytes: upload.bytes,
    });
  });
  deps.logger.info({ fileId: file.id, size: file.size, contentType }, 'file uploaded');
  return { fileUrl: fileUrlOf(file.id), fileName: file.name, fileSize: file.size };
}

/**
 * A file and its bytes, for its uploader until a message carries it, then for that conversation's
 * participants (its student and the teacher). Anyone else gets the same 404 as for a missing file.
 */
export async function openFile(deps: ChatDeps, user: ChatUser, id: string): Promise<StoredFile & { bytes: Buffer }> {
  if (!isUuid(id)) throw notFound();
  const access = await deps.files.findAccess(id);
  if (!access) throw notFound();
  const isAllowed =
    access.conversationStudentId === undefined
      ? access.uploaderId === user.id
      : sideOf(user) === 'admin' || access.conversationStudentId === user.id;
  if (!isAllowed) throw notFound();
  const bytes = await deps.files.readBytes(access.id);
  // Swept between the two reads.
  if (!bytes) throw notFound();
  return { id: access.id, name: access.name, contentType: access.contentType, size: access.size, bytes };
}

/** Deletes the uploads older than the TTL that no message carries; safe to run on several replicas at once. */
export async function sweepUnattachedFiles(deps: ChatDeps, now: Date): Promise<number> {
  return deps.files.deleteUnattachedBefore(new Date(now.getTime() - UNATTACHED_FILE_TTL_MS));
}

/** Runs the sweep now and every `intervalMs`, never two at once here; `stop` waits for a running one. */
export function scheduleFileSweep(deps: ChatDeps, intervalMs: number): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = sweepUnattachedFiles(deps, new Date())
      .then((count) => {
        if (count > 0) deps.logger.info({ count }, 'unattached files deleted');
      })
      .catch((err: unknown) => deps.logger.error({ err }, 'file sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  sweep();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
