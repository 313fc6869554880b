import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What a module loads when it runs: its imports and re-exports, less those erased as types only. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const isTypesOnly =
        clause?.isTypeOnly ||
        (!clause?.name &&
          bindings !== undefined &&
          ts.isNamedImports(bindings) &&
          bindings.elements.every((element) => element.isTypeOnly));
      return isTypesOnly ? [] : [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

/** Every module the file loads, itself included: our files by path, packages by name. */
function moduleGraph(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const specifier of runtimeImports(file)) {
    const next = specifier.startsWith('.') ? path.resolve(path.dirname(file), `${specifier}.ts`) : specifier;
    if (seen.has(next)) continue;
    if (next.startsWith('/')) moduleGraph(next, seen);
    else seen.add(next);
  }
  return seen;
}

describe("contracts' zod-free entry", () => {
  it('when a page imports @lezioni/contracts/values, then it loads no zod nor any other package', () => {
    const graph = moduleGraph(path.join(__dirname, 'values.ts'));

    expect([...graph].filter((module) => !module.startsWith('/'))).toEqual([]);
    expect([...graph].map((module) => path.basename(module))).toContain('chat-values.ts');
  });
});
