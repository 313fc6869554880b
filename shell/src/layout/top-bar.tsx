import { useState, type ReactNode } from 'react';
import type { User } from '@lezioni/contracts';
import { dashboardPathFor } from '@lezioni/contracts/values';
import { useSession, Link, useLocation } from '@lezioni/web-kit';
import { CloseIcon, MenuIcon } from './icons';
import { LANDING_ANCHORS } from './landing-anchors';

const MOBILE_MENU_ID = 'shell-mobile-menu';

/**
 * The top bar of spec §2: logo, landing anchors on / only, and the session's actions. `bell` is the
 * notification bell, shown to a signed-in user on desktop; it and `onLogout` come from app/, as
 * layout/ imports neither a feature nor session/.
 */
export function TopBar({ bell, onLogout }: { bell?: (user: User) => ReactNode; onLogout: () => Promise<void> }) {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating elsewhere closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === pathname;
  const setIsMenuOpen = (isOpen: boolean) => setMenuOpenOn(isOpen ? pathname : null);
  const isLanding = pathname === '/';

  const anchors = (className?: string) =>
    LANDING_ANCHORS.map((anchor) => (
      <a key={anchor.href} href={anchor.href} className={className} onClick={() => setIsMenuOpen(false)}>
        {anchor.label}
      </a>
    ));

  return (
    <header className="shell-topbar">
      <nav className="shell-topbar-inner" aria-label="Main">
        <Link to="/" className="shell-logo" aria-label="Lezioni home">
          <span className="shell-logo-mark" aria-hidden="true" />
          Lezioni
        </Link>

        {isLanding && (
          <ul className="shell-anchors">
            {anchors().map((link) => (
              <li key={link.key}>{link}</li>
            ))}
          </ul>
        )}

        {!isLoading && (
          <div className="shell-actions">
            <SessionLinks user={user} onLogout={onLogout} bell={bell} isDesktop />
          </div>
        )}

        <button
          type="button"
          className="shell-icon-btn shell-menu-toggle"
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={isMenuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setIsMenuOpen(!isMenuOpen)}
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </nav>

      {/* No Chat and no bell here (spec §2). */}
      <nav id={MOBILE_MENU_ID} className="shell-mobile-menu" aria-label="Mobile" hidden={!isMenuOpen}>
        {isLanding && anchors('shell-menu-link')}
        <SessionLinks user={user} onLogout={onLogout} isDesktop={false} />
      </nav>
    </header>
  );
}

/** Signed in: Dashboard and Logout (plus Chat and the bell on desktop); signed out: Login and Get Started. */
function SessionLinks({
  user,
  onLogout,
  bell,
  isDesktop,
}: {
  user: User | null;
  onLogout: () => Promise<void>;
  bell?: (user: User) => ReactNode;
  isDesktop: boolean;
}) {
  const secondary = isDesktop ? 'shell-btn shell-btn-ghost' : 'shell-btn';
  if (!user) {
    return (
      <>
        <Link to="/login" className={secondary}>
          Login
        </Link>
        <Link to="/register" className="shell-btn shell-btn-primary">
          Get Started
        </Link>
      </>
    );
  }
  return (
    <>
      {isDesktop && (
        <>
          <Link to="/chat" className={secondary}>
            Chat
          </Link>
          {bell?.(user)}
        </>
      )}
      <Link to={dashboardPathFor(user.role)} className={secondary}>
        Dashboard
      </Link>
      <button type="button" className="shell-btn" onClick={() => void onLogout()}>
        Logout
      </button>
    </>
  );
}
