import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { LoadingState } from '../layout/loading-state';
import {
  AdminDashboardRoute,
  BookingRoute,
  BookLessonRoute,
  ChatRoute,
  LandingRoute,
  PackagesRoute,
  StudentDashboardRoute,
} from '../remotes/remote-pages';
import { RequireAdmin, RequireLogin } from '../session/guards';

// The shell's own pages load on demand, so the landing page carries none of their code.
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../features/legal/legal-pages').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsPage = lazy(() => import('../features/legal/legal-pages').then((m) => ({ default: m.TermsPage })));
const ErrorRoute = lazy(() => import('../features/errors/error-pages').then((m) => ({ default: m.ErrorRoute })));
const NotFoundPage = lazy(() => import('../features/errors/error-pages').then((m) => ({ default: m.NotFoundPage })));

const page = (element: ReactNode) => <Suspense fallback={<LoadingState label="Loading..." />}>{element}</Suspense>;

/** Every route of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingRoute />} />
        <Route path="login" element={page(<LoginPage />)} />
        <Route path="register" element={page(<RegisterPage />)} />
        <Route path="forgot-password" element={page(<ForgotPasswordPage />)} />
        <Route path="reset-password" element={page(<ResetPasswordPage />)} />
        <Route
          path="booking"
          element={
            <RequireLogin title="Please Log In to Book" buttonText="Log In to Continue">
              {(user) => <BookingRoute user={user} />}
            </RequireLogin>
          }
        />
        <Route
          path="book-lesson"
          element={
            <RequireLogin title="Please Log In to Book" buttonText="Log In to Continue">
              {(user) => <BookLessonRoute user={user} />}
            </RequireLogin>
          }
        />
        <Route
          path="packages"
          element={
            <RequireLogin title="Please log in to see lesson packages">
              {(user) => <PackagesRoute user={user} />}
            </RequireLogin>
          }
        />
        <Route path="student-dashboard" element={<StudentDashboardRoute />} />
        <Route
          path="admin-dashboard"
          element={<RequireAdmin>{(user) => <AdminDashboardRoute user={user} />}</RequireAdmin>}
        />
        <Route
          path="chat"
          element={
            <RequireLogin title="Please log in to access chat">{(user) => <ChatRoute user={user} />}</RequireLogin>
          }
        />
        <Route path="privacy-policy" element={page(<PrivacyPolicyPage />)} />
        <Route path="privacy" element={page(<PrivacyPolicyPage />)} />
        <Route path="terms" element={page(<TermsPage />)} />
        <Route path="error/:code" element={page(<ErrorRoute />)} />
        <Route path="*" element={page(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
