import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Migration } from 'kysely';
import { z } from 'zod';
import { ConfigError, DATABASE_ENV, parseEnv } from './config';
import { createDb, migrateToLatest } from './db';
import { createTimedServer, type BeforeApp } from './request-timeouts';

/** What a service's `start` returns: built, migrated, connected, not yet listening. */
export type RunningService = {
  app: Express;
  /**
   * Sees each request before the app and answers it, or passes it on with `toApp`: for the few
   * answers so frequent that Express's routing and middleware would be most of their cost.
   */
  first?: BeforeApp;
  /** The port from the service's configuration. */
  port: number;
  /** The address from the service's configuration (HOST); unset, every interface. */
  host?: string;
  logger: Logger;
  /**
   * Called as the server stops accepting: ends responses that would never end by themselves (event
   * streams), so draining the open requests can finish.
   */
  drain?: () => void;
  /** Resolves when work that requests left running after their answer (e.g. queuing a mail) is done. */
  settled?: () => Promise<void>;
  /** Lets go of what `start` opened (pools, queues); runs after the server has drained. */
  close: () => Promise<void>;
};

/**
 * How every service starts, from its environment: `server.ts` runs it as a process, the
 * integration harness in the test's process, the launcher through `server.ts`.
 */
export type StartService = (env: NodeJS.ProcessEnv) => Promise<RunningService>;

export type ServedService = {
  server: http.Server;
  url: string;
  /** Stops accepting, lets in-flight requests finish, then closes the service. */
  stop: () => Promise<void>;
};

const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Listens for a started service; port 0 picks a free one (tests). */
export async function serve(
  service: RunningService,
  options: { port: number; host?: string } = { port: service.port, host: service.host },
): Promise<ServedService> {
  const server = createTimedServer(service.app, service.first);
  // Longer than the gateway's idle sockets (30 s), so the gateway, not the service, closes an idle
  // pooled connection: a service closing it first could race a request the gateway just sent on it.
  // (The headers deadline runs only while a request is arriving: it cuts no idle kept-alive connection.)
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Connections that have not sent a request yet: closeIdleConnections leaves them open, so a
  // client that connected and said nothing (a pool reconnecting after an aborted call) would hold
  // the shutdown until its timeout.
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (req: http.IncomingMessage) => unused.delete(req.socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      service.drain?.();
      // Keep-alive sockets go idle as their last response ends; close each as soon as it does.
      const closeIdle = () => {
        server.closeIdleConnections();
        for (const socket of unused) socket.destroy();
      };
      const sweep = setInterval(closeIdle, 50);
      closeIdle();
      await closed;
      clearInterval(sweep);
      await service.close();
    },
  };
}

/** How long a stopping process may drain before it exits anyway; deployments wait longer than this. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** A service's own schema and its migrations, for `server.js migrate`. */
export type OwnSchema = { schema: string; migrations: Record<string, Migration> };

/** Applies the schema's migrations with DATABASE_URL alone, then exits: 0 when the schema is up to date. */
async function migrateAndExit(name: string, own: OwnSchema | undefined): Promise<never> {
  if (!own) {
    process.stderr.write(`${name}: has no database schema to migrate\n`);
    process.exit(1);
  }
  try {
    const { DATABASE_URL } = parseEnv(z.object(DATABASE_ENV), process.env);
    const db = createDb({ url: DATABASE_URL, schema: own.schema, max: 1 });
    try {
      await migrateToLatest(db, own.schema, own.migrations);
    } finally {
      await db.destroy();
    }
  } catch (err) {
    const message =
      err instanceof ConfigError ? err.message : `migration failed: ${(err as Error).stack ?? String(err)}`;
    process.stderr.write(`${name}: ${message}\n`);
    process.exit(1);
  }
  process.stdout.write(`${name}: schema "${own.schema}" is up to date\n`);
  process.exit(0);
}

/**
 * Runs a service as this process: starts and serves it, and on SIGTERM or SIGINT stops it
 * gracefully. A bad config exits with its message; any uncaught error exits too, for the
 * supervisor to restart a clean process. With the argument `migrate` it only migrates its schema
 * (once per release, before replicas that run with MIGRATE_AT_START=false).
 */
export async function runService(name: string, start: StartService, own?: OwnSchema): Promise<void> {
  if (process.argv[2] === 'migrate') await migrateAndExit(name, own);
  let service: RunningService;
  let served: ServedService;
  try {
    service = await start(process.env);
    served = await serve(service);
  } catch (err) {
    const message =
      err instanceof ConfigError ? err.message : `failed to start: ${(err as Error).stack ?? String(err)}`;
    process.stderr.write(`${name}: ${message}\n`);
    process.exit(1);
  }
  const { logger } = service;
  logger.info({ port: service.port, host: service.host ?? 'every interface' }, `${name} listening`);

  let isStopping = false;
  const shutdown = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await served.stop().catch((err: unknown) => logger.error({ err }, 'shutdown failed'));
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception');
    process.exit(1);
  });
  process.on('unhandledRejection', (err) => {
    logger.fatal({ err }, 'unhandled rejection');
    process.exit(1);
  });
}
