import type { User } from '@lezioni/contracts';
import { Button, useTexts } from '@lezioni/web-kit';
import { CHAT_TEXTS } from '../../../texts';
import { useStartConversation } from '../hooks/use-start-conversation';

/**
 * What shows when there is no conversation yet: students may start one (POST /api/conversations);
 * the teacher waits for students to write.
 */
export function NoConversation({ user, partnerName }: { user: User; partnerName: string }) {
  const { t } = useTexts(CHAT_TEXTS);
  const { start, isStarting } = useStartConversation();
  if (user.role === 'admin') {
    return <p className="lz-chat-note lz-chat-note--none-yet">{t('list.noneYet')}</p>;
  }
  return (
    <div className="lz-chat-invite">
      <p>{t('list.invite', { name: partnerName })}</p>
      <Button variant="primary" loading={isStarting} onClick={() => void start()}>
        {t('list.start')}
      </Button>
    </div>
  );
}
