import type { ExposedProps } from '@lezioni/contracts';
import { MY_DATA_TEXTS } from '@lezioni/contracts/values';
import { LinkButton, Navigate, Route, Routes } from '@lezioni/web-kit';
import { Dashboard } from '../features/dashboard/components/dashboard';
import { MaterialsCard } from '../features/materials/components/materials-card';
import { ProgressCard } from '../features/progress/components/progress-card';
import { OwnDataView } from '../features/own-data/components/own-data-view';

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
    <>
      {isUserLoading ? (
        <div style={centered} role="status">
          Loading your dashboard...
        </div>
      ) : user ? (
        // Sub-pages are the remote's own, relative to /student-dashboard (README "Nested routes").
        <Routes>
          <Route
            index
            element={
              <>
                <Dashboard
                  user={user}
                  config={config}
                  cards={
                    // The learning pages are a student's own (the teacher has hers in the admin dashboard).
                    user.role === 'student' && (
                      <>
                        <ProgressCard />
                        <MaterialsCard />
                      </>
                    )
                  }
                />
                <p style={{ textAlign: 'center' }}>
                  <LinkButton to="/student-dashboard/data">{MY_DATA_TEXTS.title}</LinkButton>
                </p>
              </>
            }
          />
          {user.role === 'student' && <Route path="data" element={<OwnDataView />} />}
          <Route path="*" element={<Navigate to="/student-dashboard" replace />} />
        </Routes>
      ) : (
        <div style={centered}>
          <h1 style={{ fontSize: 22 }}>Please log in to access your dashboard</h1>
          <LinkButton to="/login" variant="primary">
            Log In
          </LinkButton>
        </div>
      )}
    </>
  );
}
