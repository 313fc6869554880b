import { rmSync } from 'node:fs';
import { compose, composeOutput, envFile } from './compose';

/**
 * Stops what the run started: the walk's containers and volumes, the engine if compose:up started
 * it, and the .env it wrote if there was none: the machine is left as found.
 */
export default async function globalTeardown(): Promise<void> {
  composeOutput(['down', '-v']);
  compose('down');
  if (globalThis.containersRun && !globalThis.containersRun.hadEnvFile) rmSync(envFile, { force: true });
}
