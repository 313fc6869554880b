import { lazy, type ReactNode } from 'react';
import type { User } from '@lezioni/contracts';
import { AnnounceHydrated } from '../components/announce-hydrated';
import { AppLayout } from '../layout/app-layout';
import {
  AdminDashboardRoute,
  BookingRoute,
  BookLessonRoute,
  ChatRoute,
  ChatWidgetRegion,
  LandingRoute,
  LessonRoomRoute,
  MaterialsRoute,
  PackagesRoute,
  ProgressRoute,
  ReviewRoute,
  PrefetchLikelyPages,
  StudentDashboardRoute,
} from '../remotes/remote-pages';
import { useSession, Route, Routes } from '@lezioni/web-kit';
import { RequireAdmin, RequireLogin } from '../session/guards';
import { useLogout } from '../session/use-logout';
import { NotificationBell } from '../features/notifications/notification-bell';

// The shell's own pages load on demand, so the landing page carries none of their code.
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../features/legal/legal-pages').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsPage = lazy(() => import('../features/legal/legal-pages').then((m) => ({ default: m.TermsPage })));
const ErrorRoute = lazy(() => import('../features/errors/error-pages').then((m) => ({ default: m.ErrorRoute })));
const NotFoundPage = lazy(() => import('../features/errors/error-pages').then((m) => ({ default: m.NotFoundPage })));

const renderBell = (user: User) => <NotificationBell user={user} />;
const renderChatWidget = (user: User) => <ChatWidgetRegion user={user} />;

/** The frame of every page, given what it shows from other layers. */
function Layout() {
  const logout = useLogout();
  const { user } = useSession();
  return (
    <>
      <AppLayout bell={renderBell} chatWidget={renderChatWidget} onLogout={logout} />
      {user && <PrefetchLikelyPages user={user} />}
    </>
  );
}

const renderPage = (element: ReactNode) => (
  <>
    {element}
    <AnnounceHydrated />
  </>
);

/** The two booking pages share their sign-in prompt (spec §2). */
const requireLoginToBook = (page: (user: User) => ReactNode) => <RequireLogin page="book">{page}</RequireLogin>;

/**
 * Every route of spec §2. The shell owns the top-level paths: it decides which remote renders a
 * path, and guards it. The areas that will grow sub-pages (the two dashboards and chat) match with
 * `/*`: everything below them belongs to that remote, which declares its sub-pages with relative
 * <Routes> (`<Route path="bookings">` in the admin dashboard is /admin-dashboard/bookings) and
 * answers unknown ones itself; adding one never touches the shell. Leaf pages (booking, packages,
 * book-lesson, progress, materials, review) match exactly, so anything below them is the shell's not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<LandingRoute />} />
        {/* The landing page in Italian (ARCHITECTURE D31): the language is the address's. */}
        <Route path="it" element={<LandingRoute />} />
        <Route path="login" element={renderPage(<LoginPage />)} />
        <Route path="register" element={renderPage(<RegisterPage />)} />
        <Route path="forgot-password" element={renderPage(<ForgotPasswordPage />)} />
        <Route path="reset-password" element={renderPage(<ResetPasswordPage />)} />
        <Route path="verify-email" element={renderPage(<VerifyEmailPage />)} />
        <Route
          path="booking"
          element={requireLoginToBook((user) => (
            <BookingRoute user={user} />
          ))}
        />
        <Route
          path="book-lesson"
          element={requireLoginToBook((user) => (
            <BookLessonRoute user={user} />
          ))}
        />
        <Route
          path="packages"
          element={<RequireLogin page="packages">{(user) => <PackagesRoute user={user} />}</RequireLogin>}
        />
        <Route
          path="progress"
          element={<RequireLogin page="progress">{(user) => <ProgressRoute user={user} />}</RequireLogin>}
        />
        <Route
          path="materials"
          element={<RequireLogin page="materials">{(user) => <MaterialsRoute user={user} />}</RequireLogin>}
        />
        <Route
          path="review"
          element={<RequireLogin page="review">{(user) => <ReviewRoute user={user} />}</RequireLogin>}
        />
        <Route path="student-dashboard/*" element={<StudentDashboardRoute />} />
        <Route
          path="admin-dashboard/*"
          element={<RequireAdmin>{(user) => <AdminDashboardRoute user={user} />}</RequireAdmin>}
        />
        <Route path="chat/*" element={<RequireLogin page="chat">{(user) => <ChatRoute user={user} />}</RequireLogin>} />
        <Route
          path="lesson/:bookingId"
          element={<RequireLogin page="lesson">{(user) => <LessonRoomRoute user={user} />}</RequireLogin>}
        />
        <Route path="privacy-policy" element={renderPage(<PrivacyPolicyPage />)} />
        <Route path="privacy" element={renderPage(<PrivacyPolicyPage />)} />
        <Route path="terms" element={renderPage(<TermsPage />)} />
        <Route path="error/:code" element={renderPage(<ErrorRoute />)} />
        <Route path="*" element={renderPage(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
