import type { Conversation, Message, RuntimeConfig, User } from '@lezioni/contracts';

export const CONFIG: RuntimeConfig = {
  teacherName: 'Chiara Lombardi',
  teacherAvatarUrl: 'https://cdn.example/chiara.jpg',
  videoId: 'v',
  bookingPageUrl: '',
  bookingDashboardUrl: '',
  productionHost: 'lezioni.example',
  remotes: {},
};

export const STUDENT: User = { id: 'u1', name: 'Giulia Rossi', email: 'giulia@example.com', role: 'student' };
export const ADMIN: User = { id: 'u0', name: 'Chiara Lombardi', email: 'teacher@lezioni.example', role: 'admin' };

export const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 'c1',
  studentName: 'Giulia Rossi',
  unreadCount: 0,
  lastMessageAt: '2030-01-01T10:00:00Z',
  ...overrides,
});

let messageCounter = 0;
export const message = (overrides: Partial<Message> = {}): Message => {
  messageCounter += 1;
  return {
    id: `m${messageCounter}`,
    senderId: ADMIN.id,
    content: `Message ${messageCounter}`,
    messageType: 'text',
    fileUrl: null,
    fileName: null,
    fileSize: null,
    createdAt: new Date(Date.UTC(2030, 0, 1, 9, messageCounter)).toISOString(),
    ...overrides,
  };
};
