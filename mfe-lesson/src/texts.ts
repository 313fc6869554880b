import { defineTexts } from '@lezioni/web-kit';

/** The lesson room's texts (ARCHITECTURE D31): its notices, the lobby, the call and its chat. */
export const LESSON_TEXTS = defineTexts('lesson', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});
