import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { RuntimeConfig, User } from '@lezioni/contracts';
import { CONVERSATIONS_POLL_MS, TOOLTIP_DELAY_MS, WIDGET_LAST_MESSAGES } from '@lezioni/contracts/values';
import { Button, Card, Link, Spinner, Tooltip, formatBadgeCount, useMessages, useTexts } from '@lezioni/web-kit';
import { ChatStyles } from '../../../components/chat-styles';
import { BackIcon, ChatIcon } from '../../../components/icons';
import { CHAT_TEXTS } from '../../../texts';
import { countUnreadMessages, describeLoadError, partnerNameFor } from '../chat-logic';
import { useChatSelection } from '../hooks/use-chat-selection';
import { useMarkReadWhileViewing } from '../hooks/use-mark-read';
import { useSendMessage } from '../hooks/use-send-message';
import { ConversationList } from './conversation-list';
import { MessageList } from './message-list';
import { NoConversation } from './start-conversation';

// Its own chunk, with react-hook-form and the schemas (zod): the widget's button, on every signed-in
// page, loads without them (D26); the send box comes when a conversation is opened.
const MessageForm = lazy(() => import('./message-form').then(({ MessageForm }) => ({ default: MessageForm })));

/**
 * The floating chat widget of spec §2: a round button with the total unread count, opening a panel
 * with the last messages of the selected conversation, a send box and a link to the full chat.
 * Its messages are polled like the conversations (every 10 s) while the live stream is down.
 */
export function ChatWidgetView({ user, config }: { user: User; config: RuntimeConfig }) {
  const { t } = useTexts(CHAT_TEXTS);
  const [isOpen, setIsOpen] = useState(false);
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
  const label =
    user.role === 'admin' ? t('widget.studentMessages') : t('widget.chatWith', { name: config.teacherName });
  const partnerName = selected ? partnerNameFor(selected, user, config, t('list.unnamedStudent')) : label;
  const buttonLabel = isOpen ? t('widget.close') : label;

  const body = isLoading ? (
    <div className="lz-chat-busy">
      <Spinner label={t('list.loading')} />
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
        loadError={describeLoadError(messagesError, t('messages.loadFailed'))}
      />
      <Suspense>
        <MessageForm onSend={send} isSending={isSending} />
      </Suspense>
    </>
  );

  return (
    <div className="lz-chat-widget">
      <ChatStyles />
      {isOpen && (
        <Card
          id={panelId}
          role="region"
          aria-label={t('widget.panel')}
          size="small"
          className="lz-chat-widget__panel"
          title={
            <>
              {selected && conversations.length > 1 && (
                <Button
                  size="small"
                  className="lz-chat-icon-btn lz-chat-icon-btn--text"
                  aria-label={t('list.all')}
                  onClick={showList}
                >
                  <BackIcon />
                </Button>
              )}
              <span className="lz-chat-widget__title" title={selected ? partnerName : undefined}>
                {selected ? partnerName : t('widget.title')}
              </span>
              <Link to="/chat">{t('widget.fullView')}</Link>
            </>
          }
        >
          {body}
        </Card>
      )}
      {/* The tip names the closed button only: once the panel opens it would cover the send box. */}
      <Tooltip title={label} delayMs={TOOLTIP_DELAY_MS} placement="left" disabled={isOpen}>
        <span className="lz-chat-fab">
          <Button
            variant="primary"
            className="lz-chat-fab__btn"
            aria-label={
              unreadCount > 0 ? t('widget.withUnread', { label: buttonLabel, unread: unreadCount }) : buttonLabel
            }
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setIsOpen((wasOpen) => !wasOpen)}
          >
            <ChatIcon />
          </Button>
          {unreadCount > 0 && (
            <span className="lz-chat-count" aria-hidden="true">
              {formatBadgeCount(unreadCount)}
            </span>
          )}
        </span>
      </Tooltip>
    </div>
  );
}
