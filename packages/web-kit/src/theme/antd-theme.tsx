import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { THEME_TOKENS } from './theme-tokens';

// One object for every render: a new one each time would make antd recompute its theme.
// antd's own defaults fail WCAG 2.2 AA here (axe, e2e/accessibility.test.ts): link blue and muted
// titles under 4.5:1, links in text told apart by colour alone. Buttons as heavy as the shell's.
export const ANTD_THEME: ThemeConfig = {
  token: {
    ...THEME_TOKENS,
    colorLink: THEME_TOKENS.colorPrimaryBorder,
    colorTextDescription: THEME_TOKENS.colorTextSecondary,
    linkDecoration: 'underline',
  },
  components: { Button: { fontWeight: 600 } },
};

/**
 * The common antd theme (ARCHITECTURE D6). antd is bundled by each remote, so the shell cannot
 * theme it: every remote wraps what it renders in this. Reached only as `@lezioni/web-kit/antd-theme`,
 * never from the package's main entry: that one is a shared singleton, and antd must not become one.
 */
export function AppTheme({ children }: { children?: ReactNode }) {
  return <ConfigProvider theme={ANTD_THEME}>{children}</ConfigProvider>;
}
