// The platform on containers (`npm run compose:up`), walked in Chromium through its published port:
// `npm run test:containers`, run by .ci/run after the README's test command. Needs a Docker engine
// and compose, or root with Debian's docker.io and docker-compose installed (compose:up starts it).
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'containers',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e-containers'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/e2e-containers/global-setup.ts',
  globalTeardown: '<rootDir>/e2e-containers/global-teardown.ts',
  maxWorkers: 1,
  forceExit: true,
  testTimeout: 120_000,
};
