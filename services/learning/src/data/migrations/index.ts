import type { Migration } from 'kysely';
import * as createLearning from './2026-12-04-create-learning';
import * as learningFiles from './2026-12-06-learning-files';

/** In name order; a new migration is one more line here. */
export const migrations: Record<string, Migration> = {
  '2026-12-04-create-learning': createLearning,
  '2026-12-06-learning-files': learningFiles,
};
