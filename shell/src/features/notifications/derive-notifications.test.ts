import type { Conversation } from '@lezioni/contracts';
import { deriveNotifications } from './derive-notifications';

const NOW = new Date('2030-01-01T12:00:00Z');
const NAMES = { teacherName: 'Chiara Lombardi' };
const conversation = (
  id: string,
  unreadCount: number,
  lastMessageAt: string | null,
  studentName = 'Giulia',
): Conversation => ({
  id,
  studentName,
  unreadCount,
  lastMessageAt,
});

describe('deriveNotifications: the message rule (spec §9)', () => {
  it('when conversations have unread messages, then each gives a high-priority notification to /chat with the count', () => {
    const notifications = deriveNotifications(
      { conversations: [conversation('c1', 3, '2030-01-01T11:00:00Z'), conversation('c2', 1, '2030-01-01T10:00:00Z')] },
      NOW,
      'admin',
      NAMES,
    );

    expect(notifications).toEqual([
      {
        id: 'message:c1',
        type: 'message',
        title: '3 new messages',
        description: 'From Giulia',
        timestamp: '2030-01-01T11:00:00Z',
        read: false,
        actionUrl: '/chat',
        priority: 'high',
      },
      expect.objectContaining({ id: 'message:c2', title: '1 new message' }),
    ]);
  });

  it('when a conversation has no unread message, then it gives no notification', () => {
    expect(deriveNotifications({ conversations: [conversation('c1', 0, null)] }, NOW, 'admin', NAMES)).toEqual([]);
  });

  it('when nothing is loaded yet, then there are no notifications', () => {
    expect(deriveNotifications({}, NOW, 'student', NAMES)).toEqual([]);
  });

  it('when the admin reads them, then they name the student, or Student when the name is blank', () => {
    const notifications = deriveNotifications(
      {
        conversations: [
          conversation('c1', 1, '2030-01-01T11:00:00Z', 'Marco'),
          conversation('c2', 1, '2030-01-01T10:00:00Z', ' '),
        ],
      },
      NOW,
      'admin',
      NAMES,
    );

    expect(notifications.map((n) => n.description)).toEqual(['From Marco', 'From Student']);
  });

  it('when a student reads them, then they name the teacher', () => {
    const [notification] = deriveNotifications(
      { conversations: [conversation('c1', 2, '2030-01-01T11:00:00Z', 'Giulia')] },
      NOW,
      'student',
      NAMES,
    );

    expect(notification?.description).toBe('From Chiara Lombardi');
  });

  it('when several are derived, then the newest comes first, and one without a time counts as now', () => {
    const notifications = deriveNotifications(
      {
        conversations: [
          conversation('old', 1, '2029-12-31T08:00:00Z'),
          conversation('undated', 1, null),
          conversation('new', 1, '2030-01-01T11:59:00Z'),
        ],
      },
      NOW,
      'admin',
      NAMES,
    );

    expect(notifications.map((n) => n.id)).toEqual(['message:undated', 'message:new', 'message:old']);
    expect(notifications[0]?.timestamp).toBe(NOW.toISOString());
  });
});
