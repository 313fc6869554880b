import { readFileSync, statSync } from 'node:fs';
import ts from 'typescript';

/**
 * `lezioni/no-cycle`: no import cycle, type-only imports included. import-x/no-cycle skips
 * `import type` (no runtime effect), but a cycle closed by types still ties two modules into one:
 * neither can be read, moved or tested without the other. Every import counts here: `import`,
 * `import type`, `export … from`, `import()`, `require()`. Modules are resolved by the resolver
 * import-x is configured with, so a package name counts as much as a relative path; files under
 * node_modules are not followed.
 */
const MESSAGE = 'Import cycle: {{route}}. Move what both sides need to a third module, types included.';
const FOLLOWED = /\.[cm]?[jt]sx?$/;

/** Each file's resolved imports, kept while the file is unchanged (one lint run reads a file once). */
const importsOf = new Map();

const specifiers = (text) => ts.preProcessFile(text, true, true).importedFiles;

function resolverOf(context) {
  const resolvers = context.settings['import-x/resolver-next'] ?? [];
  return (source, file) => {
    for (const resolver of resolvers) {
      const { found, path } = resolver.resolve(source, file);
      if (found) return path && FOLLOWED.test(path) && !path.includes('/node_modules/') ? path : null;
    }
    return null;
  };
}

function readImports(file, resolve) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = importsOf.get(file);
  if (known?.mtimeMs === mtimeMs) return known.targets;
  const targets = [
    ...new Set(specifiers(readFileSync(file, 'utf8')).map(({ fileName }) => resolve(fileName, file))),
  ].filter(Boolean);
  importsOf.set(file, { mtimeMs, targets });
  return targets;
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'no import cycle, type-only imports included' } },
  create(context) {
    const file = context.physicalFilename;
    if (!FOLLOWED.test(file)) return {};
    const resolve = resolverOf(context);
    return {
      'Program:exit'() {
        const { sourceCode } = context;
        // A module found not to lead back to this file never will: each is walked once per file.
        const walked = new Set([file]);
        for (const { fileName, pos, end } of specifiers(sourceCode.text)) {
          const start = resolve(fileName, file);
          if (!start || start === file) continue;
          const route = findRouteBack(start, file, walked, resolve);
          if (!route) continue;
          // Another import reaching the route's files closes a cycle too: let it be found.
          for (const step of route) if (step !== file) walked.delete(step);
          context.report({
            loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
            message: MESSAGE,
            data: { route: [file, ...route].map((step) => relative(step, context.cwd)).join(' → ') },
          });
        }
      },
    };
  },
};

/** The files from `start` back to `file` (depth first), or null when none leads there. */
function findRouteBack(start, file, walked, resolve) {
  if (walked.has(start)) return null;
  walked.add(start);
  for (const next of readImports(start, resolve)) {
    if (next === file) return [start, file];
    const route = findRouteBack(next, file, walked, resolve);
    if (route) return [start, ...route];
  }
  return null;
}

const relative = (path, cwd) => (path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : path);

export default { rules: { 'no-cycle': rule } };
