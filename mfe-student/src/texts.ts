import { defineTexts, type useTexts } from '@lezioni/web-kit';

/** The student's pages' texts (ARCHITECTURE D31): dashboard, booking, packages, progress, materials. */
export const STUDENT_TEXTS = defineTexts('student', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});

/**
 * The namespace's `t`, for the helpers that write a sentence for a component: the component passes
 * its own, so a page rendered on the server is written in its visitor's language.
 */
export type StudentT = ReturnType<typeof useTexts>['t'];
