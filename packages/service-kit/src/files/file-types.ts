import { UPLOAD_ALLOWED_TYPES } from '@lezioni/contracts';

/** A type users may upload (contracts' UPLOAD_ALLOWED_TYPES), in its canonical name. */
export type AllowedType = (typeof UPLOAD_ALLOWED_TYPES)[number];

const isAllowed = (type: string): type is AllowedType => (UPLOAD_ALLOWED_TYPES as readonly string[]).includes(type);

/** Other names browsers and systems give the allowed types. */
const ALIASES: Record<string, AllowedType> = {
  'application/x-pdf': 'application/pdf',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-mp3': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/wave': 'audio/wav',
  'audio/x-wav': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
};

/**
 * The extensions a stored file of each type may end in, the usual one first. A name ending in
 * another gets the usual one appended (ARCHITECTURE D12): a downloaded file opens by its extension,
 * so "notes.bat" of text must reach the disk as "notes.bat.txt", never as a script.
 */
const EXTENSIONS: Record<AllowedType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'text/plain': ['txt'],
  'audio/mpeg': ['mp3'],
  'audio/mp4': ['m4a'],
  'audio/ogg': ['ogg', 'oga', 'opus'],
  'audio/wav': ['wav'],
  'audio/webm': ['weba'],
};

/** Used only when the browser names no type (empty or application/octet-stream). */
const BY_EXTENSION = new Map<string, AllowedType>(
  (Object.entries(EXTENSIONS) as Array<[AllowedType, readonly string[]]>).flatMap(([type, extensions]) =>
    extensions.map((extension) => [extension, type] as const),
  ),
);

const hasAt = (bytes: Buffer, offset: number, signature: string | readonly number[]) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
};

const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // .doc, .xls, .ppt
const ZIP = 'PK\x03\x04'; // .docx, .xlsx, .pptx
/**
 * Tags that make a "text" HTML, SVG or XML: such a file renders and runs script wherever it is
 * opened as markup, so it never passes as text, whatever it is called.
 */
const MARKUP =
  /<\s*(?:!doctype|\?xml|html|head|body|script|svg|iframe|frame|object|embed|style|link|meta|base|img|form|math|xsl)\b/i;

/** What the first bytes of each allowed type must be: the declared type alone is the client's word. */
const SIGNATURES: Record<AllowedType, (bytes: Buffer) => boolean> = {
  'application/pdf': (b) => hasAt(b, 0, '%PDF-'),
  'image/png': (b) => hasAt(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => hasAt(b, 0, [0xff, 0xd8, 0xff]),
  'image/gif': (b) => hasAt(b, 0, 'GIF87a') || hasAt(b, 0, 'GIF89a'),
  'image/webp': (b) => hasAt(b, 0, 'RIFF') && hasAt(b, 8, 'WEBP'),
  'application/msword': (b) => hasAt(b, 0, OLE_COMPOUND_FILE),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (b) => hasAt(b, 0, ZIP),
  'application/vnd.ms-excel': (b) => hasAt(b, 0, OLE_COMPOUND_FILE),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (b) => hasAt(b, 0, ZIP),
  'application/vnd.ms-powerpoint': (b) => hasAt(b, 0, OLE_COMPOUND_FILE),
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': (b) => hasAt(b, 0, ZIP),
  // Text has no signature; binary content (NUL bytes) is not text, nor is markup. Always a download.
  // The whole file is read (at most UPLOAD_MAX_BYTES): markup past any first part would pass.
  'text/plain': (b) => !b.includes(0) && !MARKUP.test(b.toString('latin1')),
  'audio/mpeg': (b) => hasAt(b, 0, 'ID3') || (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0),
  'audio/mp4': (b) => hasAt(b, 4, 'ftyp'),
  'audio/ogg': (b) => hasAt(b, 0, 'OggS'),
  'audio/wav': (b) => hasAt(b, 0, 'RIFF') && hasAt(b, 8, 'WAVE'),
  'audio/webm': (b) => hasAt(b, 0, [0x1a, 0x45, 0xdf, 0xa3]),
};

const extensionOf = (fileName: string) => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();

/**
 * The allowed type of an upload, or undefined when it is not allowed: the type the browser
 * declared (or, when it declared none, the one its extension names) must be on the allow-list,
 * and the bytes must begin as that type's files do. A "PDF" that is HTML is refused.
 */
export function allowedTypeOf(declaredType: string, fileName: string, bytes: Buffer): AllowedType | undefined {
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  const extension = extensionOf(fileName);
  const saysNothing = declared === '' || declared === 'application/octet-stream';
  const claimed = saysNothing ? extension && BY_EXTENSION.get(extension) : (ALIASES[declared] ?? declared);
  if (!claimed || !isAllowed(claimed)) return undefined;
  return SIGNATURES[claimed](bytes) ? claimed : undefined;
}

/** The name with an extension of `type`: kept when it has one, otherwise the usual one appended. */
export function withExtensionOf(fileName: string, type: AllowedType): string {
  const extensions = EXTENSIONS[type];
  const extension = extensionOf(fileName);
  return extension && extensions.includes(extension) ? fileName : `${fileName}.${extensions[0]}`;
}
