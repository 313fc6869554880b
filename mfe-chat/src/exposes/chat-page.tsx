import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { dashboardPathFor, type SignedInPageProps } from '@lezioni/contracts';
import { ChatTheme } from '../components/chat-theme';

/** './ChatPage': the full chat comes in a later issue; this says so plainly. */
export function ChatPage({ user, config }: SignedInPageProps) {
  const partner = user.role === 'admin' ? 'your students' : config.teacherName;
  return (
    <ChatTheme>
      <div style={{ maxWidth: 760, margin: '0 auto', padding: '48px 16px' }}>
        <Link to={dashboardPathFor(user.role)}>Back to Dashboard</Link>
        <Card style={{ marginTop: 16 }}>
          <h1 style={{ marginTop: 0, fontSize: 24 }}>Messages</h1>
          <p>Chat with {partner} is coming soon.</p>
        </Card>
      </div>
    </ChatTheme>
  );
}
