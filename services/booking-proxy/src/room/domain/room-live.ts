import type { Role, RoomEvent } from '@lezioni/contracts';
import { createSessionStreams, type SessionUser } from '@lezioni/service-kit';
import type { RoomEventsStore } from '../data/room-events.store';

/**
 * An open room stream, as the HTTP layer gives it to the hub: which side's (only the room's two
 * participants open one), and how to reach it.
 */
export type RoomStream = { role: Role; send(event: RoomEvent): void; end(): void };

/**
 * The room streams open in this process, by room. The store delivers what any replica publishes;
 * presence and page updates go to every stream of the room, a signal only to the other side's streams.
 */
export function createRoomHub(store: RoomEventsStore) {
  const rooms = new Map<string, { streams: Set<RoomStream>; listening: Promise<void> }>();
  /** Whose session each open stream was opened with: a revoked session's streams are ended. */
  const sessions = createSessionStreams();

  store.onMessage((bookingId, message) => {
    for (const stream of [...(rooms.get(bookingId)?.streams ?? [])]) {
      if (message.type === 'presence' || message.type === 'page') stream.send(message);
      else if (message.toRole === stream.role)
        stream.send({ type: 'signal', fromId: message.fromId, signal: message.signal });
    }
  });

  return {
    /** Registers a stream of the room opened by `caller`; resolves once what is published from then on reaches it. */
    async open(bookingId: string, caller: SessionUser, stream: RoomStream): Promise<() => void> {
      let entry = rooms.get(bookingId);
      if (!entry) {
        entry = { streams: new Set(), listening: store.listen(bookingId) };
        rooms.set(bookingId, entry);
      }
      entry.streams.add(stream);
      const letGo = sessions.hold(caller, stream);
      await entry.listening;
      return () => {
        letGo();
        const current = rooms.get(bookingId);
        if (!current?.streams.delete(stream) || current.streams.size > 0) return;
        rooms.delete(bookingId);
        void store.unlisten(bookingId);
      };
    },

    /** Ends the streams open here whose session has been revoked since (service-kit's endRevokedStreams runs it). */
    endRevoked: sessions.endRevoked,

    /** Ends every stream open here (shutdown): the browsers reconnect to another replica. */
    endAll(): void {
      for (const entry of [...rooms.values()]) for (const stream of [...entry.streams]) stream.end();
    },
  };
}
export type RoomHub = ReturnType<typeof createRoomHub>;
