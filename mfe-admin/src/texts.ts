import { defineTexts, type useTexts } from '@lezioni/web-kit';

/** The teacher's dashboard's texts (ARCHITECTURE D31): its tabs, a student's page and the standalone page. */
export const ADMIN_TEXTS = defineTexts('admin', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});

/**
 * The namespace's `t`, for the helpers that write a sentence for a component: the component passes
 * its own, so a page rendered on the server is written in its visitor's language.
 */
export type AdminT = ReturnType<typeof useTexts>['t'];
