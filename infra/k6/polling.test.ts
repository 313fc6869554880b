import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { transformSync } from 'esbuild';
import { findUpstream } from '@lezioni/contracts';
import { POLLING_MIX, requestsPerStudentPerSecond, type Poll } from '../bench/polling-mix';

type Scenario = { executor: string; exec: string; env: { POLL: string }; rate: number; timeUnit: string };
type Student = { conversationId: string };
type ScenariosModule = {
  scenariosFor(mix: typeof POLLING_MIX, students: number, duration: string): Record<string, Scenario>;
  pollersOf<T>(poll: Poll, pool: T[]): T[];
  pathFor(poll: Poll, student: Student): string;
};

/** Loads a k6 module that imports nothing from k6, as k6 would run it (an ES module), in this process. */
function loadK6Module(file: string): ScenariosModule {
  const { code } = transformSync(readFileSync(file, 'utf8'), { format: 'cjs', loader: 'js' });
  const module = { exports: {} as ScenariosModule };
  vm.runInNewContext(code, { module, exports: module.exports, encodeURIComponent });
  return module.exports;
}

const script = readFileSync(path.join(__dirname, 'polling.js'), 'utf8');
const scenarios = loadK6Module(path.join(__dirname, 'polling-scenarios.js'));

describe('the k6 polling script', () => {
  it('when k6 loads it, then it reads the mix from the file the API benchmark plays', () => {
    const [, opened] = /JSON\.parse\(open\('([^']+)'\)\)/.exec(script) ?? [];

    expect(opened).toBeDefined();
    expect(path.resolve(__dirname, opened!)).toBe(path.resolve(__dirname, '../bench/polling-mix.json'));
    expect(script).toContain("from './polling-scenarios.js'");
    // The script itself compiles as an ES module (k6's modules stay imports).
    expect(() => transformSync(script, { format: 'esm', loader: 'js' })).not.toThrow();
  });

  it('when it plans the run, then each poll of the mix is a scenario at the rate the students send it', () => {
    const students = 200;

    const plan = scenarios.scenariosFor(POLLING_MIX, students, '5m');

    expect(Object.keys(plan).sort()).toEqual(POLLING_MIX.polls.map((poll) => poll.name).sort());
    const perSecond = Object.values(plan).reduce((sum, scenario) => {
      expect(scenario).toMatchObject({ executor: 'constant-arrival-rate', exec: 'poll', timeUnit: '1m' });
      return sum + scenario.rate / 60;
    }, 0);
    expect(perSecond).toBeCloseTo(requestsPerStudentPerSecond(POLLING_MIX) * students, 1);
    for (const [name, scenario] of Object.entries(plan)) expect(scenario.env.POLL).toBe(name);
  });

  it('when a student polls, then every route of the mix is requested, each one the gateway routes', () => {
    const pool = Array.from({ length: 10 }, (_, i) => ({ conversationId: `c-${i}` }));

    for (const poll of POLLING_MIX.polls) {
      const pollers = scenarios.pollersOf(poll, pool);
      const requested = scenarios.pathFor(poll, pollers[0]!);

      expect(pollers).toHaveLength(Math.max(1, Math.round(pool.length * poll.share)));
      expect(requested).not.toContain('{');
      expect(requested).toBe(poll.path.replace('{conversationId}', 'c-0'));
      expect(findUpstream(requested)).toBeDefined();
    }
  });
});
