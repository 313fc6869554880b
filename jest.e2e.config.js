// Browser tests: Chromium (playwright-core) against the whole platform started by `npm start`.
// One platform for the run, so tests run one at a time.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  maxWorkers: 1,
  // As in jest.config.js: whatever a failed test leaves open must not keep the run from ending.
  forceExit: true,
  testTimeout: 60_000,
};
