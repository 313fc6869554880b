import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@lezioni/contracts/values';
import { textsFor } from './texts';

/**
 * Renders `children` in `language` on the server, where one process renders for visitors of both
 * languages at once; the browser's app needs none (its language is the app's).
 */
export function TextsProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <I18nextProvider i18n={textsFor(language)}>{children}</I18nextProvider>;
}
