/**
 * The subset of Kustomize that `infra/k8s/` uses, rendered in process for the tests: there is no
 * kubectl or kustomize binary on the build machines. A kustomization field outside the subset is
 * an error, so a manifest can't use a feature the tests would silently skip; `kubectl kustomize`
 * renders the same files in a real deployment.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
};

type Kustomization = {
  resources?: string[];
  namespace?: string;
  images?: { name: string; newName?: string; newTag?: string }[];
  configMapGenerator?: { name: string; envs?: string[]; literals?: string[]; behavior?: 'create' | 'merge' }[];
  generatorOptions?: { disableNameSuffixHash: true };
  patches?: { target: { kind: string; name: string }; patch: string }[];
};

const SUPPORTED = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'images',
  'configMapGenerator',
  'generatorOptions',
  'patches',
]);
const CLUSTER_SCOPED = new Set(['Namespace']);

/** Reads every YAML document of a file (comments and empty documents dropped). */
export function readObjects(file: string): K8sObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
      return doc.toJSON() as K8sObject | null;
    })
    .filter((object): object is K8sObject => object !== null);
}

/** `KEY=VALUE` lines as Kustomize reads an env file: `#` comments and blank lines skipped, values verbatim. */
export function readEnvFile(file: string): Record<string, string> {
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      if (at <= 0) throw new Error(`${file}: "${line}" is not KEY=VALUE`);
      return [line.slice(0, at), line.slice(at + 1)] as const;
    });
  return Object.fromEntries(entries);
}

/** Renders the kustomization in `dir` (resources, then its generators, patches, namespace, images). */
export function renderKustomization(dir: string): K8sObject[] {
  const [kustomization] = readObjects(path.join(dir, 'kustomization.yaml')) as unknown as Kustomization[];
  if (!kustomization) throw new Error(`${dir}: empty kustomization.yaml`);
  const unsupported = Object.keys(kustomization).filter((field) => !SUPPORTED.has(field));
  if (unsupported.length > 0) throw new Error(`${dir}: render.ts does not implement ${unsupported.join(', ')}`);
  if (kustomization.configMapGenerator && !kustomization.generatorOptions?.disableNameSuffixHash) {
    throw new Error(`${dir}: render.ts does not compute Kustomize's name hashes: set disableNameSuffixHash`);
  }

  const objects = (kustomization.resources ?? []).flatMap((resource) => {
    const target = path.join(dir, resource);
    return statSync(target).isDirectory() ? renderKustomization(target) : readObjects(target);
  });
  for (const generator of kustomization.configMapGenerator ?? []) generateConfigMap(dir, generator, objects);
  for (const { target, patch } of kustomization.patches ?? []) {
    const matches = objects.filter((object) => object.kind === target.kind && object.metadata.name === target.name);
    if (matches.length !== 1)
      throw new Error(`${dir}: patch target ${target.kind}/${target.name} matches ${matches.length}`);
    applyJsonPatch(matches[0]!, readPatch(patch));
  }
  for (const object of objects) {
    if (kustomization.namespace && !CLUSTER_SCOPED.has(object.kind))
      object.metadata.namespace = kustomization.namespace;
    for (const container of containersOf(object)) {
      const image = kustomization.images?.find((entry) => imageName(container.image) === entry.name);
      if (image) container.image = `${image.newName ?? image.name}${image.newTag ? `:${image.newTag}` : ''}`;
    }
  }
  return objects;
}

function generateConfigMap(
  dir: string,
  generator: NonNullable<Kustomization['configMapGenerator']>[number],
  objects: K8sObject[],
): void {
  const data: Record<string, string> = {};
  for (const file of generator.envs ?? []) Object.assign(data, readEnvFile(path.join(dir, file)));
  for (const literal of generator.literals ?? []) {
    const at = literal.indexOf('=');
    data[literal.slice(0, at)] = literal.slice(at + 1);
  }
  const existing = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === generator.name);
  if ((generator.behavior ?? 'create') === 'create') {
    if (existing) throw new Error(`${dir}: ConfigMap ${generator.name} exists already (behavior: merge?)`);
    objects.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: generator.name }, data });
    return;
  }
  if (!existing) throw new Error(`${dir}: no ConfigMap ${generator.name} to merge into`);
  existing.data = { ...(existing.data as Record<string, string>), ...data };
}

type JsonPatchOp = { op: 'add' | 'replace' | 'remove'; path: string; value?: unknown };

function readPatch(patch: string): JsonPatchOp[] {
  const [doc] = parseAllDocuments(patch);
  const ops = doc?.toJSON() as unknown;
  if (!Array.isArray(ops)) throw new Error('render.ts implements JSON 6902 patches only (a list of operations)');
  return ops as JsonPatchOp[];
}

/** RFC 6902 add, replace and remove, with `~1` and `~0` escapes and `-` for appending to a list. */
function applyJsonPatch(target: K8sObject, ops: JsonPatchOp[]): void {
  for (const { op, path: pointer, value } of ops) {
    const keys = pointer
      .split('/')
      .slice(1)
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop();
    if (last === undefined) throw new Error(`patch path "${pointer}" names no field`);
    let parent: Record<string, unknown> | unknown[] = target;
    for (const key of keys) {
      const next: unknown = Array.isArray(parent) ? parent[Number(key)] : parent[key];
      if (typeof next !== 'object' || next === null) throw new Error(`patch path "${pointer}" not found`);
      parent = next as Record<string, unknown>;
    }
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (op === 'add') parent.splice(index, 0, value);
      else if (index >= parent.length) throw new Error(`patch path "${pointer}" not found`);
      else if (op === 'replace') parent[index] = value;
      else parent.splice(index, 1);
    } else {
      if (op !== 'add' && !(last in parent)) throw new Error(`patch path "${pointer}" not found`);
      if (op === 'remove') delete parent[last];
      else parent[last] = value;
    }
  }
}

/** The image's repository, without tag or digest. */
const imageName = (image: string) => image.replace(/@.*$/, '').replace(/:[^/:]*$/, '');

type Container = { name: string; image: string; [key: string]: unknown };

/** The containers of a workload's pod template (Deployments, Jobs), init containers included. */
export function containersOf(object: K8sObject): Container[] {
  const podSpec = (object.spec as { template?: { spec?: Record<string, unknown> } } | undefined)?.template?.spec;
  if (!podSpec) return [];
  return [...((podSpec.initContainers as Container[]) ?? []), ...((podSpec.containers as Container[]) ?? [])];
}
