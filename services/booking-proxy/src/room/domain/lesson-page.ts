import * as Y from 'yjs';
import {
  LESSON_PAGE_MAX_BYTES,
  LESSON_PAGE_TEXT,
  ROOM_TEXTS,
  isRoomOpen,
  roomWindow,
  type LessonPage,
} from '@lezioni/contracts';
import { AppError, tooManyRequests, type SessionUser } from '@lezioni/service-kit';
import type { RoomDeps } from './deps';
import { enterRoom, lessonOfParticipant } from './room';

type Caller = Pick<SessionUser, 'id' | 'role' | 'name'>;

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const EMPTY_STATE = Y.encodeStateAsUpdate(new Y.Doc());

/**
 * The lesson's shared page, to its two people at any time (the room's `forbidden` to anyone else):
 * during the lesson to write on, afterwards as part of the lesson's record, read-only.
 */
export async function readLessonPage(
  deps: RoomDeps,
  caller: Caller,
  bookingId: string,
  now: Date,
): Promise<LessonPage> {
  const { lesson } = await lessonOfParticipant(deps, caller, bookingId);
  const page = await deps.lessonPages.find(bookingId);
  const isWritten = page !== undefined && page.state.length > 0;
  return {
    bookingId: lesson.id,
    state: toBase64(isWritten ? page.state : EMPTY_STATE),
    text: isWritten ? page.text : '',
    updatedAt: isWritten ? page.updatedAt.toISOString() : null,
    isEditable: !lesson.cancelledAt && isRoomOpen(roomWindow(lesson), now),
  };
}

/** The document of `state` (none: empty) with `update` applied: its new state and text. */
function merge(state: Uint8Array | null, update: Uint8Array): { state: Uint8Array; text: string } {
  const doc = new Y.Doc();
  try {
    if (state) Y.applyUpdate(doc, state);
    Y.applyUpdate(doc, update);
    return { state: Y.encodeStateAsUpdate(doc), text: doc.getText(LESSON_PAGE_TEXT).toString() };
  } catch {
    // Bytes that are no Yjs update (a decoding error): nothing of them is kept.
    throw new AppError('page_update_invalid', ROOM_TEXTS.pageUpdateInvalid);
  } finally {
    doc.destroy();
  }
}

/**
 * Applies a Yjs update to the lesson's page, if the caller may be in the room now (enterRoom's
 * rules) and has updates left this minute: merged under the page's row lock, so updates from both
 * sides on any replica all survive, then sent to every stream of the room (the other side, and the
 * writer's other tabs). A page past LESSON_PAGE_MAX_BYTES takes only updates that shrink it.
 */
export async function updateLessonPage(
  deps: RoomDeps,
  caller: Caller,
  bookingId: string,
  update: Uint8Array,
  now: Date,
): Promise<void> {
  await enterRoom(deps, caller, bookingId, now);
  if (await deps.room.pageUpdatesPerMinute.hit(caller.id)) throw tooManyRequests();
  await deps.inTransaction(async (data) => {
    const state = await data.lessonPages.lockState(bookingId, now);
    const merged = merge(state, update);
    if (merged.state.length > LESSON_PAGE_MAX_BYTES && merged.state.length > (state?.length ?? 0))
      throw new AppError('page_too_large', ROOM_TEXTS.pageTooLarge);
    await data.lessonPages.save(bookingId, { ...merged, updatedAt: now });
  });
  // Saved: a stream that misses this catches up when its page reads the state again (on reconnecting).
  await deps.room.events.publish(bookingId, { type: 'page', update: toBase64(update) }).catch((err: unknown) => {
    deps.logger.warn({ err, bookingId }, 'room: page update saved, not relayed');
  });
}
