import { defineTexts } from './i18n/texts';

/**
 * The texts of web-kit's own components (ARCHITECTURE D31): the kit's ui, the calendar feed card, the
 * lesson note editor, the standalone page. The subpath entries take it from '@lezioni/web-kit', so
 * they use the namespace the shell's copy registered.
 */
export const KIT_TEXTS = defineTexts('kit', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});
