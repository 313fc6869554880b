import { existsSync } from 'node:fs';
import path from 'node:path';
import { compose, composeOutput, containerOf, docker, engineAnswers, envFile, envFileValues } from './compose';

declare global {
  var containersRun: { hadEnvFile: boolean } | undefined;
}

/**
 * The platform as an operator starts it on containers: `npm run compose:up` (the engine started if
 * none answers, base images made where no registry answers, secrets written to .env), as a compose
 * project of the walk's own, on fresh volumes. The browser
 * helpers of e2e/support then read where it is from the environment: the published port, the
 * teacher's sign-in from .env, and the demo catcher's mail folder (its volume, on this host).
 */
export default async function globalSetup(): Promise<void> {
  globalThis.containersRun = { hadEnvFile: existsSync(envFile) };
  // From fresh volumes: an earlier walk that stopped half-way leaves its own.
  if (engineAnswers()) composeOutput(['down', '-v']);
  // A teacher's name other than the one the web was built with: the pages must carry the running one.
  process.env.ADMIN_NAME ??= 'Giulia Conti';
  try {
    compose('up');
  } catch (err) {
    // Jest runs no teardown after a failed setup: stop here whatever did start.
    compose('down');
    throw err;
  }
  const values = { ...envFileValues(), ...process.env };
  process.env.E2E_BASE_URL = `http://localhost:${values.PORT ?? '8080'}`;
  process.env.ADMIN_EMAIL = values.ADMIN_EMAIL;
  process.env.ADMIN_PASSWORD = values.ADMIN_PASSWORD;
  process.env.ADMIN_NAME = values.ADMIN_NAME;
  const volume = docker(['inspect', '--format', '{{range .Mounts}}{{.Source}}{{end}}', containerOf('demo')]);
  process.env.E2E_MAIL_DIR = path.join(volume, 'mail');
}
