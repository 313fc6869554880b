import {
  CreateMaterialRequestSchema,
  ShareMaterialRequestSchema,
  type Material,
  type TeacherMaterial,
} from '@lezioni/contracts';
import { NO_STORE, idParam, parseInput, requireRole, createRouter } from '@lezioni/service-kit';
import type { LearningDeps } from '../domain/deps';
import { createMaterial, deleteMaterial, listMaterials, shareMaterial, unshareMaterial } from '../domain/materials';

/** The teacher's materials library; 401 signed out, 403 for students. */
export function createMaterialsRouter(deps: LearningDeps) {
  const router = createRouter();
  router.get('/api/learning/materials', requireRole('admin'), async (_req, res) => {
    const materials: TeacherMaterial[] = await listMaterials(deps);
    res.set(NO_STORE).json(materials);
  });

  router.post('/api/learning/materials', requireRole('admin'), async (req, res) => {
    const input = parseInput(CreateMaterialRequestSchema, req.body);
    const material: Material = await createMaterial(deps, req.user!, input);
    res.status(201).json(material);
  });

  router.delete('/api/learning/materials/:id', requireRole('admin'), async (req, res) => {
    await deleteMaterial(deps, req.user!, idParam(req));
    res.status(204).end();
  });

  router.post('/api/learning/materials/:id/shares', requireRole('admin'), async (req, res) => {
    const input = parseInput(ShareMaterialRequestSchema, req.body);
    const material: TeacherMaterial = await shareMaterial(deps, req.user!, idParam(req), input);
    res.json(material);
  });

  router.delete('/api/learning/materials/:id/shares/:studentId', requireRole('admin'), async (req, res) => {
    await unshareMaterial(deps, req.user!, idParam(req), idParam(req, 'studentId'));
    res.status(204).end();
  });
  return router;
}
