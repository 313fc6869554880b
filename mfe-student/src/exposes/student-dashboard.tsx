import type { ExposedProps } from '@lezioni/contracts';
import { LinkButton, Navigate, Route, Routes, useContractTexts, useTexts } from '@lezioni/web-kit';
import { DeviceNotificationsCard } from '@lezioni/web-kit/device-notifications';
import { Dashboard } from '../features/dashboard/components/dashboard';
import { MaterialsCard } from '../features/materials/components/materials-card';
import { ProgressCard } from '../features/progress/components/progress-card';
import { WordsToReviewCard } from '../features/review/components/words-to-review-card';
import { TimeZoneCard } from '../features/time-zone/components/time-zone-card';
import { OwnDataView } from '../features/own-data/components/own-data-view';
import { StudentStyles } from '../components/student-styles';
import { STUDENT_TEXTS } from '../texts';

/** './StudentDashboard': the dashboard with its loading and signed-out states (spec §2). */
export function StudentDashboard({ user, isUserLoading, config }: ExposedProps<'student', 'StudentDashboard'>) {
  const { t } = useTexts(STUDENT_TEXTS);
  const { myData } = useContractTexts();
  return (
    <>
      <StudentStyles />
      {isUserLoading ? (
        <div className="lz-student-notice" role="status">
          {t('dashboard.loading')}
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
                        <WordsToReviewCard />
                        <ProgressCard />
                        <MaterialsCard />
                        <TimeZoneCard />
                        <DeviceNotificationsCard role="student" />
                      </>
                    )
                  }
                />
                <p className="lz-student-center">
                  <LinkButton to="/student-dashboard/data">{myData.title}</LinkButton>
                </p>
              </>
            }
          />
          {user.role === 'student' && <Route path="data" element={<OwnDataView />} />}
          <Route path="*" element={<Navigate to="/student-dashboard" replace />} />
        </Routes>
      ) : (
        <div className="lz-student-notice">
          <h1>{t('dashboard.signedOut')}</h1>
          <LinkButton to="/login" variant="primary">
            {t('dashboard.logIn')}
          </LinkButton>
        </div>
      )}
    </>
  );
}
