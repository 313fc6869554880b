import { Card } from 'antd';
import type { ExposedProps } from '@lezioni/contracts';
import { AppTheme } from '@lezioni/web-kit/antd-theme';

/** './AdminDashboard': analytics, bookings and students come in a later issue; this says so plainly. */
export function AdminDashboard({ user }: ExposedProps<'admin', 'AdminDashboard'>) {
  return (
    <AppTheme>
      <div style={{ maxWidth: 760, margin: '0 auto', padding: '48px 16px' }}>
        <Card>
          <h1 style={{ marginTop: 0, fontSize: 24 }}>Admin Dashboard</h1>
          <p>Welcome, {user.name}. Analytics, bookings and student lists are coming soon.</p>
        </Card>
      </div>
    </AppTheme>
  );
}
