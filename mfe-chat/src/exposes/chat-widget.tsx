import type { ExposedProps } from '@lezioni/contracts';
import { ChatWidgetView } from '../features/chat/components/chat-widget-view';

/** './ChatWidget': the floating chat button and panel (spec §2), for a signed-in user. */
export function ChatWidget({ user, config }: ExposedProps<'chat', 'ChatWidget'>) {
  return <ChatWidgetView user={user} config={config} />;
}
