import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@lezioni/web-kit';
import { ChatWidgetRegion } from '../remotes/remote-pages';
import { TopBar } from './top-bar';

/** Pages that carry the floating chat widget (spec §2). */
const WIDGET_PATHS = new Set(['/student-dashboard', '/booking', '/admin-dashboard']);

export function AppLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();

  return (
    <>
      <a href="#main" className="shell-skip-link">
        Skip to content
      </a>
      <TopBar />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      {user && WIDGET_PATHS.has(pathname) && <ChatWidgetRegion user={user} />}
    </>
  );
}
