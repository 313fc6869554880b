import { LINT_TIMEOUT_MS, lintAs } from './lint-as';

describe('the linted import boundaries', () => {
  it.each([
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
    [
      "a wing's data imports another wing's domain code",
      'services/booking-proxy/src/calendar/data/probe.ts',
      "export { settleLedger } from '../../credits/domain/ledger';",
    ],
    ['a test reaches into a service', 'integration/probe.ts', "export * from '../services/auth/src/app';"],
    ['a browser test imports the tooling', 'e2e/probe.ts', "export * from '../infra/local/restart-policy';"],
    ['the tooling imports a browser test helper', 'infra/bench/probe.ts', "export * from '../../e2e/support/axe';"],
  ])(
    'when %s, then lint fails and says why',
    async (_case, file, code) => {
      const result = await lintAs(file, code);

      expect(result.code).toBe(1);
      expect(result.output).toContain('import-x/no-restricted-paths');
    },
    LINT_TIMEOUT_MS,
  );

  it.each([
    [
      'a value import',
      'packages/contracts/src/booking-values.ts',
      "import { OrderSchema } from './booking';\nexport const probe = OrderSchema;\n",
    ],
    [
      'a type-only import',
      'packages/contracts/src/booking-values.ts',
      "import type { Order } from './booking';\nexport type Probe = Order;\n",
    ],
    [
      'a type-only import through two other modules',
      'packages/web-kit/src/api/server-request.ts',
      "import type { AppStore } from '../store';\nexport type Probe = AppStore;\n",
    ],
  ])(
    'when %s closes an import cycle, then lint fails and names the cycle',
    async (_case, file, code) => {
      const result = await lintAs(file, code);

      expect(result.code).toBe(1);
      expect(result.output).toContain('lezioni/no-cycle');
      expect(result.output).toContain(`Import cycle: ${file} → `);
    },
    30_000,
  );

  it.each([
    [
      'within its own layer and package',
      'mfe-marketing/src/features/video/probe.ts',
      "export { VideoSection } from './video-section';\nexport { REMOTES } from '@lezioni/contracts/values';\n",
    ],
    ["from the shell's ground floor", 'shell/src/session/probe.ts', "export * from '../components/loading-state';\n"],
    [
      'what e2e/ and infra/ share',
      'infra/bench/probe.ts',
      "export { startPlatform } from '@lezioni/local-platform/platform';\n",
    ],
  ])(
    'when a file imports %s, then lint passes',
    async (_case, file, code) => {
      const result = await lintAs(file, code);

      expect(result).toEqual({ code: 0, output: '' });
    },
    LINT_TIMEOUT_MS,
  );
});
