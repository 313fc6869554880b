import { Suspense, useEffect, type ReactNode } from 'react';
import type { User } from '@lezioni/contracts';
import { landingLanguageOf } from '@lezioni/contracts/values';
import { useSession, matchPath, Outlet, useLocation, useTexts } from '@lezioni/web-kit';
import { LoadingState } from '../components/loading-state';
import { SHELL_TEXTS } from '../texts';
import { pageTitleFor } from './page-titles';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** Pages that carry the floating chat widget (spec §2), including the dashboards' own sub-pages. */
const WIDGET_PATH_PATTERNS = ['/student-dashboard/*', '/booking', '/admin-dashboard/*'];

const hasChatWidget = (pathname: string) => WIDGET_PATH_PATTERNS.some((pattern) => matchPath(pattern, pathname));

/** Pages without the site footer: the landing pages have their own; the chat and the lesson room fill the window. */
const NO_FOOTER_PATTERNS = ['/chat/*', '/lesson/*'];

const hasFooter = (pathname: string) =>
  !landingLanguageOf(pathname) && !NO_FOOTER_PATTERNS.some((pattern) => matchPath(pattern, pathname));

type AppLayoutProps = {
  /** The top bar's notification bell. */
  bell?: (user: User) => ReactNode;
  /** The floating chat widget, on the pages that carry it. */
  chatWidget?: (user: User) => ReactNode;
  /** Signs the user out (the top bar's Logout). */
  onLogout: () => Promise<void>;
};

/**
 * The frame of every page. app/ passes in what belongs to other layers (the bell, the chat widget,
 * signing out): layout/ imports none of them.
 */
export function AppLayout({ bell, chatWidget, onLogout }: AppLayoutProps) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const { t } = useTexts(SHELL_TEXTS);
  useEffect(() => {
    document.title = pageTitleFor(pathname, t);
  }, [pathname, t]);

  return (
    <>
      <a href="#main" className="shell-skip-link">
        {t('layout.skipToContent')}
      </a>
      <TopBar bell={bell} onLogout={onLogout} />
      <main id="main" className="shell-main" tabIndex={-1}>
        {/* The one boundary of every page: see RemoteBoundary. */}
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      {hasFooter(pathname) && <SiteFooter isUnderWidget={Boolean(user) && hasChatWidget(pathname)} />}
      {user && hasChatWidget(pathname) && chatWidget?.(user)}
    </>
  );
}
