import { UPLOAD_ALLOWED_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@lezioni/contracts/values';

/** File sizes are shown in KB (spec §3); under 1 KB in bytes, which "0.0 KB" would hide. */
export const formatFileSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}` : `${(bytes / 1024).toFixed(1)} KB`;

/** Why a file cannot be uploaded (the server would refuse it too: ARCHITECTURE D12), or undefined if it can. */
export function checkUpload(file: File): string | undefined {
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.fileTooLarge;
  if (!(UPLOAD_ALLOWED_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.fileTypeNotAllowed;
  return undefined;
}

/** What a file input offers to choose: the allowed types. */
export const UPLOAD_ACCEPT = UPLOAD_ALLOWED_TYPES.join(',');
