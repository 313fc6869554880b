import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');

/** One eslint process loads the whole config and its TypeScript resolver: slow on a busy machine. */
export const LINT_TIMEOUT_MS = 120_000;

/** Lints `code` as if it were the file at `file` (relative to the repository), as `npm run lint` would. */
export function lintAs(file: string, code: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const eslint = spawn(ESLINT, ['--stdin', '--stdin-filename', file], { cwd: ROOT });
    let output = '';
    eslint.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    eslint.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    eslint.on('close', (exitCode) => resolve({ code: exitCode, output }));
    eslint.stdin.end(code);
  });
}
