import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { dashboardPathFor } from '@lezioni/contracts';
import { useSession } from '@lezioni/web-kit';
import { useLogout } from '../session/use-logout';
import { CloseIcon, MenuIcon } from './icons';
import { LANDING_ANCHORS } from './landing-anchors';
import { NotificationBell } from './notification-bell';

const MOBILE_MENU_ID = 'lz-mobile-menu';

/** The top bar of spec §2: logo, landing anchors on / only, and the session's actions. */
export function TopBar() {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const isLanding = pathname === '/';

  useEffect(() => setIsMenuOpen(false), [pathname]);

  const anchors = (className?: string) =>
    LANDING_ANCHORS.map((anchor) => (
      <a key={anchor.href} href={anchor.href} className={className} onClick={() => setIsMenuOpen(false)}>
        {anchor.label}
      </a>
    ));

  return (
    <header className="lz-topbar">
      <nav className="lz-topbar-inner" aria-label="Main">
        <Link to="/" className="lz-logo" aria-label="Lezioni home">
          <span className="lz-logo-mark" aria-hidden="true" />
          Lezioni
        </Link>

        {isLanding && (
          <ul className="lz-anchors">
            {anchors().map((link) => (
              <li key={link.key}>{link}</li>
            ))}
          </ul>
        )}

        {!isLoading && (
          <div className="lz-actions">
            {user ? (
              <>
                <Link to="/chat" className="lz-btn lz-btn-ghost">
                  Chat
                </Link>
                <NotificationBell />
                <Link to={dashboardPathFor(user.role)} className="lz-btn lz-btn-ghost">
                  Dashboard
                </Link>
                <button type="button" className="lz-btn" onClick={() => void logout()}>
                  Logout
                </button>
              </>
            ) : (
              <>
                <Link to="/login" className="lz-btn lz-btn-ghost">
                  Login
                </Link>
                <Link to="/register" className="lz-btn lz-btn-primary">
                  Get Started
                </Link>
              </>
            )}
          </div>
        )}

        <button
          type="button"
          className="lz-icon-btn lz-menu-toggle"
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={isMenuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </nav>

      {/* No Chat and no bell here (spec §2). */}
      <nav id={MOBILE_MENU_ID} className="lz-mobile-menu" aria-label="Mobile" hidden={!isMenuOpen}>
        {isLanding && anchors('lz-menu-link')}
        {user ? (
          <>
            <Link to={dashboardPathFor(user.role)} className="lz-btn">
              Dashboard
            </Link>
            <button type="button" className="lz-btn" onClick={() => void logout()}>
              Logout
            </button>
          </>
        ) : (
          <>
            <Link to="/login" className="lz-btn">
              Login
            </Link>
            <Link to="/register" className="lz-btn lz-btn-primary">
              Get Started
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}
