import { stopPlatform } from '@lezioni/local-platform/platform';

export default async function globalTeardown(): Promise<void> {
  if (globalThis.e2ePlatform) await stopPlatform(globalThis.e2ePlatform);
}
