import { defineTexts } from '@lezioni/web-kit';

/** The legal pages' texts (ARCHITECTURE D31): their own namespace, loaded only with those pages. */
export const LEGAL_TEXTS = defineTexts('legal', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});
