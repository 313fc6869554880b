import { UPLOAD_ALLOWED_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@lezioni/contracts/values';
import { translateText } from '../i18n/contract-texts';
import { numberFormat } from './intl';

/**
 * File sizes are shown in KB (spec §3); under 1 KB in bytes, which "0.0 KB" would hide. Intl names
 * the unit in the visitor's language ("1 byte", "300 bytes", "300 byte"), on the server too.
 */
export const formatFileSize = (bytes: number) =>
  bytes < 1024
    ? numberFormat(undefined, { style: 'unit', unit: 'byte', unitDisplay: 'long', useGrouping: false }).format(bytes)
    : `${numberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1024)} KB`;

/**
 * Why a file cannot be uploaded (the server would refuse it too: ARCHITECTURE D12), in the current
 * language, or undefined if it can.
 */
export function checkUpload(file: File): string | undefined {
  if (file.size > UPLOAD_MAX_BYTES) return translateText(UPLOAD_MESSAGES.fileTooLarge);
  if (!(UPLOAD_ALLOWED_TYPES as readonly string[]).includes(file.type)) {
    return translateText(UPLOAD_MESSAGES.fileTypeNotAllowed);
  }
  return undefined;
}

/** What a file input offers to choose: the allowed types. */
export const UPLOAD_ACCEPT = UPLOAD_ALLOWED_TYPES.join(',');
