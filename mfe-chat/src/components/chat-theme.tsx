import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { THEME_TOKENS } from '@lezioni/web-kit';

export function ChatTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: THEME_TOKENS }}>{children}</ConfigProvider>;
}
