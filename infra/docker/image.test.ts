import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { PROCESS_NAMES } from '../env-contract';
import { runHealthcheck } from './healthcheck-probe';
import { NODE_FLAGS } from '../local/node-flags';
import { serviceBuildOptions } from '../local/service-build';

const ROOT = path.resolve(__dirname, '../..');

type Stage = { name: string; from: string; instructions: { keyword: string; args: string }[] };

/** The Dockerfile as stages of instructions (continuation lines joined, comments dropped). */
function readStages(file: string): Stage[] {
  const lines = readFileSync(file, 'utf8')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword === 'FROM') {
      const [from, , name] = rest;
      stages.push({ name: name ?? String(stages.length), from: from!, instructions: [] });
    } else {
      stages.at(-1)!.instructions.push({ keyword: keyword!, args });
    }
  }
  return stages;
}

const workspaceDir = (name: string) => (name === 'gateway' ? 'gateway' : `services/${name}`);
const readPackage = (dir: string) =>
  JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
  };

/** The packages a workspace may load in production: its dependencies and those of our packages it uses. */
function productionClosure(dir: string): Set<string> {
  const allowed = new Set<string>();
  const visit = (packageDir: string) => {
    for (const dependency of Object.keys(readPackage(packageDir).dependencies ?? {})) {
      if (allowed.has(dependency)) continue;
      allowed.add(dependency);
      if (dependency.startsWith('@lezioni/')) visit(`packages/${dependency.slice('@lezioni/'.length)}`);
    }
  };
  visit(dir);
  return allowed;
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

describe('the image', () => {
  const stages = readStages(path.join(__dirname, 'Dockerfile'));
  const runtime = stages.at(-1)!;
  const instructionsOf = (stage: Stage, keyword: string) =>
    stage.instructions.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);
  const stageNamed = (name: string) => stages.find((stage) => stage.name === name)!;
  /** The stage whose /rootfs `stage` copies as its whole root. */
  const stageCopiedWhole = (stage: Stage) =>
    stageNamed(/^--from=(\S+) \/rootfs \/$/.exec(instructionsOf(stage, 'COPY')[0]!)![1]!);

  it('when it runs, then it runs as a non-root user, with a readiness HEALTHCHECK, on the Node of the official image alone', () => {
    const [user] = instructionsOf(runtime, 'USER');
    const root = stageCopiedWhole(runtime);
    const nodeCopy = instructionsOf(root, 'COPY').find((copy) => copy.endsWith(' /rootfs/usr/local/bin/node'))!;

    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user!.split(':')[0]);
    expect(instructionsOf(runtime, 'HEALTHCHECK')[0]).toContain('/readyz');
    expect(instructionsOf(runtime, 'ENTRYPOINT')).toEqual(['["node"]']);
    // Nothing but what its root stage gathers: no shell, no package manager, no npm.
    expect(runtime.from).toBe('scratch');
    expect(stageNamed(/--from=(\S+)/.exec(nodeCopy)![1]!).from).toMatch(/^node:20-bookworm/);
  });

  it('when a process runs, then it has the Node flags that npm start gives it', () => {
    expect(instructionsOf(runtime, 'ENV')).toContain(`NODE_OPTIONS=${NODE_FLAGS.join(' ')}`);
  });

  it('when the process is ready or not, then the HEALTHCHECK command says so', async () => {
    const healthcheck = instructionsOf(runtime, 'HEALTHCHECK')[0]!;
    const command = JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD ') + 4)) as string[];

    expect(await runHealthcheck(command, '/readyz', 200)).toBe(0);
    expect(await runHealthcheck(command, '/readyz', 503)).toBe(1);
  });

  it('when it is built, then node_modules come from a production-only install of exactly the processes', () => {
    const root = stageCopiedWhole(runtime);
    const modules = instructionsOf(root, 'COPY').find((copy) => copy.endsWith(' /rootfs/app'))!;
    const source = stageNamed(/--from=(\S+)/.exec(modules)![1]!);
    const [install] = instructionsOf(source, 'RUN').filter((run) => run.includes('npm ci'));

    expect(modules).toMatch(/ \/app \/rootfs\/app$/);
    expect(install).toContain('--omit=dev');
    const workspaces = [...install!.matchAll(/--workspace=(\S+)/g)].map((match) => match[1]);
    expect(new Set(workspaces)).toEqual(new Set(PROCESS_NAMES.map(workspaceDir)));
    // Nothing else from the build stage but compiled output.
    const fromBuild = instructionsOf(runtime, 'COPY').slice(1);
    expect(fromBuild.every((copy) => /^--from=build \/app\/\S+\/dist \.\/\S+\/dist$/.test(copy))).toBe(true);
    for (const name of PROCESS_NAMES) {
      expect(fromBuild).toContain(`--from=build /app/${workspaceDir(name)}/dist ./${workspaceDir(name)}/dist`);
    }
  });

  it.each(PROCESS_NAMES)(
    'when %s is bundled, then everything it loads at run time is a production dependency or compiled in',
    async (name) => {
      const dir = workspaceDir(name);
      const result = await build({ ...serviceBuildOptions(ROOT, dir), write: false, metafile: true, sourcemap: false });
      const loaded = Object.values(result.metafile.outputs).flatMap((output) =>
        output.imports.filter((entry) => entry.external).map((entry) => entry.path),
      );
      const allowed = productionClosure(dir);

      expect(loaded.length).toBeGreaterThan(0);
      expect(
        [...new Set(loaded.filter((specifier) => !isBuiltin(specifier)).map(packageOf))].filter(
          (dependency) => !allowed.has(dependency),
        ),
      ).toEqual([]);
    },
  );
});
