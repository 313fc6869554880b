import type { Db } from './db';
import { createFilesRepository } from './files.repository';
import { createLessonsRepository } from './lessons.repository';
import { createLevelsRepository } from './levels.repository';
import { createMaterialSharesRepository } from './material-shares.repository';
import { createMaterialsRepository } from './materials.repository';
import { createNotesRepository } from './notes.repository';
import { createReviewCardsRepository } from './review-cards.repository';
import { createReviewPushesRepository } from './review-pushes.repository';
import { createUsersRepository } from './users.repository';

/** Everything learning keeps in PostgreSQL, bound to the pool or to one transaction. */
export function createLearningData(db: Db) {
  return {
    users: createUsersRepository(db),
    lessons: createLessonsRepository(db),
    notes: createNotesRepository(db),
    levels: createLevelsRepository(db),
    materials: createMaterialsRepository(db),
    materialShares: createMaterialSharesRepository(db),
    files: createFilesRepository(db),
    reviewCards: createReviewCardsRepository(db),
    reviewPushes: createReviewPushesRepository(db),
  };
}
export type LearningData = ReturnType<typeof createLearningData>;
