import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/** The checkout whose `npm start` is measured: its launcher and services run from this folder. */
const ROOT = path.resolve(__dirname, '../..');

/**
 * The platform's processes on this machine (Linux /proc), by role: each service and the gateway
 * (by the server file in their command line), the launcher, Redis and PostgreSQL (all of its
 * backends together). For a benchmark's "where does a request's time go", read from the kernel so
 * it holds however busy the machine is. Node processes count only when they run from this
 * checkout: another checkout's `npm start` on the same machine is not ours (Redis and PostgreSQL
 * are shared, and counted whole).
 */
export function platformProcesses(): Map<string, number[]> {
  const roles = new Map<string, number[]>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const role = roleOf(Number(pid));
    if (role) roles.set(role, [...(roles.get(role) ?? []), Number(pid)]);
  }
  return roles;
}

function roleOf(pid: number): string | undefined {
  let commandLine: string;
  let name: string;
  let cwd: string;
  try {
    commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    cwd = name === 'node' ? readlinkSync(`/proc/${pid}/cwd`) : '';
  } catch {
    return undefined; // gone meanwhile, or not ours to read
  }
  if (name === 'node' && cwd !== ROOT) return undefined;
  const server = /(?:services\/([\w-]+)|(gateway))\/(?:src|dist)\/server\.[jt]s/.exec(commandLine);
  if (server) return server[1] ?? server[2];
  if (/infra\/local\/start\.ts/.test(commandLine) && name === 'node') return 'launcher';
  if (name === 'redis-server') return 'redis';
  if (name === 'postgres') return 'postgresql';
  return undefined;
}

const TICKS_PER_SECOND = 100;

/** CPU time (user + system) used so far by `pids` together, in ms. */
export function cpuMsOf(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a backend that ended meanwhile: its time is lost to the figure, not counted twice
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of `pids` together, in MB. */
export function residentMbOf(pids: readonly number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return Math.round(kb / 1024);
}
