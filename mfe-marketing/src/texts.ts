import { defineTexts } from '@lezioni/web-kit';

/** The landing page's texts (ARCHITECTURE D31): one chunk per language, loaded with the page. */
export const MARKETING_TEXTS = defineTexts('marketing', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});
