import type * as Y from 'yjs';

/**
 * Applies the textarea's edit (`before` became `after`) to `text` as one delete and one insert at
 * the span that changed: a keystroke is a one-character insert, whose Yjs update is a few bytes.
 */
export function applyTextChange(text: Y.Text, before: string, after: string): void {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < shorter - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
  const removed = before.length - start - end;
  if (removed > 0) text.delete(start, removed);
  const inserted = after.slice(start, after.length - end);
  if (inserted) text.insert(start, inserted);
}

/**
 * Where `index` (of the text before) lands after a change described by `delta` (a Y.Text event's, on
 * the text before): what is inserted before it pushes it on, what is deleted before it pulls it back.
 */
export function shiftIndex(
  index: number,
  delta: Array<{ retain?: number; insert?: unknown; delete?: number }>,
): number {
  let position = 0;
  let shifted = index;
  for (const op of delta) {
    if (position >= index) break;
    if (op.retain) position += op.retain;
    else if (typeof op.insert === 'string') shifted += op.insert.length;
    else if (op.delete) {
      shifted -= Math.min(op.delete, index - position);
      position += op.delete;
    }
  }
  return Math.max(0, shifted);
}
