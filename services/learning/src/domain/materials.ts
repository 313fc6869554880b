import {
  isGoogleDocumentLink,
  type CreateMaterialRequestSchema,
  type Material,
  type MyMaterials,
  type ShareMaterialRequest,
  type TeacherMaterial,
} from '@lezioni/contracts';
import { isUuid, notFound, withoutNul } from '@lezioni/service-kit';
import type { z } from 'zod';
import { countWrite, findStudent, lockUploadOf, type LearningUser } from './access';
import type { LearningDeps } from './deps';
import { myMaterialsChanged } from './freshness';

async function findMaterial(deps: LearningDeps, id: string): Promise<Material> {
  const material = isUuid(id) ? await deps.materials.findById(id.toLowerCase()) : undefined;
  if (!material) throw notFound();
  return material;
}

async function withShares(deps: LearningDeps, materials: Material[]): Promise<TeacherMaterial[]> {
  const shares = await deps.materialShares.listOf(materials.map((material) => material.id));
  return materials.map((material) => ({ ...material, shares: shares.get(material.id) ?? [] }));
}

/**
 * Adds a link (Google Docs and Drive links are document cards, as in chat) or a file the teacher
 * uploaded to the library.
 */
export async function createMaterial(
  deps: LearningDeps,
  user: LearningUser,
  input: z.output<typeof CreateMaterialRequestSchema>,
): Promise<Material> {
  await countWrite(deps, user);
  const described = { title: withoutNul(input.title), tags: [...new Set(input.tags.map(withoutNul))] };
  const { fileId, url } = input;
  if (fileId !== undefined) {
    return deps.inTransaction(async (data) => {
      const file = await lockUploadOf(data, user, fileId, 'fileId');
      return data.materials.insert({ ...described, kind: 'file', url: null, fileId: file.id });
    });
  }
  const link = withoutNul(url!);
  const kind = isGoogleDocumentLink(link) ? 'google_document' : 'link';
  return deps.materials.insert({ ...described, kind, url: link, fileId: null });
}

/** The library, newest first, with who each item is shared with and when they opened it. */
export async function listMaterials(deps: LearningDeps): Promise<TeacherMaterial[]> {
  return withShares(deps, await deps.materials.list());
}

/** Shares a material with students of learning's copy; any unknown id is `not_found` and nothing is shared. */
export async function shareMaterial(
  deps: LearningDeps,
  user: LearningUser,
  materialId: string,
  input: ShareMaterialRequest,
): Promise<TeacherMaterial> {
  const material = await findMaterial(deps, materialId);
  const studentIds = [...new Set(input.studentIds.map((studentId) => studentId.toLowerCase()))];
  const known = await deps.users.studentIdsAmong(studentIds);
  if (known.length !== studentIds.length) throw notFound();
  await countWrite(deps, user);
  await deps.materialShares.share(material.id, studentIds);
  await myMaterialsChanged(deps, studentIds);
  const [shared] = await withShares(deps, [material]);
  return shared!;
}

export async function unshareMaterial(
  deps: LearningDeps,
  user: LearningUser,
  materialId: string,
  studentId: string,
): Promise<void> {
  const material = await findMaterial(deps, materialId);
  const student = await findStudent(deps, studentId);
  await countWrite(deps, user);
  if (!(await deps.materialShares.unshare(material.id, student.id))) throw notFound();
  await myMaterialsChanged(deps, [student.id]);
}

/** Removes a material from the library and from every student it was shared with. */
export async function deleteMaterial(deps: LearningDeps, user: LearningUser, materialId: string): Promise<void> {
  const material = await findMaterial(deps, materialId);
  await countWrite(deps, user);
  const sharedWith = await deps.inTransaction(async (data) => {
    // Locked first: a share committed before the delete is among the students whose answer changes.
    if (!(await data.materials.lock(material.id))) return undefined;
    const studentIds = await data.materialShares.studentIdsOf(material.id);
    await data.materials.delete(material.id);
    return studentIds;
  });
  // Deleted meanwhile by another tab: the same `not_found`.
  if (!sharedWith) throw notFound();
  await myMaterialsChanged(deps, sharedWith);
}

/** Records that the student opened a material shared with them; another's or unknown is `not_found`. */
export async function openMaterial(deps: LearningDeps, user: LearningUser, materialId: string): Promise<void> {
  if (!isUuid(materialId)) throw notFound();
  await countWrite(deps, user);
  if (!(await deps.materialShares.markOpened(materialId.toLowerCase(), user.id, new Date()))) throw notFound();
  // The answer shows when the student opened it.
  await myMaterialsChanged(deps, [user.id]);
}

/**
 * What the teacher shared with the student at `now`: materials, homework, the notes of lessons
 * started by then; and when it next changes with the clock alone (a lesson with a shared note
 * starts, and its note shows), null for never.
 */
export async function myMaterials(
  deps: LearningDeps,
  user: LearningUser,
  now: Date,
): Promise<{ answer: MyMaterials; changesAt: Date | null }> {
  const [materials, homework, notes, changesAt, reviewDueAt] = await Promise.all([
    deps.materialShares.listSharedWith(user.id),
    deps.notes.homeworkOf(user.id),
    deps.notes.listOfStudent(user.id, { sharedAndStartedBy: now }),
    deps.notes.nextSharedStartAfter(user.id, now),
    deps.reviewCards.earliestDueOf(user.id),
  ]);
  return { answer: { materials, homework, notes, reviewDueAt: reviewDueAt?.toISOString() ?? null }, changesAt };
}
