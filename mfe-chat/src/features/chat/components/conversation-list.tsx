import type { Conversation, RuntimeConfig, User } from '@lezioni/contracts';
import { formatBadgeCount, useTexts } from '@lezioni/web-kit';
import { CHAT_TEXTS } from '../../../texts';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { partnerNameFor } from '../chat-logic';
import { PartnerAvatar } from './partner-avatar';

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
  const { t } = useTexts(CHAT_TEXTS);
  return (
    <ul aria-label={t('list.label')} className="lz-chat-list">
      {conversations.map((conversation) => {
        const name = partnerNameFor(conversation, user, config, t('list.unnamedStudent'));
        return (
          <li key={conversation.id}>
            <button
              type="button"
              className="lz-chat-item"
              aria-current={conversation.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(conversation.id)}
            >
              <PartnerAvatar name={name} user={user} config={config} />
              <span className="lz-chat-item__name" title={name}>
                {name}
              </span>
              {conversation.unreadCount > 0 && (
                <>
                  <span className="lz-chat-count" aria-hidden="true">
                    {formatBadgeCount(conversation.unreadCount)}
                  </span>
                  <VisuallyHidden>, {t('list.unread', { unread: conversation.unreadCount })}</VisuallyHidden>
                </>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
