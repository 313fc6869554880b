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

/** The share keys of the shared modules that code in these chunk groups consumes. */
function consumedShareKeys(compilation: Compilation, groups: Iterable<ChunkGroup>): Set<string> {
  const keys = new Set<string>();
  for (const group of groups) {
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        keys.add((module as unknown as { options: { shareKey: string } }).options.shareKey);
      }
    }
  }
  return keys;
}

/**
 * The chunk groups of the shared modules this build provides (the shell's React, router, store…)
 * that the start needs: those its code consumes, and theirs in turn. A singleton only a lazy chunk
 * consumes (contracts' schemas, for the sign-in forms) is fetched with that chunk instead.
 */
function startSharedGroups(compilation: Compilation, start: ChunkGroup): ChunkGroup[] {
  const provided = new Map<string, ChunkGroup[]>();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    const name = (module as unknown as { _name: string })._name;
    const groups = module.blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block) ?? []);
    provided.set(name, [...(provided.get(name) ?? []), ...groups]);
  }
  const needed = new Set<ChunkGroup>();
  let reached = [start];
  while (reached.length > 0) {
    const next = [...consumedShareKeys(compilation, reached)].flatMap((key) => provided.get(key) ?? []);
    reached = next.filter((group) => !needed.has(group));
    for (const group of reached) needed.add(group);
  }
  return [...needed];
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
        : {
            start: filesOf([
              named(BOOTSTRAP_CHUNK_NAME),
              ...startSharedGroups(compilation, named(BOOTSTRAP_CHUNK_NAME)),
            ]),
          };
      writeFileSync(path.join(outputDir, PRELOAD_LIST_FILE), JSON.stringify(list));
    });
  }
}
