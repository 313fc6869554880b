import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { dashboardPathFor, type ExposedProps } from '@lezioni/contracts';
import { AppTheme } from '@lezioni/web-kit/antd-theme';

/** './ChatPage': the full chat comes in a later issue; this says so plainly. */
export function ChatPage({ user, config }: ExposedProps<'chat', 'ChatPage'>) {
  const partner = user.role === 'admin' ? 'your students' : config.teacherName;
  return (
    <AppTheme>
      <div style={{ maxWidth: 760, margin: '0 auto', padding: '48px 16px' }}>
        <Link to={dashboardPathFor(user.role)}>Back to Dashboard</Link>
        <Card style={{ marginTop: 16 }}>
          <h1 style={{ marginTop: 0, fontSize: 24 }}>Messages</h1>
          <p>Chat with {partner} is coming soon.</p>
        </Card>
      </div>
    </AppTheme>
  );
}
