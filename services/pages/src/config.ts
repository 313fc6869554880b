import path from 'node:path';
import { z } from 'zod';
import { BASE_ENV, parseEnv, portEnv } from '@lezioni/service-kit';

const REPO_ROOT = path.resolve(__dirname, '../../..');

export const PagesEnv = z.object({
  ...BASE_ENV,
  PORT: portEnv(4007),
  /** Where the pages ask the API for the visitor's data: the gateway, as the browser would. */
  API_URL: z.url().default('http://127.0.0.1:8080'),
  /** Where the built shell (`shell/dist`, with its page renderer) and remotes (`mfe-<name>/dist`) are. */
  WEB_ROOT: z.string().default(REPO_ROOT),
});
export type PagesConfig = z.infer<typeof PagesEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<PagesConfig> => parseEnv(PagesEnv, env);
