import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChunkGroup, Compilation, Compiler } from 'webpack';
import { PRELOAD_LIST_FILE, type PreloadList } from '@lezioni/contracts';

/** The chunk group name of an expose (set in createFederatedAppConfig), so its files can be found. */
export const exposeChunkName = (expose: string) => `expose-${expose}`;

/** The chunk group name of the shell's bootstrap (its `import()` in src/index.ts). */
export const BOOTSTRAP_CHUNK_NAME = 'bootstrap';

const filesOf = (groups: Iterable<ChunkGroup>) => [
  ...new Set([...groups].flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]))),
];

/** The chunk groups of the shared modules this build provides (the shell's React, router, store…). */
function providedSharedGroups(compilation: Compilation): ChunkGroup[] {
  const groups: ChunkGroup[] = [];
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) groups.push(group);
    }
  }
  return groups;
}

/**
 * Writes `preload.json` (see PreloadList): the gateway reads it to name, in the page's HTML, every
 * file the page will ask for, so the browser fetches them at once instead of one step at a time.
 */
export class PreloadListPlugin {
  constructor(private readonly exposes: string[] | undefined) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('PreloadListPlugin', (compilation) => {
      const outputDir = compilation.outputOptions.path;
      if (!outputDir) return;
      const named = (name: string) => {
        const group = compilation.namedChunkGroups.get(name);
        if (!group) throw new Error(`PreloadListPlugin: no chunk group named ${name}`);
        return group;
      };
      const list: PreloadList = this.exposes
        ? {
            exposes: Object.fromEntries(
              this.exposes.map((expose) => [expose, filesOf([named(exposeChunkName(expose))])]),
            ),
          }
        : { start: filesOf([named(BOOTSTRAP_CHUNK_NAME), ...providedSharedGroups(compilation)]) };
      writeFileSync(path.join(outputDir, PRELOAD_LIST_FILE), JSON.stringify(list));
    });
  }
}
