import type { Conversation, Message } from '@lezioni/contracts';
import { TEST_ADMIN, TEST_STUDENT, testConfig } from '@lezioni/web-kit/testing';

export const CONFIG = testConfig({ teacherAvatarUrl: 'https://cdn.example/chiara.jpg' });
export const ADMIN = TEST_ADMIN;
export const STUDENT = TEST_STUDENT;

export const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 'c1',
  studentId: 's1',
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
