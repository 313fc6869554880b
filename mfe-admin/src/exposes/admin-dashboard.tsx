import { Card, ConfigProvider } from 'antd';
import type { SignedInPageProps } from '@lezioni/contracts';
import { THEME_TOKENS } from '@lezioni/web-kit';

/** './AdminDashboard': analytics, bookings and students come in a later issue; this says so plainly. */
export function AdminDashboard({ user }: SignedInPageProps) {
  return (
    <ConfigProvider theme={{ token: THEME_TOKENS }}>
      <div style={{ maxWidth: 760, margin: '0 auto', padding: '48px 16px' }}>
        <Card>
          <h1 style={{ marginTop: 0, fontSize: 24 }}>Admin Dashboard</h1>
          <p>Welcome, {user.name}. Analytics, bookings and student lists are coming soon.</p>
        </Card>
      </div>
    </ConfigProvider>
  );
}
