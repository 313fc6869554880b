import { lazy, Suspense } from 'react';
import type { RuntimeConfig, User } from '@lezioni/contracts';
import { MARK_READ_DELAY_MS, MESSAGES_POLL_MS, dashboardPathFor } from '@lezioni/contracts/values';
import { Alert, Button, Card, Link, Spinner, useMessages, useSearchParams, useTexts } from '@lezioni/web-kit';
import { ChatStyles } from '../../../components/chat-styles';
import { CHAT_TEXTS } from '../../../texts';
import { describeLoadError, partnerNameFor } from '../chat-logic';
import { useChatSelection } from '../hooks/use-chat-selection';
import { useIncomingChime } from '../hooks/use-incoming-chime';
import { useIsPhone } from '../hooks/use-is-phone';
import { useMarkReadWhileViewing } from '../hooks/use-mark-read';
import { useOlderMessages } from '../hooks/use-older-messages';
import { useSendMessage } from '../hooks/use-send-message';
import { ConversationList } from './conversation-list';
import { MessageList } from './message-list';
import { PartnerAvatar } from './partner-avatar';
import { BackIcon } from '../../../components/icons';
import { NoConversation } from './start-conversation';

// The send box brings its schema (zod) with it: loaded beside the page, as the widget's (D26).
const MessageForm = lazy(() => import('./message-form').then(({ MessageForm }) => ({ default: MessageForm })));

/**
 * The full chat of spec §2: conversations on the left, the messages on the right. On a phone, one
 * at a time (the list, or a conversation with a way back to it), so the send box is not below a
 * long list of conversations.
 */
export function ChatPageView({ user, config }: { user: User; config: RuntimeConfig }) {
  const { t } = useTexts(CHAT_TEXTS);
  // The teacher's /chat?student=<id>: a student's page's "Open chat".
  const [searchParams] = useSearchParams();
  const studentId = (user.role === 'admin' && searchParams.get('student')) || undefined;
  const { conversations, isLoading, error, selected, select, showList } = useChatSelection({ studentId });
  const isPhone = useIsPhone();
  const { currentData: messages, error: messagesError } = useMessages(selected?.id, MESSAGES_POLL_MS);
  const older = useOlderMessages(selected?.id, messages);
  const { send, isSending } = useSendMessage(selected?.id);
  useMarkReadWhileViewing(selected, true, MARK_READ_DELAY_MS);
  useIncomingChime(selected?.id, messages, user.id);
  const partnerName = selected ? partnerNameFor(selected, user, config, t('list.unnamedStudent')) : config.teacherName;

  return (
    <div className="lz-chat-page">
      <ChatStyles />
      <Link to={dashboardPathFor(user.role)}>
        {user.role === 'admin' ? t('page.backToAdminDashboard') : t('page.backToStudentDashboard')}
      </Link>
      <h1>{t('page.title')}</h1>

      {error && conversations.length === 0 && (
        <Alert type="error" showIcon title={describeLoadError(error, t('page.loadFailed'))} />
      )}

      {isLoading ? (
        <div className="lz-chat-busy">
          <Spinner label={t('list.loading')} />
        </div>
      ) : conversations.length === 0 ? (
        !error && (
          <Card>
            <NoConversation user={user} partnerName={config.teacherName} />
          </Card>
        )
      ) : (
        <div className="lz-chat-grid">
          <div hidden={isPhone && Boolean(selected)}>
            <Card size="small" className="lz-chat-list-card" title={<h2>{t('page.conversations')}</h2>}>
              <ConversationList
                conversations={conversations}
                selectedId={selected?.id}
                onSelect={select}
                user={user}
                config={config}
              />
            </Card>
          </div>
          <div>
            {selected && (
              <Card
                role="region"
                aria-label={t('page.conversationWith', { name: partnerName })}
                size="small"
                className="lz-chat-pane"
                title={
                  <span className="lz-chat-head">
                    {isPhone && conversations.length > 1 && (
                      <Button
                        className="lz-chat-icon-btn lz-chat-icon-btn--text"
                        aria-label={t('list.all')}
                        onClick={showList}
                      >
                        <BackIcon />
                      </Button>
                    )}
                    <PartnerAvatar name={partnerName} user={user} config={config} />
                    <h2 title={partnerName}>{partnerName}</h2>
                  </span>
                }
              >
                <MessageList
                  messages={messages}
                  userId={user.id}
                  partnerName={partnerName}
                  loadError={describeLoadError(messagesError, t('messages.loadFailed'))}
                  older={older}
                />
                <Suspense>
                  <MessageForm onSend={send} isSending={isSending} canAttach />
                </Suspense>
              </Card>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
