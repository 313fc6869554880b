import type { Logger } from './logger';
import type { Redis } from './redis';

/** How long `listen` waits for a (re)connecting subscriber before letting the stream open anyway. */
const SUBSCRIBE_WAIT_MS = 2_000;
const ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * JSON messages over Redis pub/sub, one channel per name under `channelPrefix`, so a message
 * published on one replica reaches the streams held by another (ARCHITECTURE D14). Publishing uses
 * the service's fail-fast client; listening uses ONE subscriber connection per process (a
 * `duplicate()`, made on first use), subscribed to the channels of the streams open here. The
 * subscriber reconnects by itself and then subscribes again to every channel still wanted; messages
 * published while it was away are lost (pages poll or resend).
 */
export function createFanOut<Message>(redis: Redis, channelPrefix: string, logger: Logger, label: string) {
  const channelOf = (name: string) => `${channelPrefix}${name}`;
  let subscriber: Redis | undefined;
  const wanted = new Set<string>();
  const handlers: Array<(name: string, message: Message) => void> = [];

  const connectSubscriber = (): Redis => {
    // Our own resubscription (on 'ready') knows every wanted channel, also those whose SUBSCRIBE failed.
    // Named for CLIENT LIST: an operator sees whose subscriber it is.
    const connection = redis.duplicate({ autoResubscribe: false, connectionName: `${channelPrefix}subscriber` });
    let lastLoggedAt = 0;
    connection.on('error', (err: Error) => {
      if (Date.now() - lastLoggedAt > ERROR_LOG_INTERVAL_MS) {
        lastLoggedAt = Date.now();
        logger.warn({ err: err.message }, `${label}: redis subscriber unavailable`);
      }
    });
    connection.on('ready', () => {
      if (wanted.size === 0) return;
      connection.subscribe(...wanted).catch((err: unknown) => {
        logger.warn({ err: (err as Error).message }, `${label}: could not subscribe again`);
      });
    });
    connection.on('message', (channel: string, payload: string) => {
      let message: Message;
      try {
        message = JSON.parse(payload) as Message;
      } catch {
        logger.warn({ channel }, `${label}: payload is not JSON, dropped`);
        return;
      }
      for (const handle of handlers) handle(channel.slice(channelPrefix.length), message);
    });
    return connection;
  };

  const whenReady = (connection: Redis): Promise<boolean> => {
    if (connection.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        connection.off('ready', onReady);
        resolve(false);
      }, SUBSCRIBE_WAIT_MS);
      connection.once('ready', onReady);
    });
  };

  return {
    /** Sends a message to every listener of the name, on any replica. Rejects while Redis is away. */
    async publish(name: string, message: Message): Promise<void> {
      await redis.publish(channelOf(name), JSON.stringify(message));
    },

    /**
     * Subscribes to the name's channel; resolves once Redis confirmed it, or (Redis away) once it is
     * wanted, to be subscribed when the connection is back. Never rejects.
     */
    async listen(name: string): Promise<void> {
      const channel = channelOf(name);
      wanted.add(channel);
      subscriber ??= connectSubscriber();
      const connection = subscriber;
      if (!(await whenReady(connection)) || !wanted.has(channel)) return;
      await connection.subscribe(channel).catch((err: unknown) => {
        logger.warn({ err: (err as Error).message, channel }, `${label}: subscribe failed, retried on reconnect`);
      });
    },

    async unlisten(name: string): Promise<void> {
      const channel = channelOf(name);
      wanted.delete(channel);
      if (subscriber?.status !== 'ready') return;
      // A failure leaves a channel subscribed that nobody listens to here: harmless, and gone on reconnect.
      await subscriber.unsubscribe(channel).catch(() => undefined);
    },

    onMessage(handle: (name: string, message: Message) => void): void {
      handlers.push(handle);
    },

    close(): void {
      wanted.clear();
      subscriber?.disconnect();
      subscriber = undefined;
    },
  };
}
export type FanOut<Message> = ReturnType<typeof createFanOut<Message>>;
