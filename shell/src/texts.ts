import { defineTexts } from '@lezioni/web-kit';

/** The shell's texts (ARCHITECTURE D31): its layout, sign-in screens, notifications and error pages. */
export const SHELL_TEXTS = defineTexts('shell', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});
