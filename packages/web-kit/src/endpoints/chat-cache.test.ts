import type { Conversation, Message } from '@lezioni/contracts';
import { applyConversationChange } from './conversations';
import { MESSAGES_PAGE_SIZE } from '@lezioni/contracts/values';
import { appendMessage, mergeMessages, withLatestPage } from './messages';

const message = (id: string, createdAt: string): Message => ({
  id,
  senderId: 'u1',
  content: id,
  messageType: 'text',
  fileUrl: null,
  fileName: null,
  fileSize: null,
  createdAt,
});
const conversation = (id: string, lastMessageAt: string | null): Conversation => ({
  id,
  studentId: `s-${id}`,
  studentName: `Student ${id}`,
  unreadCount: 0,
  lastMessageAt,
});

describe('appendMessage', () => {
  it('when the message is new, then it goes last', () => {
    const list = [message('a', '2030-01-01T10:00:00Z')];

    expect(appendMessage(list, message('b', '2030-01-01T10:01:00Z')).map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('when the message is already there, then it is replaced, not repeated', () => {
    const list = [message('a', '2030-01-01T10:00:00Z'), message('b', '2030-01-01T10:01:00Z')];
    const edited = { ...message('a', '2030-01-01T10:00:00Z'), content: 'again' };

    expect(appendMessage(list, edited)).toEqual([edited, list[1]]);
  });

  it('when an older message arrives late, then the list stays oldest first', () => {
    const list = [message('a', '2030-01-01T10:00:00Z'), message('c', '2030-01-01T10:02:00Z')];

    expect(appendMessage(list, message('b', '2030-01-01T10:01:00Z')).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('mergeMessages and withLatestPage', () => {
  const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute)).toISOString();
  const ids = (list: readonly Message[]) => list.map((m) => m.id);

  it('when an older page joins, then it goes in front, and at one time the older page’s come first', () => {
    const held = [message('c', at(5)), message('d', at(6))];
    const older = [message('a', at(4)), message('b', at(5))];

    expect(ids(mergeMessages(older, held))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('when the latest page moved on, then messages it no longer holds stay in front of it', () => {
    const held = [message('a', at(1)), message('b', at(2)), message('c', at(3))];

    expect(ids(withLatestPage(held, [message('b', at(2)), message('c', at(3)), message('d', at(4))]))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('when the latest page is unchanged, then the held list itself comes back (nothing renders again)', () => {
    const held = [message('a', at(1)), message('b', at(2))];

    expect(withLatestPage(held, [message('a', at(1)), message('b', at(2))])).toBe(held);
  });

  it('when a full latest page shares nothing with what is held, then it replaces it: a gap may lie between', () => {
    const held = [message('old', at(0))];
    const page = Array.from({ length: MESSAGES_PAGE_SIZE }, (_, n) => message(`new-${n}`, at(10 + n)));

    expect(withLatestPage(held, page)).toBe(page);
  });
});

describe('applyConversationChange', () => {
  it('when the conversation is listed, then its count and activity change and the newest comes first', () => {
    const list = [
      conversation('a', '2030-01-01T10:00:00Z'),
      conversation('b', '2030-01-01T09:00:00Z'),
      conversation('c', null),
    ];

    const next = applyConversationChange(list, { id: 'b', unreadCount: 2, lastMessageAt: '2030-01-01T11:00:00Z' });

    expect(next?.map((c) => [c.id, c.unreadCount])).toEqual([
      ['b', 2],
      ['a', 0],
      ['c', 0],
    ]);
    expect(next?.[0]?.studentName).toBe('Student b');
  });

  it('when the conversation is not listed, then there is nothing to patch', () => {
    expect(
      applyConversationChange([conversation('a', null)], { id: 'z', unreadCount: 1, lastMessageAt: null }),
    ).toBeNull();
  });
});
