import type { ExposedProps } from '@lezioni/contracts';
import { AppTheme } from '@lezioni/web-kit/antd-theme';
import { ChatPageView } from '../features/chat/components/chat-page-view';

/** './ChatPage': the full chat at /chat (spec §2). The shell's guard makes sure someone is signed in. */
export function ChatPage({ user, config }: ExposedProps<'chat', 'ChatPage'>) {
  return (
    <AppTheme>
      <ChatPageView user={user} config={config} />
    </AppTheme>
  );
}
