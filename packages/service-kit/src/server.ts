import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { ConfigError } from './config';

type Started = { app?: Express; port?: number; logger: Logger; close: Array<() => Promise<unknown>> };

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts a service process: builds it, listens if it is an HTTP service, and on SIGTERM or SIGINT
 * stops accepting, lets in-flight requests finish, then closes pools. A bad config exits with its
 * message; any uncaught error exits too, for the supervisor to restart a clean process.
 */
export async function runService(name: string, start: () => Promise<Started>): Promise<void> {
  let started: Started;
  try {
    started = await start();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${name}: ${err.message}\n`);
    } else {
      process.stderr.write(`${name}: failed to start: ${(err as Error).stack ?? String(err)}\n`);
    }
    process.exit(1);
  }
  const { logger } = started;

  let server: Server | undefined;
  if (started.app && started.port !== undefined) {
    server = started.app.listen(started.port, () => logger.info({ port: started.port }, `${name} listening`));
    server.on('error', (err) => {
      logger.fatal({ err }, 'cannot listen');
      process.exit(1);
    });
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    if (server) {
      const closed = new Promise((resolve) => server!.close(resolve));
      // Keep-alive sockets go idle as their last response ends; close each as soon as it does.
      const sweep = setInterval(() => server!.closeIdleConnections(), 50);
      server.closeIdleConnections();
      await closed;
      clearInterval(sweep);
    }
    await Promise.allSettled(started.close.map((close) => close()));
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
