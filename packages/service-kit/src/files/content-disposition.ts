/** Characters no file name may bring into a header: controls, quotes, backslashes, path separators. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE = /[\u0000-\u001f\u007f"\\/]/g;

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition value (RFC 6266): `filename*` carries the name in UTF-8, `filename` an
 * ASCII fallback for old clients (accents dropped, anything else non-ASCII, and `%`, which some
 * clients decode, replaced by "_"). Neither can break out of the header or name a path.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const safe = fileName.replace(UNSAFE, '_').trim() || 'file';
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|%/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(safe)}`;
}
