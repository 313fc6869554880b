import { spawn, type ChildProcess } from 'node:child_process';
import { RESTART_POLICY, type RestartPolicy } from '@lezioni/local-platform';
import { decideRestart } from './restart-policy';

export type ProcessSpec = {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Rewrites each JSON log line before it is shown (readable lines on a terminal); as they are without. */
  formatLine?: (line: string) => string;
};

/** Lines of a service's output kept to explain why it keeps failing. */
const LAST_LINES = 15;
/** Enough of the output's end to hold those lines. */
const KEPT_OUTPUT_CHARS = 16_384;
/** After SIGTERM a process has its own drain time (10 s); past this it is killed. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * One service as its own process, restarted when it exits by itself: after a wait that doubles
 * while it keeps failing, until it failed too often within a minute; then it is left down (the
 * gateway answers its routes with 503, the others keep serving) and `say` tells which service and
 * its last lines. Its output goes on with each line named: JSON log lines already carry their
 * service, other lines get `name |` in front.
 */
export function superviseProcess(
  spec: ProcessSpec,
  say: (message: string) => void,
  policy: RestartPolicy = RESTART_POLICY,
) {
  let child: ChildProcess | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let isStopping = false;
  const restartedAt: number[] = [];
  let keptOutput = '';
  let markGivenUp!: () => void;
  const givenUp = new Promise<void>((resolve) => (markGivenUp = resolve));
  const lastLines = () => keptOutput.split('\n').filter(Boolean).slice(-LAST_LINES);

  /**
   * Passes whole lines on as they come, a chunk at a time: every request of every service logs a
   * line, and one write per chunk (not per line) keeps the launcher's share of the CPU small.
   */
  const named = (lines: string) => {
    const shown = lines.replace(/^(?!\{)(?=.)/gm, `${spec.name} | `);
    const { formatLine } = spec;
    return formatLine ? shown.replace(/^\{.*$/gm, (line) => formatLine(line)) : shown;
  };
  const forward = (stream: NodeJS.ReadableStream, to: NodeJS.WriteStream) => {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const text = partial + chunk;
      const end = text.lastIndexOf('\n') + 1;
      partial = text.slice(end);
      if (end === 0) return;
      const lines = text.slice(0, end);
      keptOutput = (keptOutput + lines).slice(-KEPT_OUTPUT_CHARS);
      to.write(named(lines));
    });
    stream.on('end', () => {
      if (!partial) return;
      keptOutput = (keptOutput + partial).slice(-KEPT_OUTPUT_CHARS);
      to.write(named(`${partial}\n`));
    });
  };

  const run = () => {
    const started = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    forward(started.stdout!, process.stdout);
    forward(started.stderr!, process.stderr);
    say(`${spec.name} started (pid ${started.pid})`);
    // 'close', not 'exit': its last lines have been read by then.
    started.once('close', (code, signal) => {
      if (isStopping) return;
      const how = signal ?? `exit ${code}`;
      const decision = decideRestart(restartedAt, Date.now(), policy);
      if (decision.action === 'give-up') {
        say(
          [
            `${spec.name} keeps failing (${how}; ${decision.restartsInLastMinute} restarts within a minute): left stopped, its routes answer 503. Its last lines:`,
            ...lastLines().map((line) => `  ${line}`),
          ].join('\n'),
        );
        markGivenUp();
        return;
      }
      say(`${spec.name} stopped unexpectedly (${how}); restarting in ${decision.delayMs} ms`);
      restartTimer = setTimeout(() => {
        restartedAt.push(Date.now());
        run();
      }, decision.delayMs);
    });
  };

  return {
    /** Resolves when the process is left stopped for failing too often (never, while it keeps running). */
    givenUp,
    start(): void {
      if (!isStopping) run();
    },
    /** SIGTERM, and SIGKILL if it has not exited after its drain time; no restart follows. */
    async stop(): Promise<void> {
      isStopping = true;
      clearTimeout(restartTimer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
export type SupervisedProcess = ReturnType<typeof superviseProcess>;
