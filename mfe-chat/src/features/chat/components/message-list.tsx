import { useLayoutEffect, useRef } from 'react';
import type { Message } from '@lezioni/contracts';
import { Button, Spinner, Tooltip, useContractTexts, useTexts } from '@lezioni/web-kit';
import { CHAT_TEXTS } from '../../../texts';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatMessageTime } from '../chat-logic';
import type { OlderMessages } from '../hooks/use-older-messages';
import { MessageContent } from './message-content';

/** Scrolled this close to the top, the page before the oldest message shown is loaded. */
const LOAD_OLDER_WITHIN_PX = 48;

/**
 * The messages of a conversation, oldest first, kept scrolled to the newest. Each shows its time on
 * hover (spec §2); screen readers hear who wrote it and when. Given `older`, scrolling up to the top
 * (or the button there) loads the page before, and the messages on screen stay where they were.
 * Its height is its view's `--lz-chat-log-height` (chat-styles.tsx).
 */
export function MessageList({
  messages,
  userId,
  partnerName,
  loadError,
  older,
}: {
  messages: readonly Message[] | undefined;
  /** Why the messages could not be loaded, when they could not (they are asked again by polling). */
  loadError?: string;
  userId: string;
  partnerName: string;
  older?: OlderMessages;
}) {
  const { t } = useTexts(CHAT_TEXTS);
  const texts = useContractTexts();
  const scrollRef = useRef<HTMLDivElement>(null);
  const newestId = messages?.at(-1)?.id;
  const oldestId = messages?.[0]?.id;
  const canLoadOlder = older?.canLoadOlder ?? false;
  // How far the view was from the bottom at the last scroll: kept when what is above it changes.
  const fromBottomRef = useRef(0);
  const shownRef = useRef<{ oldestId?: string; canLoadOlder: boolean }>({ canLoadOlder });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    const shown = shownRef.current;
    shownRef.current = { oldestId, canLoadOlder };
    // Older messages were added above those on screen, or the button above them went: keep the
    // messages on screen where they were. (A new message below scrolls to it, in the next effect.)
    const isSameConversation = messages?.some((message) => message.id === shown.oldestId);
    const hasChangedAbove = shown.oldestId !== oldestId || shown.canLoadOlder !== canLoadOlder;
    if (element && isSameConversation && hasChangedAbove) {
      element.scrollTop = element.scrollHeight - fromBottomRef.current;
    }
  }, [oldestId, canLoadOlder, messages]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  const loadOlder = () => {
    const element = scrollRef.current;
    if (element) fromBottomRef.current = element.scrollHeight - element.scrollTop;
    void older?.loadOlder();
  };

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label={t('messages.log', { name: partnerName })}
      aria-busy={older?.isLoadingOlder || undefined}
      className="lz-chat-log"
      onScroll={(event) => {
        const element = event.currentTarget;
        fromBottomRef.current = element.scrollHeight - element.scrollTop;
        // After a failure only the button tries again: scrolling would ask on every scroll event.
        const isIdle = !older?.isLoadingOlder && !older?.hasFailed;
        if (element.scrollTop <= LOAD_OLDER_WITHIN_PX && canLoadOlder && isIdle) loadOlder();
      }}
    >
      {older && canLoadOlder && (
        <div className="lz-chat-older">
          {older.hasFailed && (
            <span role="alert" className="lz-chat-note--error">
              {texts.chat.olderMessagesFailed}
            </span>
          )}
          <Button variant="link" size="small" loading={older.isLoadingOlder} onClick={loadOlder}>
            {t('messages.loadOlder')}
          </Button>
        </div>
      )}
      {!messages && loadError ? (
        <p role="alert" className="lz-chat-note lz-chat-note--error">
          {loadError}
        </p>
      ) : !messages ? (
        <div className="lz-chat-busy">
          <Spinner label={t('messages.loading')} />
        </div>
      ) : messages.length === 0 ? (
        <p className="lz-chat-note">{t('messages.empty')}</p>
      ) : (
        <ol className="lz-chat-messages">
          {messages.map((message) => {
            const isOwn = message.senderId === userId;
            const time = formatMessageTime(message.createdAt);
            return (
              <li key={message.id} className={isOwn ? 'lz-chat-message lz-chat-message--own' : 'lz-chat-message'}>
                <Tooltip title={time} placement={isOwn ? 'left' : 'right'}>
                  <div className="lz-chat-bubble">
                    <VisuallyHidden>{isOwn ? t('messages.you') : partnerName}: </VisuallyHidden>
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
