import type { ConversationRef } from '../data/conversations.repository';
import type { SenderRole } from '../data/db';
import type { Audience, EventsStore, LiveEvent } from '../data/events.store';
import type { Message } from '@lezioni/contracts';
import { createSessionStreams, type SessionUser } from '@lezioni/service-kit';
import { sideOf, type ChatUser } from './access';
import type { ChatDeps } from './deps';

export type { LiveEvent };

/** An open event stream, as the HTTP layer gives it to the hub. */
export type LiveStream = { send(event: LiveEvent): void; end(): void };

/** The teacher's side shares one audience (their counts are the same); a student has their own. */
const audienceOfSide = (side: SenderRole, studentId: string): Audience =>
  side === 'admin' ? 'admins' : `user:${studentId}`;
const audienceOf = (user: ChatUser): Audience => audienceOfSide(sideOf(user), user.id);

/**
 * The streams open in this process, by audience. The store delivers each event published on any
 * replica; the hub hands it to the streams here that may see it. A channel is listened to while at
 * least one stream of its audience is open here.
 */
export function createLiveHub(store: EventsStore) {
  const audiences = new Map<Audience, { streams: Set<LiveStream>; listening: Promise<void> }>();
  /** Whose session each open stream was opened with: a revoked session's streams are ended. */
  const sessions = createSessionStreams();

  store.onEvent((audience, event) => {
    for (const stream of [...(audiences.get(audience)?.streams ?? [])]) stream.send(event);
  });

  return {
    /**
     * Registers a stream for the user's events. Resolves once events published from then on reach
     * it (or once Redis is found away), with the function that unregisters it.
     */
    async open(user: SessionUser, stream: LiveStream): Promise<() => void> {
      const audience = audienceOf(user);
      let entry = audiences.get(audience);
      if (!entry) {
        entry = { streams: new Set(), listening: store.listen(audience) };
        audiences.set(audience, entry);
      }
      entry.streams.add(stream);
      const letGo = sessions.hold(user, stream);
      await entry.listening;
      return () => {
        letGo();
        const current = audiences.get(audience);
        if (!current?.streams.delete(stream) || current.streams.size > 0) return;
        audiences.delete(audience);
        void store.unlisten(audience);
      };
    },

    /** Ends the streams open here whose session has been revoked since (service-kit's endRevokedStreams runs it). */
    endRevoked: sessions.endRevoked,

    /** Ends every stream open here (shutdown): clients reconnect to another replica. */
    endAll(): void {
      for (const entry of [...audiences.values()]) for (const stream of [...entry.streams]) stream.end();
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;

/**
 * Tells both sides about a new message: the message itself (the sender's other tabs too) and each
 * side's own unread count. A failure is logged, not thrown: the message is stored, and clients
 * that missed the event see it at their next poll (ARCHITECTURE D14).
 */
export async function announceMessage(deps: ChatDeps, conversation: ConversationRef, message: Message): Promise<void> {
  const messageEvent: LiveEvent = { type: 'message', data: { conversationId: conversation.id, message } };
  await Promise.all(
    (['student', 'admin'] as const).map(async (side) => {
      const audience = audienceOfSide(side, conversation.studentId);
      await deps.events.publish(audience, messageEvent);
      await announceCount(deps, conversation, side);
    }),
  ).catch((err: unknown) => deps.logger.warn({ err, conversationId: conversation.id }, 'chat event not published'));
}

/** Tells one side its changed unread count and last activity. Rejects when Redis is away. */
export async function announceCount(deps: ChatDeps, conversation: ConversationRef, side: SenderRole): Promise<void> {
  const summary = await deps.conversations.summaryFor(conversation.id, side);
  if (!summary) return;
  await deps.events.publish(audienceOfSide(side, conversation.studentId), { type: 'conversation', data: summary });
}
