/**
 * The room's event stream of the call under way, shared with what else in the room reads it (the
 * lesson page's `page` events): one stream per tab, since each is a presence and counts against the
 * user's few (ARCHITECTURE D23).
 */
type Watcher = (events: EventSource | null) => void;

const streams = new Map<string, EventSource>();
const watchers = new Map<string, Set<Watcher>>();

/** The call opened (or closed, `null`) the room's stream. */
export function shareRoomStream(bookingId: string, events: EventSource | null): void {
  if (events) streams.set(bookingId, events);
  else streams.delete(bookingId);
  for (const watch of watchers.get(bookingId) ?? []) watch(events);
}

/** Calls `watch` with the room's stream now and whenever the call opens another (or closes it); returns the unsubscription. */
export function watchRoomStream(bookingId: string, watch: Watcher): () => void {
  const set = watchers.get(bookingId) ?? new Set<Watcher>();
  watchers.set(bookingId, set);
  set.add(watch);
  watch(streams.get(bookingId) ?? null);
  return () => {
    set.delete(watch);
    if (set.size === 0) watchers.delete(bookingId);
  };
}
