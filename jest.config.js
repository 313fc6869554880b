// One runner for the whole repo: Node tests (services, gateway, server-side packages) and
// jsdom tests (frontends), both compiled by SWC. Browser tests live in jest.e2e.config.js.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const ignore = ['/node_modules/', '/dist/'];

/** @type {import('jest').Config} */
module.exports = {
  // On 2 cores Jest runs the files in its own process: a child or socket left behind by a failed
  // test would keep it open forever after the results are printed (a CI run once hung 80 minutes so).
  forceExit: true,
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/packages/contracts',
        '<rootDir>/packages/service-kit',
        '<rootDir>/packages/mail-catcher',
        '<rootDir>/packages/tidycal-fake',
        '<rootDir>/packages/stripe-fake',
        '<rootDir>/packages/push-fake',
        '<rootDir>/packages/safe-fetch',
        '<rootDir>/services',
        '<rootDir>/gateway',
        '<rootDir>/integration',
        '<rootDir>/infra',
        // The shell's page renderer runs in Node (services/pages, the gateway), so do its tests.
        '<rootDir>/shell/server',
      ],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ignore,
      transform: { '^.+\\.tsx?$': swc },
      globalSetup: '<rootDir>/packages/service-kit/src/testing/global-setup.ts',
      globalTeardown: '<rootDir>/packages/service-kit/src/testing/global-teardown.ts',
    },
    {
      displayName: 'web',
      // jsdom plus Node's fetch (RTK Query needs fetch/Request/Response; tests replace fetch).
      testEnvironment: '<rootDir>/packages/web-kit/src/testing/jsdom-environment.ts',
      roots: [
        '<rootDir>/packages/web-kit',
        '<rootDir>/shell',
        '<rootDir>/mfe-marketing',
        '<rootDir>/mfe-student',
        '<rootDir>/mfe-admin',
        '<rootDir>/mfe-chat',
        '<rootDir>/mfe-lesson',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: [...ignore, '<rootDir>/shell/server/'],
      transform: { '^.+\\.tsx?$': swc },
      setupFilesAfterEnv: ['<rootDir>/packages/web-kit/src/testing/setup-tests.ts'],
    },
  ],
};
