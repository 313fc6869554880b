import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler } from 'webpack';

// Text the browser downloads; images and fonts come compressed already.
const COMPRESSIBLE = /\.(js|html|css|json|svg|txt)$/;
// Below this, the headers outweigh what compression saves.
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside `file`, at the strongest settings: done once at build
 * time, so the gateway sends them as they are instead of compressing on every request.
 */
export function precompressFile(file: string): void {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) return;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

/** Precompresses every text file a build emits (see precompressFile). */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outputDir = compilation.outputOptions.path;
      if (!outputDir) return;
      for (const name of Object.keys(compilation.assets)) {
        if (COMPRESSIBLE.test(name)) precompressFile(path.join(outputDir, name));
      }
    });
  }
}
