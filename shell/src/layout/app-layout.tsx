import { useEffect, type ReactNode } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router-dom';
import type { User } from '@lezioni/contracts';
import { useSession } from '@lezioni/web-kit';
import { ChatWidgetRegion } from '../remotes/remote-pages';
import { pageTitleFor } from './page-titles';
import { TopBar } from './top-bar';

/** Pages that carry the floating chat widget (spec §2), including the dashboards' own sub-pages. */
const WIDGET_PATH_PATTERNS = ['/student-dashboard/*', '/booking', '/admin-dashboard/*'];

const hasChatWidget = (pathname: string) => WIDGET_PATH_PATTERNS.some((pattern) => matchPath(pattern, pathname));

/** The frame of every page. `bell` renders the top bar's notification bell (composed in app/). */
export function AppLayout({ bell }: { bell?: (user: User) => ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitleFor(pathname);
  }, [pathname]);

  return (
    <>
      <a href="#main" className="shell-skip-link">
        Skip to content
      </a>
      <TopBar bell={bell} />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      {user && hasChatWidget(pathname) && <ChatWidgetRegion user={user} />}
    </>
  );
}
