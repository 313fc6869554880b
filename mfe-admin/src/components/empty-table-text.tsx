import type { ReactNode } from 'react';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

/**
 * What an empty table says. antd draws it in its disabled grey (#bfbfbf, 1.8:1 on white), which
 * fails WCAG 1.4.3 (axe, e2e/accessibility): the secondary text colour reads 6.3:1.
 */
export function EmptyTableText({ children }: { children: ReactNode }) {
  return <span style={{ color: THEME_TOKENS.colorTextSecondary }}>{children}</span>;
}
