import { useLayoutEffect, useRef } from 'react';
import { Spin, Tooltip, theme } from 'antd';
import type { Message } from '@lezioni/contracts';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatMessageTime } from '../chat-logic';
import { MessageContent } from './message-content';

export const EMPTY_CONVERSATION_TEXT = 'No messages yet. Start the conversation!';

/**
 * The messages of a conversation, oldest first, kept scrolled to the newest. Each shows its time on
 * hover (spec §2); screen readers hear who wrote it and when.
 */
export function MessageList({
  messages,
  userId,
  partnerName,
  maxHeight,
  loadError,
}: {
  messages: readonly Message[] | undefined;
  /** Why the messages could not be loaded, when they could not (they are asked again by polling). */
  loadError?: string;
  userId: string;
  partnerName: string;
  maxHeight: string | number;
}) {
  const { token } = theme.useToken();
  const scrollRef = useRef<HTMLDivElement>(null);
  const newestId = messages?.at(-1)?.id;

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label={`Messages with ${partnerName}`}
      style={{ maxHeight, minHeight: 120, overflowY: 'auto', padding: '8px 4px' }}
    >
      {!messages && loadError ? (
        <p role="alert" style={{ margin: 0, padding: 24, textAlign: 'center', color: token.colorError }}>
          {loadError}
        </p>
      ) : !messages ? (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <Spin aria-label="Loading messages" />
        </div>
      ) : messages.length === 0 ? (
        <p style={{ margin: 0, padding: 24, textAlign: 'center', color: token.colorTextSecondary }}>
          {EMPTY_CONVERSATION_TEXT}
        </p>
      ) : (
        <ol style={{ display: 'flex', flexDirection: 'column', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
          {messages.map((message) => {
            const isOwn = message.senderId === userId;
            const time = formatMessageTime(message.createdAt);
            return (
              <li key={message.id} style={{ display: 'flex', justifyContent: isOwn ? 'flex-end' : 'flex-start' }}>
                <Tooltip title={time} placement={isOwn ? 'left' : 'right'}>
                  <div
                    style={{
                      maxWidth: 'min(80%, 520px)',
                      padding: '8px 12px',
                      borderRadius: 12,
                      background: isOwn ? token.colorPrimary : token.colorFillSecondary,
                      color: isOwn ? token.colorWhite : token.colorText,
                    }}
                  >
                    <VisuallyHidden>{isOwn ? 'You' : partnerName}: </VisuallyHidden>
                    <MessageContent message={message} />
                    <VisuallyHidden>
                      <time dateTime={message.createdAt}>{time}</time>
                    </VisuallyHidden>
                  </div>
                </Tooltip>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
