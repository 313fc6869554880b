import { ADMIN, CONFIG, STUDENT, conversation, message } from '../../testing/chat-fixtures';
import {
  buildSendRequest,
  canSendMessage,
  chooseConversation,
  countUnreadMessages,
  initialsOf,
  latestIncomingMessageId,
  partnerNameFor,
} from './chat-logic';

describe('chat rules', () => {
  it('when the admin reads a conversation, then it bears the student name (or Student); a student sees the teacher', () => {
    expect(partnerNameFor(conversation({ studentName: 'Marco' }), ADMIN, CONFIG, 'Student')).toBe('Marco');
    expect(partnerNameFor(conversation({ studentName: '' }), ADMIN, CONFIG, 'Student')).toBe('Student');
    expect(partnerNameFor(conversation({ studentName: 'Marco' }), STUDENT, CONFIG, 'Student')).toBe('Chiara Lombardi');
  });

  it('when nothing or a vanished conversation was picked, then the first is selected', () => {
    const list = [conversation({ id: 'a' }), conversation({ id: 'b' })];

    expect(chooseConversation(list, undefined)?.id).toBe('a');
    expect(chooseConversation(list, 'b')?.id).toBe('b');
    expect(chooseConversation(list, 'gone')?.id).toBe('a');
    expect(chooseConversation([], 'a')).toBeUndefined();
  });

  it('when several conversations have unread messages, then the widget counts them all', () => {
    const list = [conversation({ unreadCount: 4 }), conversation({ unreadCount: 0 }), conversation({ unreadCount: 8 })];

    expect(countUnreadMessages(list)).toBe(12);
  });

  it('when text is blank and no file is attached, then nothing may be sent (spec §5)', () => {
    expect(canSendMessage('  \n ', false)).toBe(false);
    expect(canSendMessage(' x ', false)).toBe(true);
    expect(canSendMessage('', true)).toBe(true);
    expect(buildSendRequest('   ')).toBeUndefined();
  });

  it('when text is sent, then it is trimmed; with a file, it becomes a file message with the text as caption', () => {
    const upload = { fileUrl: '/api/files/f1', fileName: 'a.pdf', fileSize: 10 };

    expect(buildSendRequest('  Ciao  ')).toEqual({ content: 'Ciao', messageType: 'text' });
    expect(buildSendRequest('  ', upload)).toEqual({ content: '', messageType: 'file', ...upload });
  });

  it('when looking for the newest message from the other person, then own messages are skipped', () => {
    const theirs = message({ senderId: ADMIN.id });
    const mine = message({ senderId: STUDENT.id });

    expect(latestIncomingMessageId([theirs, mine], STUDENT.id)).toBe(theirs.id);
    expect(latestIncomingMessageId([mine], STUDENT.id)).toBeUndefined();
  });

  it('when a name is given, then the avatar shows its initials', () => {
    expect(initialsOf('Giulia Maria Rossi')).toBe('GR');
    expect(initialsOf('marco')).toBe('MA');
    expect(initialsOf('  ')).toBe('?');
  });
});
