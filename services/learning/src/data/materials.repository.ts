import type { Material } from '@lezioni/contracts';
import type { Db, MaterialsTable } from './db';

type MaterialRow = Pick<MaterialsTable, 'title' | 'tags' | 'url' | 'kind'> & { id: string; created_at: Date };

export const toMaterial = (row: MaterialRow): Material => ({
  id: row.id,
  title: row.title,
  tags: row.tags,
  url: row.url,
  kind: row.kind,
  createdAt: row.created_at.toISOString(),
});

export function createMaterialsRepository(db: Db) {
  return {
    async insert(material: Pick<Material, 'title' | 'tags' | 'url' | 'kind'>): Promise<Material> {
      const row = await db.insertInto('materials').values(material).returningAll().executeTakeFirstOrThrow();
      return toMaterial(row);
    },

    /** The library, newest first. */
    async list(): Promise<Material[]> {
      const rows = await db.selectFrom('materials').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
      return rows.map(toMaterial);
    },

    async findById(id: string): Promise<Material | undefined> {
      const row = await db.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toMaterial(row);
    },
  };
}
export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
