import { startPlatform, type RunningPlatform } from './platform';

declare global {
  var e2ePlatform: RunningPlatform | undefined;
}

export default async function globalSetup(): Promise<void> {
  const platform = await startPlatform();
  globalThis.e2ePlatform = platform;
  // Test files read the address from the environment, which the test runtime inherits.
  process.env.E2E_BASE_URL = platform.baseUrl;
  process.env.E2E_MAIL_DIR = platform.mailDir;
}
