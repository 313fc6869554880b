import type { ExposedProps } from '@lezioni/contracts';
import { ChatPageView } from '../features/chat/components/chat-page-view';

/** './ChatPage': the full chat at /chat (spec §2). The shell's guard makes sure someone is signed in. */
export function ChatPage({ user, config }: ExposedProps<'chat', 'ChatPage'>) {
  return <ChatPageView user={user} config={config} />;
}
