import { Badge, theme } from 'antd';
import type { Conversation, RuntimeConfig, User } from '@lezioni/contracts';
import { formatBadgeCount } from '@lezioni/web-kit';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { partnerNameFor } from '../chat-logic';
import { PartnerAvatar } from './partner-avatar';

const itemButton = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  padding: '10px 12px',
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
} as const;

/** The conversations with their unread badges (9+ above 9); the selected one is marked current. */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  user,
  config,
}: {
  conversations: readonly Conversation[];
  selectedId?: string;
  onSelect: (id: string) => void;
  user: User;
  config: RuntimeConfig;
}) {
  const { token } = theme.useToken();
  return (
    <ul aria-label="Conversations" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {conversations.map((conversation) => {
        const name = partnerNameFor(conversation, user, config);
        const isSelected = conversation.id === selectedId;
        return (
          <li key={conversation.id}>
            <button
              type="button"
              aria-current={isSelected ? 'true' : undefined}
              onClick={() => onSelect(conversation.id)}
              style={{ ...itemButton, background: isSelected ? token.colorPrimaryBg : 'transparent' }}
            >
              <PartnerAvatar name={name} user={user} config={config} />
              {/* A long name is cut short on one line; the whole name on hover. */}
              <span
                title={name}
                style={{
                  flex: 1,
                  minWidth: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  fontWeight: 600,
                }}
              >
                {name}
              </span>
              {conversation.unreadCount > 0 && (
                <>
                  <span aria-hidden="true">
                    <Badge count={formatBadgeCount(conversation.unreadCount)} title="" />
                  </span>
                  <VisuallyHidden>, {conversation.unreadCount} unread</VisuallyHidden>
                </>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
