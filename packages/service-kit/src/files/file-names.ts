import { withoutNul } from '../stored-text';
import { withExtensionOf, type AllowedType } from './file-types';

const FILE_NAME_MAX_LENGTH = 200;

/**
 * A file name safe to store and show: no folders, no control characters, no bidirectional
 * overrides (which make "exe.pdf" read as "fdp.exe"), no leading dots nor trailing ones (Windows
 * drops those, so "x.bat." would save as "x.bat"), ending in an extension of its type ("x.bat" of
 * text is "x.bat.txt"), at most 200 characters keeping the extension (ARCHITECTURE D12).
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
