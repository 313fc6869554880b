import type { Migration } from 'kysely';
import * as createLearning from './2026-12-04-create-learning';
import * as learningFiles from './2026-12-06-learning-files';
import * as reviewDeck from './2026-12-07-review-deck';
import * as whiteboardImages from './2026-12-07-whiteboard-images';
import * as reviewPushes from './2026-12-08-review-pushes';

/** In name order; a new migration is one more line here. */
export const migrations: Record<string, Migration> = {
  '2026-12-04-create-learning': createLearning,
  '2026-12-06-learning-files': learningFiles,
  '2026-12-07-review-deck': reviewDeck,
  '2026-12-07-whiteboard-images': whiteboardImages,
  '2026-12-08-review-pushes': reviewPushes,
};
