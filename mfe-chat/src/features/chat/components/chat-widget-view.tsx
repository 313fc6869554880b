import { useEffect, useId, useState } from 'react';
import { Badge, Button, Card, Spin, Tooltip } from 'antd';
import {
  CONVERSATIONS_POLL_MS,
  TOOLTIP_DELAY_MS,
  WIDGET_LAST_MESSAGES,
  type RuntimeConfig,
  type User,
} from '@lezioni/contracts';
import { formatBadgeCount, useMessages, Link } from '@lezioni/web-kit';
import { BackIcon, ChatIcon } from '../../../components/icons';
import { MESSAGES_LOAD_FAILED, countUnreadMessages, describeLoadError, partnerNameFor } from '../chat-logic';
import { useChatSelection } from '../hooks/use-chat-selection';
import { useMarkReadWhileViewing } from '../hooks/use-mark-read';
import { useSendMessage } from '../hooks/use-send-message';
import { ConversationList } from './conversation-list';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { NoConversation } from './start-conversation';

/**
 * The floating chat widget of spec §2: a round button with the total unread count, opening a panel
 * with the last messages of the selected conversation, a send box and a link to the full chat.
 * Its messages are polled like the conversations (every 10 s) while the live stream is down.
 */
export function ChatWidgetView({ user, config }: { user: User; config: RuntimeConfig }) {
  const [isOpen, setIsOpen] = useState(false);
  // The tooltip names the closed button only: once the panel opens it would cover the send box,
  // and on a touch screen the tap that opens it would leave it showing.
  const [isTipWanted, setIsTipWanted] = useState(false);
  const panelId = useId();
  const { conversations, isLoading, selected, select, showList } = useChatSelection();
  const { currentData: messages, error: messagesError } = useMessages(
    isOpen ? selected?.id : undefined,
    CONVERSATIONS_POLL_MS,
  );
  const { send, isSending } = useSendMessage(selected?.id);
  useMarkReadWhileViewing(selected, isOpen, 0);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  const unreadCount = countUnreadMessages(conversations);
  const label = user.role === 'admin' ? 'Student messages' : `Chat with ${config.teacherName}`;
  const partnerName = selected ? partnerNameFor(selected, user, config) : label;

  const body = isLoading ? (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
      <Spin aria-label="Loading conversations" />
    </div>
  ) : conversations.length === 0 ? (
    <NoConversation user={user} partnerName={config.teacherName} />
  ) : !selected ? (
    <ConversationList conversations={conversations} onSelect={select} user={user} config={config} />
  ) : (
    <>
      <MessageList
        messages={messages?.slice(-WIDGET_LAST_MESSAGES)}
        userId={user.id}
        partnerName={partnerName}
        loadError={describeLoadError(messagesError, MESSAGES_LOAD_FAILED)}
        maxHeight="min(320px, 45vh)"
      />
      <MessageComposer onSend={send} isSending={isSending} />
    </>
  );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 12 }}>
      {isOpen && (
        <Card
          id={panelId}
          role="region"
          aria-label="Chat"
          size="small"
          style={{ width: 'min(360px, calc(100vw - 32px))', boxShadow: '0 12px 32px rgba(0, 0, 0, 0.16)' }}
          title={
            <span style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              {selected && conversations.length > 1 && (
                <Button
                  type="text"
                  size="small"
                  aria-label="All conversations"
                  icon={<BackIcon />}
                  onClick={showList}
                />
              )}
              <span
                title={selected ? partnerName : undefined}
                style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {selected ? partnerName : 'Messages'}
              </span>
            </span>
          }
          extra={<Link to="/chat">Full View</Link>}
        >
          {body}
        </Card>
      )}
      <Tooltip
        title={label}
        mouseEnterDelay={TOOLTIP_DELAY_MS / 1000}
        open={isTipWanted && !isOpen}
        onOpenChange={setIsTipWanted}
      >
        <Badge count={unreadCount > 0 ? formatBadgeCount(unreadCount) : 0} offset={[-4, 4]}>
          <Button
            type="primary"
            shape="circle"
            size="large"
            style={{ width: 56, height: 56 }}
            aria-label={`${isOpen ? 'Close chat' : label}${unreadCount > 0 ? ` (${unreadCount} unread)` : ''}`}
            aria-expanded={isOpen}
            aria-controls={panelId}
            icon={<ChatIcon />}
            onClick={() => {
              setIsTipWanted(false);
              setIsOpen((wasOpen) => !wasOpen);
            }}
          />
        </Badge>
      </Tooltip>
    </div>
  );
}
