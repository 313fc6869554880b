import type { User } from '@lezioni/contracts';
import { Button } from '@lezioni/web-kit';
import { useStartConversation } from '../hooks/use-start-conversation';

/**
 * What shows when there is no conversation yet: students may start one (POST /api/conversations);
 * the teacher waits for students to write.
 */
export function NoConversation({ user, partnerName }: { user: User; partnerName: string }) {
  const { start, isStarting } = useStartConversation();
  if (user.role === 'admin') {
    return (
      <p className="lz-chat-note" style={{ padding: 16, textAlign: 'left' }}>
        No conversations yet.
      </p>
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 16 }}>
      <p style={{ margin: 0, textAlign: 'center' }}>
        Questions about a lesson or your homework? Write to {partnerName}.
      </p>
      <Button variant="primary" loading={isStarting} onClick={() => void start()}>
        Start Conversation
      </Button>
    </div>
  );
}
