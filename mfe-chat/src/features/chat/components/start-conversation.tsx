import { Button, theme } from 'antd';
import type { User } from '@lezioni/contracts';
import { useStartConversation } from '../hooks/use-start-conversation';

/**
 * What shows when there is no conversation yet: students may start one (POST /api/conversations);
 * the teacher waits for students to write.
 */
export function NoConversation({ user, partnerName }: { user: User; partnerName: string }) {
  const { token } = theme.useToken();
  const { start, isStarting } = useStartConversation();
  if (user.role === 'admin') {
    return <p style={{ margin: 0, padding: 16, color: token.colorTextSecondary }}>No conversations yet.</p>;
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 16 }}>
      <p style={{ margin: 0, textAlign: 'center' }}>
        Questions about a lesson or your homework? Write to {partnerName}.
      </p>
      <Button type="primary" loading={isStarting} onClick={() => void start()}>
        Start Conversation
      </Button>
    </div>
  );
}
