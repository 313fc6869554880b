import {
  VocabularyQuerySchema,
  type HomeworkItem,
  type MyMaterials,
  type MyProgress,
  type MyVocabulary,
} from '@lezioni/contracts';
import { NO_STORE, answerFresh, idParam, parseInput, requireRole, createRouter } from '@lezioni/service-kit';
import type { LearningDeps } from '../domain/deps';
import { myMaterialsName } from '../domain/freshness';
import { markHomework } from '../domain/homework';
import { myMaterials, openMaterial } from '../domain/materials';
import { readProgress, searchVocabulary } from '../domain/progress';

/** A student's own materials, homework and progress; 401 signed out, 403 for the teacher. */
export function createMeRouter(deps: LearningDeps) {
  const router = createRouter();
  // Polled by every signed-in student: an unchanged one is a 304 (domain/freshness.ts); the version
  // ends when a lesson with a shared note starts, as its note shows from then.
  router.get('/api/learning/me/materials', requireRole('student'), async (req, res) => {
    const user = req.user!;
    let changesAt: Date | null = null;
    const load = async (): Promise<MyMaterials> => {
      const mine = await myMaterials(deps, user, new Date());
      changesAt = mine.changesAt;
      return mine.answer;
    };
    await answerFresh(req, res, deps.freshness, myMaterialsName(user.id), load, { changesAt: () => changesAt });
  });

  router.post('/api/learning/me/materials/:id/open', requireRole('student'), async (req, res) => {
    await openMaterial(deps, req.user!, idParam(req));
    res.status(204).end();
  });

  router.post('/api/learning/me/homework/:lessonId/done', requireRole('student'), async (req, res) => {
    const homework: HomeworkItem = await markHomework(deps, req.user!, idParam(req, 'lessonId'), true);
    res.json(homework);
  });

  router.delete('/api/learning/me/homework/:lessonId/done', requireRole('student'), async (req, res) => {
    const homework: HomeworkItem = await markHomework(deps, req.user!, idParam(req, 'lessonId'), false);
    res.json(homework);
  });

  router.get('/api/learning/me/progress', requireRole('student'), async (req, res) => {
    const progress: MyProgress = await readProgress(deps, req.user!, new Date());
    res.set(NO_STORE).json(progress);
  });

  router.get('/api/learning/me/vocabulary', requireRole('student'), async (req, res) => {
    const { q } = parseInput(VocabularyQuerySchema, req.query);
    const answer: MyVocabulary = await searchVocabulary(deps, req.user!, q);
    res.set(NO_STORE).json(answer);
  });
  return router;
}
