import type { ConversationEvent, MessageEvent } from '@lezioni/contracts';
import type { Logger, Redis } from '@lezioni/service-kit';

/** Who receives an event: every admin (the teacher's side) or one user. */
export type Audience = 'admins' | `user:${string}`;

export type LiveEvent = { type: 'message'; data: MessageEvent } | { type: 'conversation'; data: ConversationEvent };

/** How long `listen` waits for a (re)connecting subscriber before letting the stream open anyway. */
const SUBSCRIBE_WAIT_MS = 2_000;
const ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * Live events over Redis pub/sub (ARCHITECTURE D14), so a message posted on one replica reaches a
 * stream held by another. Publishing uses the service's fail-fast client; listening uses ONE
 * subscriber connection per service (a `duplicate()`, made on first use), subscribed to the
 * channels of the streams open here. The subscriber reconnects by itself and then subscribes again
 * to every channel still wanted; events published while it was away are lost (clients poll too).
 */
export function createEventsStore(redis: Redis, prefix: string, logger: Logger) {
  // Under the platform's prefix: two platforms on one Redis must not hear each other's 'admins'.
  const channelPrefix = `${prefix}:chat:events:`;
  const channelOf = (audience: Audience) => `${channelPrefix}${audience}`;
  const audienceOf = (channel: string) => channel.slice(channelPrefix.length) as Audience;
  let subscriber: Redis | undefined;
  const wanted = new Set<string>();
  const handlers: Array<(audience: Audience, event: LiveEvent) => void> = [];

  const connectSubscriber = (): Redis => {
    // Our own resubscription (on 'ready') knows every wanted channel, also those whose SUBSCRIBE failed.
    const connection = redis.duplicate({ autoResubscribe: false });
    let lastLoggedAt = 0;
    connection.on('error', (err: Error) => {
      if (Date.now() - lastLoggedAt > ERROR_LOG_INTERVAL_MS) {
        lastLoggedAt = Date.now();
        logger.warn({ err: err.message }, 'chat events: redis subscriber unavailable');
      }
    });
    connection.on('ready', () => {
      if (wanted.size === 0) return;
      connection.subscribe(...wanted).catch((err: unknown) => {
        logger.warn({ err: (err as Error).message }, 'chat events: could not subscribe again');
      });
    });
    connection.on('message', (channel: string, payload: string) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(payload) as LiveEvent;
      } catch {
        logger.warn({ channel }, 'chat events: payload is not JSON, dropped');
        return;
      }
      for (const handle of handlers) handle(audienceOf(channel), event);
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
    /** Sends an event to every stream of the audience, on any replica. Rejects while Redis is away. */
    async publish(audience: Audience, event: LiveEvent): Promise<void> {
      await redis.publish(channelOf(audience), JSON.stringify(event));
    },

    /**
     * Subscribes to the audience's channel; resolves once Redis confirmed it, or (Redis away) once
     * it is wanted, to be subscribed when the connection is back. Never rejects.
     */
    async listen(audience: Audience): Promise<void> {
      const channel = channelOf(audience);
      wanted.add(channel);
      subscriber ??= connectSubscriber();
      const connection = subscriber;
      if (!(await whenReady(connection)) || !wanted.has(channel)) return;
      await connection.subscribe(channel).catch((err: unknown) => {
        logger.warn({ err: (err as Error).message, channel }, 'chat events: subscribe failed, retried on reconnect');
      });
    },

    async unlisten(audience: Audience): Promise<void> {
      const channel = channelOf(audience);
      wanted.delete(channel);
      if (subscriber?.status !== 'ready') return;
      // A failure leaves a channel subscribed that nobody listens to here: harmless, and gone on reconnect.
      await subscriber.unsubscribe(channel).catch(() => undefined);
    },

    onEvent(handle: (audience: Audience, event: LiveEvent) => void): void {
      handlers.push(handle);
    },

    close(): void {
      wanted.clear();
      subscriber?.disconnect();
      subscriber = undefined;
    },
  };
}
export type EventsStore = ReturnType<typeof createEventsStore>;
