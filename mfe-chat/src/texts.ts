import { defineTexts } from '@lezioni/web-kit';

/** The chat's texts (ARCHITECTURE D31): the chat page, the floating widget and the standalone page. */
export const CHAT_TEXTS = defineTexts('chat', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});
