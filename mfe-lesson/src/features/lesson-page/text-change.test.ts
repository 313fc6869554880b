import * as Y from 'yjs';
import { applyTextChange, shiftIndex } from './text-change';

/** A text holding `initial`, and the updates each later edit makes. */
function textOf(initial: string) {
  const doc = new Y.Doc();
  const text = doc.getText('page');
  text.insert(0, initial);
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  return { text, updates };
}

describe('a textarea edit as a Yjs change', () => {
  it('when one word is replaced in the middle of a long page, then only that span changes, in one small update', () => {
    const before = `${'Una riga di appunti. '.repeat(50)}ho mangiato bene.`;
    const { text, updates } = textOf(before);
    const after = before.replace('mangiato', 'bevuto');

    text.doc!.transact(() => applyTextChange(text, before, after));

    expect(text.toString()).toBe(after);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.length).toBeLessThan(40);
  });

  it('when a repeated letter is typed, then the page still reads as the textarea does', () => {
    const { text } = textOf('aa');

    applyTextChange(text, 'aa', 'aaa');
    applyTextChange(text, 'aaa', '');

    expect(text.toString()).toBe('');
  });
});

describe("the caret under the other side's edits", () => {
  it('when text is inserted before the caret, then the caret moves on with its words; after it, it stays', () => {
    expect(shiftIndex(4, [{ insert: 'Lei: ' }])).toBe(9);
    expect(shiftIndex(4, [{ retain: 4 }, { insert: '!' }])).toBe(4);
    expect(shiftIndex(4, [{ retain: 6 }, { insert: 'dopo' }])).toBe(4);
  });

  it('when text before the caret is deleted, then the caret moves back, at most to where the deletion began', () => {
    expect(shiftIndex(10, [{ retain: 2 }, { delete: 3 }])).toBe(7);
    expect(shiftIndex(4, [{ retain: 2 }, { delete: 6 }])).toBe(2);
  });
});
