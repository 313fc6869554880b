import { stopPlatform } from './platform';

export default async function globalTeardown(): Promise<void> {
  if (globalThis.e2ePlatform) await stopPlatform(globalThis.e2ePlatform);
}
