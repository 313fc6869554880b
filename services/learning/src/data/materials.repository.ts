import type { Material } from '@lezioni/contracts';
import type { Db, MaterialsTable } from './db';
import { toJoinedFile } from './files.repository';

/** A material's row with its file's description (left-joined: null for a link). */
type MaterialRow = Pick<MaterialsTable, 'title' | 'tags' | 'url' | 'kind'> & {
  id: string;
  created_at: Date;
  file_id: string | null;
  file_name: string | null;
  file_content_type: string | null;
  file_size: number | null;
};

/** The columns `toMaterial` reads, from `materials as m` left-joined with `files as f`. */
export const MATERIAL_COLUMNS = [
  'm.id',
  'm.title',
  'm.tags',
  'm.url',
  'm.kind',
  'm.created_at',
  'm.file_id',
  'f.name as file_name',
  'f.content_type as file_content_type',
  'f.size as file_size',
] as const;

export function toMaterial(row: MaterialRow): Material {
  const file = toJoinedFile(row.file_id, row.file_name, row.file_content_type, row.file_size);
  return {
    id: row.id,
    title: row.title,
    tags: row.tags,
    url: file?.url ?? row.url ?? '',
    kind: row.kind,
    file,
    createdAt: row.created_at.toISOString(),
  };
}

export function createMaterialsRepository(db: Db) {
  const withFiles = () =>
    db.selectFrom('materials as m').leftJoin('files as f', 'f.id', 'm.file_id').select(MATERIAL_COLUMNS);

  return {
    /** A link (`url`) or a file (`fileId`, the file's row in use from now on). */
    async insert(
      material: Pick<Material, 'title' | 'tags' | 'kind'> & { url: string | null; fileId: string | null },
    ): Promise<Material> {
      const { id } = await db
        .insertInto('materials')
        .values({
          title: material.title,
          tags: material.tags,
          kind: material.kind,
          url: material.url,
          file_id: material.fileId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return toMaterial(await withFiles().where('m.id', '=', id).executeTakeFirstOrThrow());
    },

    /** The library, newest first. */
    async list(): Promise<Material[]> {
      const rows = await withFiles().orderBy('m.created_at', 'desc').orderBy('m.id').execute();
      return rows.map(toMaterial);
    },

    /**
     * Locks the material until the transaction ends, so a share made meanwhile waits and then finds
     * it gone; false when there is none.
     */
    async lock(id: string): Promise<boolean> {
      if (!db.isTransaction) throw new Error('lock must run in a transaction');
      return (
        (await db.selectFrom('materials').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !==
        undefined
      );
    },

    /** Deletes the material and its shares; its file, used by nothing else, is then the sweep's. */
    async delete(id: string): Promise<boolean> {
      const deleted = await db.deleteFrom('materials').where('id', '=', id).executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },

    async findById(id: string): Promise<Material | undefined> {
      const row = await withFiles().where('m.id', '=', id).executeTakeFirst();
      return row && toMaterial(row);
    },
  };
}
export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
