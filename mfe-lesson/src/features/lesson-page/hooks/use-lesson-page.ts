import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { createPageSync, type PageStatus } from '../page-sync';
import { watchRoomStream } from '../../../utils/room-stream';
import { useLazyGetLessonPageQuery, useUpdateLessonPageMutation } from '../api';

/**
 * The lesson page's document, kept in step with the server and the room's stream: `page` events are
 * applied as they come, and each (re)connection of the stream, or the browser's coming back online,
 * reads the server's state again and sends the edits made meanwhile.
 */
export function useLessonPage(bookingId: string) {
  const [loadPage] = useLazyGetLessonPageQuery();
  const [updatePage] = useUpdateLessonPageMutation();
  const [status, setStatus] = useState<PageStatus>({ kind: 'loading' });
  const [doc, setDoc] = useState<Y.Doc | null>(null);

  useEffect(() => {
    const sync = createPageSync({
      load: () => loadPage(bookingId).unwrap(),
      send: (update) => updatePage({ bookingId, update }).unwrap(),
      onStatus: setStatus,
      onDocument: setDoc,
    });
    void sync.resync();
    const onPage = (message: Event) => {
      try {
        const { update } = JSON.parse((message as MessageEvent<string>).data) as { update?: unknown };
        if (typeof update === 'string') sync.receive(update);
      } catch {
        // Not a page update: the next resync brings the page in step anyway.
      }
    };
    const onOpen = () => void sync.resync();
    let stream: EventSource | null = null;
    // The call's own stream (one per tab: each is a presence and counts against the user's few).
    const unwatch = watchRoomStream(bookingId, (events) => {
      stream?.removeEventListener('page', onPage);
      stream?.removeEventListener('open', onOpen);
      stream = events;
      stream?.addEventListener('page', onPage);
      stream?.addEventListener('open', onOpen);
    });
    window.addEventListener('online', onOpen);
    return () => {
      unwatch();
      stream?.removeEventListener('page', onPage);
      stream?.removeEventListener('open', onOpen);
      window.removeEventListener('online', onOpen);
      sync.stop();
    };
  }, [bookingId, loadPage, updatePage]);

  return { doc, status };
}
