import { Navigate, Route, Routes } from '@lezioni/web-kit';
import { mountStandalone } from '@lezioni/web-kit/standalone';
import { BookLessonPage } from './exposes/book-lesson-page';
import { BookingPage } from './exposes/booking-page';
import { MaterialsPage } from './exposes/materials-page';
import { PackagesPage } from './exposes/packages-page';
import { ProgressPage } from './exposes/progress-page';
import { ReviewPage } from './exposes/review-page';
import { StudentDashboard } from './exposes/student-dashboard';

mountStandalone(({ user, isUserLoading, config }) => (
  <Routes>
    <Route
      path="/student-dashboard/*"
      element={<StudentDashboard user={user} isUserLoading={isUserLoading} config={config} />}
    />
    {user && <Route path="/booking" element={<BookingPage user={user} config={config} />} />}
    {user && <Route path="/packages" element={<PackagesPage user={user} config={config} />} />}
    {user && <Route path="/book-lesson" element={<BookLessonPage user={user} config={config} />} />}
    {user && <Route path="/progress" element={<ProgressPage user={user} config={config} />} />}
    {user && <Route path="/materials" element={<MaterialsPage user={user} config={config} />} />}
    {user && <Route path="/review" element={<ReviewPage user={user} config={config} />} />}
    <Route path="*" element={<Navigate to="/student-dashboard" replace />} />
  </Routes>
));
