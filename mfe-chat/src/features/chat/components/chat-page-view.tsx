import { Alert, Button, Card, Col, Grid, Row, Spin } from 'antd';
import {
  MARK_READ_DELAY_MS,
  MESSAGES_POLL_MS,
  dashboardPathFor,
  type RuntimeConfig,
  type User,
} from '@lezioni/contracts';
import { useMessages, Link } from '@lezioni/web-kit';
import { MESSAGES_LOAD_FAILED, describeLoadError, partnerNameFor } from '../chat-logic';
import { useChatSelection } from '../hooks/use-chat-selection';
import { useIncomingChime } from '../hooks/use-incoming-chime';
import { useMarkReadWhileViewing } from '../hooks/use-mark-read';
import { useOlderMessages } from '../hooks/use-older-messages';
import { useSendMessage } from '../hooks/use-send-message';
import { ConversationList } from './conversation-list';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { PartnerAvatar } from './partner-avatar';
import { BackIcon } from '../../../components/icons';
import { NoConversation } from './start-conversation';

// On a phone the send box stays at the bottom of the screen while the messages scroll above it.
const pinnedComposer = { position: 'sticky', bottom: 0, background: '#fff', paddingBottom: 8 } as const;

/**
 * The full chat of spec §2: conversations on the left, the messages on the right. On a phone, one
 * at a time (the list, or a conversation with a way back to it), so the send box is not below a
 * long list of conversations.
 */
export function ChatPageView({ user, config }: { user: User; config: RuntimeConfig }) {
  const { conversations, isLoading, error, selected, select, showList } = useChatSelection();
  const isPhone = Grid.useBreakpoint().md === false;
  const { currentData: messages, error: messagesError } = useMessages(selected?.id, MESSAGES_POLL_MS);
  const older = useOlderMessages(selected?.id, messages);
  const { send, isSending } = useSendMessage(selected?.id);
  useMarkReadWhileViewing(selected, true, MARK_READ_DELAY_MS);
  useIncomingChime(selected?.id, messages, user.id);
  const partnerName = selected ? partnerNameFor(selected, user, config) : config.teacherName;

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '24px 16px' }}>
      <Link to={dashboardPathFor(user.role)}>Back to Dashboard</Link>
      <h1 style={{ margin: '12px 0 16px', fontSize: 26 }}>Messages</h1>

      {error && conversations.length === 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={describeLoadError(error, 'Your conversations could not be loaded.')}
        />
      )}

      {isLoading ? (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
          <Spin aria-label="Loading conversations" />
        </div>
      ) : conversations.length === 0 ? (
        !error && (
          <Card>
            <NoConversation user={user} partnerName={config.teacherName} />
          </Card>
        )
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8} hidden={isPhone && Boolean(selected)}>
            <Card
              size="small"
              title={<h2 style={{ margin: 0, fontSize: 16 }}>Conversations</h2>}
              styles={{ body: { padding: 8, maxHeight: '70vh', overflowY: 'auto' } }}
            >
              <ConversationList
                conversations={conversations}
                selectedId={selected?.id}
                onSelect={select}
                user={user}
                config={config}
              />
            </Card>
          </Col>
          <Col xs={24} md={16}>
            {selected && (
              <Card
                role="region"
                aria-label={`Conversation with ${partnerName}`}
                size="small"
                title={
                  <span style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 0' }}>
                    {isPhone && conversations.length > 1 && (
                      <Button type="text" aria-label="All conversations" icon={<BackIcon />} onClick={showList} />
                    )}
                    <PartnerAvatar name={partnerName} user={user} config={config} />
                    <h2 style={{ margin: 0, fontSize: 18, overflowWrap: 'anywhere', minWidth: 0 }} title={partnerName}>
                      {partnerName}
                    </h2>
                  </span>
                }
              >
                <MessageList
                  messages={messages}
                  userId={user.id}
                  partnerName={partnerName}
                  maxHeight={isPhone ? 'calc(100dvh - 320px)' : 'min(60vh, 560px)'}
                  loadError={describeLoadError(messagesError, MESSAGES_LOAD_FAILED)}
                  older={older}
                />
                <div style={isPhone ? pinnedComposer : undefined}>
                  <MessageComposer onSend={send} isSending={isSending} canAttach />
                </div>
              </Card>
            )}
          </Col>
        </Row>
      )}
    </div>
  );
}
