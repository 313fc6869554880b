import type { ExposedProps } from '@lezioni/contracts';
import { AppTheme, LinkButton } from '@lezioni/web-kit/antd-theme';
import { Dashboard } from '../features/dashboard/components/dashboard';

const centered = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 16,
  padding: '64px 16px',
  textAlign: 'center',
} as const;

/** './StudentDashboard': the dashboard with its loading and signed-out states (spec §2). */
export function StudentDashboard({ user, isUserLoading, config }: ExposedProps<'student', 'StudentDashboard'>) {
  return (
    <AppTheme>
      {isUserLoading ? (
        <div style={centered} role="status">
          Loading your dashboard...
        </div>
      ) : user ? (
        <Dashboard user={user} config={config} />
      ) : (
        <div style={centered}>
          <h1 style={{ fontSize: 22 }}>Please log in to access your dashboard</h1>
          <LinkButton to="/login" type="primary">
            Log In
          </LinkButton>
        </div>
      )}
    </AppTheme>
  );
}
