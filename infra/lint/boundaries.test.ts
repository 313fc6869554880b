import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');

/** Lints `code` as if it were the file at `file` (relative to the repository), as `npm run lint` would. */
function lintAs(file: string, code: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const eslint = spawn(ESLINT, ['--stdin', '--stdin-filename', file], { cwd: ROOT });
    let output = '';
    eslint.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    eslint.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    eslint.on('close', (exitCode) => resolve({ code: exitCode, output }));
    eslint.stdin.end(code);
  });
}

describe('the linted import boundaries', () => {
  it.concurrent.each([
    [
      'an app imports another app',
      'mfe-chat/src/probe.ts',
      "export * from '../../mfe-student/src/exposes/booking-page';",
    ],
    ['an app imports a service by name', 'gateway/src/probe.ts', "export { start } from '@lezioni/auth';"],
    ['a shared layer imports a feature', 'shell/src/session/probe.ts', "export * from '../features/auth/auth-api';"],
    [
      "one of the shell's shared layers imports another",
      'shell/src/layout/probe.ts',
      "export { ChatWidgetRegion } from '../remotes/remote-pages';",
    ],
    ["the shell's ground floor imports a layer", 'shell/src/components/probe.ts', "export * from '../session/guards';"],
    [
      'a feature imports another feature',
      'mfe-marketing/src/features/video/probe.ts',
      "export * from '../landing/cta-paths';",
    ],
    ['data imports domain code', 'services/auth/src/data/probe.ts', "export { login } from '../domain/auth';"],
    ['a test reaches into a service', 'integration/probe.ts', "export * from '../services/auth/src/app';"],
  ])(
    'when %s, then lint fails and says why',
    async (_case, file, code) => {
      const result = await lintAs(file, code);

      expect(result.code).toBe(1);
      expect(result.output).toContain('import-x/no-restricted-paths');
    },
    30_000,
  );

  it.concurrent.each([
    [
      'within its own layer and package',
      'mfe-marketing/src/features/video/probe.ts',
      "export { VideoSection } from './video-section';\nexport { REMOTES } from '@lezioni/contracts/values';\n",
    ],
    ["from the shell's ground floor", 'shell/src/session/probe.ts', "export * from '../components/loading-state';\n"],
  ])(
    'when a file imports %s, then lint passes',
    async (_case, file, code) => {
      const result = await lintAs(file, code);

      expect(result).toEqual({ code: 0, output: '' });
    },
    30_000,
  );
});
