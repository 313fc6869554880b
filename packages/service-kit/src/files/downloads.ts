import { notFound } from '../errors';
import { isUuid } from '../path-ids';
import type { StoredFile, StoredFiles } from './stored-files';

/**
 * A stored file and its bytes, if `find` gives it to the asker: `find` is the service's rule of
 * who may read which file (undefined for anyone else). Anyone else, a malformed id and a missing
 * file all get the same `not_found`, so no one learns which files exist.
 */
export async function openStoredFile<F extends StoredFile>(
  deps: { files: Pick<StoredFiles, 'readBytes'> },
  id: string,
  find: (id: string) => Promise<F | undefined>,
): Promise<F & { bytes: Buffer }> {
  if (!isUuid(id)) throw notFound();
  const file = await find(id.toLowerCase());
  if (!file) throw notFound();
  const bytes = await deps.files.readBytes(file.id);
  // Swept between the two reads.
  if (!bytes) throw notFound();
  return { ...file, bytes };
}
