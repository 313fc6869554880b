import * as Y from 'yjs';
import type { RequestError } from '@lezioni/web-kit';
import { LESSON_PAGE_TEXT } from '@lezioni/contracts/values';

/** Keystrokes within this long go in one POST: a word typed is a request or two, not one per key. */
export const PAGE_BATCH_MS = 150;
/** After a failed send (offline, a server away) the page reads the server again this long after. */
export const PAGE_RETRY_MS = 3_000;

/** What happens to the page's edits now. */
export type PageStatus =
  | { kind: 'loading' }
  | { kind: 'ready'; isEditable: boolean }
  /** Edits are kept here and sent once the server answers again. */
  | { kind: 'offline' }
  /** The server refused an edit (the page full, or unreadable): the page is the server's again. */
  | { kind: 'refused'; message: string };

/** Marks the changes that came from the server: they are not sent back. */
export const FROM_SERVER = Symbol('from the server');

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

type PageSyncOptions = {
  /** GET the page: its state (base64) and whether the caller may write. */
  load: () => Promise<{ state: string; isEditable: boolean }>;
  /** POST one update (base64); rejects with the RequestError. */
  send: (update: string) => Promise<void>;
  onStatus: (status: PageStatus) => void;
  /** The document changed (and was replaced, on a reset): read its text again. */
  onDocument: (doc: Y.Doc) => void;
};

/**
 * The lesson page's Yjs document kept in step with the server: local edits are sent in batches (one
 * POST at a time, only what changed), updates from the room's stream are applied, and a resync (on
 * start, on the stream's reconnecting, after a failed send) reads the server's state and sends what
 * it lacks, so edits made offline merge. A refused edit (413, 400) gives the page back to the server.
 */
export function createPageSync({ load, send, onStatus, onDocument }: PageSyncOptions) {
  let doc = new Y.Doc();
  let isEditable = false;
  let isLoaded = false;
  let isStopped = false;
  /** Local updates not sent yet; `hasUnconfirmed`: local edits the server may not have. */
  let pending: Uint8Array[] = [];
  let hasUnconfirmed = false;
  let sending: Promise<void> | null = null;
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === FROM_SERVER) return;
    pending.push(update);
    hasUnconfirmed = true;
    batchTimer ??= setTimeout(flush, PAGE_BATCH_MS);
  };
  const adopt = (next: Y.Doc) => {
    doc.off('update', onUpdate);
    doc.destroy();
    doc = next;
    doc.on('update', onUpdate);
    onDocument(doc);
  };
  doc.on('update', onUpdate);

  const retryLater = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void resync(), PAGE_RETRY_MS);
  };

  /** The server's state replaces the document: what it refused is dropped. */
  const reset = async (message: string) => {
    pending = [];
    hasUnconfirmed = false;
    onStatus({ kind: 'refused', message });
    const page = await load();
    const fresh = new Y.Doc();
    Y.applyUpdate(fresh, fromBase64(page.state), FROM_SERVER);
    adopt(fresh);
  };

  function flush(): void {
    batchTimer = undefined;
    if (isStopped || !isLoaded || sending || pending.length === 0) return;
    const batch = Y.mergeUpdates(pending);
    pending = [];
    sending = send(toBase64(batch))
      .then(() => {
        if (pending.length === 0) hasUnconfirmed = false;
        onStatus({ kind: 'ready', isEditable });
      })
      .catch(async (error: RequestError) => {
        if (error.code === 'room_closed') {
          isEditable = false;
          onStatus({ kind: 'ready', isEditable });
        } else if (error.code === 'page_too_large' || error.code === 'page_update_invalid') {
          await reset(error.message).catch(retryLater);
        } else {
          // Offline, the server away, too many at once: kept, and sent with the next resync.
          pending.unshift(batch);
          onStatus({ kind: 'offline' });
          retryLater();
        }
      })
      .finally(() => {
        sending = null;
        if (pending.length > 0 && !batchTimer) batchTimer = setTimeout(flush, PAGE_BATCH_MS);
      });
  }

  /** Reads the server's state, merges it in and sends what the server lacks (edits made offline). */
  async function resync(): Promise<void> {
    clearTimeout(retryTimer);
    await sending;
    try {
      const page = await load();
      if (isStopped) return;
      const state = fromBase64(page.state);
      Y.applyUpdate(doc, state, FROM_SERVER);
      isEditable = page.isEditable;
      isLoaded = true;
      onDocument(doc);
      if (hasUnconfirmed && isEditable) pending = [Y.encodeStateAsUpdate(doc, Y.encodeStateVectorFromUpdate(state))];
      else pending = [];
      onStatus({ kind: 'ready', isEditable });
      flush();
    } catch {
      if (isStopped) return;
      onStatus(isLoaded ? { kind: 'offline' } : { kind: 'loading' });
      retryLater();
    }
  }

  return {
    get doc() {
      return doc;
    },
    text: () => doc.getText(LESSON_PAGE_TEXT),
    resync,
    /** An update from the room's stream (base64); one whose predecessors were missed asks for the state. */
    receive(update: string): void {
      Y.applyUpdate(doc, fromBase64(update), FROM_SERVER);
      if (doc.store.pendingStructs || doc.store.pendingDs) void resync();
    },
    stop(): void {
      isStopped = true;
      clearTimeout(batchTimer);
      clearTimeout(retryTimer);
      doc.off('update', onUpdate);
      doc.destroy();
    },
  };
}
export type PageSync = ReturnType<typeof createPageSync>;
