import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { THEME_TOKENS } from '@lezioni/web-kit';

/** antd is bundled by this remote, themed with the shared tokens (ARCHITECTURE D6). */
export function StudentTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: THEME_TOKENS }}>{children}</ConfigProvider>;
}
