import { rmSync } from 'node:fs';
import { compose, composeOutput, envFile } from './compose';

/**
 * Stops what the run started: every container (and the engine, if compose:up started it). A run
 * that found no .env also drops its volumes and the .env it wrote: the machine is left as found.
 */
export default async function globalTeardown(): Promise<void> {
  if (globalThis.containersRun && !globalThis.containersRun.hadEnvFile) {
    composeOutput(['down', '-v']);
    compose('down');
    rmSync(envFile, { force: true });
  } else {
    compose('down');
  }
}
