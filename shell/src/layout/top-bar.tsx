import { useState, type ReactNode } from 'react';
import type { User } from '@lezioni/contracts';
import { dashboardPathFor, landingLanguageOf } from '@lezioni/contracts/values';
import { useSession, Link, useLocation, useTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../texts';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageSwitch } from './language-switch';
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
  const { t } = useTexts(SHELL_TEXTS);
  // The menu belongs to the page it was opened on: navigating elsewhere closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === pathname;
  const setIsMenuOpen = (isOpen: boolean) => setMenuOpenOn(isOpen ? pathname : null);
  const isLanding = landingLanguageOf(pathname) !== undefined;

  const anchors = (className?: string) =>
    LANDING_ANCHORS.map((anchor) => (
      <a key={anchor.href} href={anchor.href} className={className} onClick={() => setIsMenuOpen(false)}>
        {t(anchor.labelKey)}
      </a>
    ));

  return (
    <header className="shell-topbar">
      <nav className="shell-topbar-inner" aria-label={t('topBar.mainNav')}>
        <Link to="/" className="shell-logo" aria-label={t('topBar.logoLabel')}>
          <span className="shell-logo-mark" aria-hidden="true" />
          {t('topBar.logo')}
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
        <LanguageSwitch />

        <button
          type="button"
          className="shell-icon-btn shell-menu-toggle"
          aria-label={isMenuOpen ? t('topBar.closeMenu') : t('topBar.openMenu')}
          aria-expanded={isMenuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setIsMenuOpen(!isMenuOpen)}
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </nav>

      {/* No Chat and no bell here (spec §2). */}
      <nav id={MOBILE_MENU_ID} className="shell-mobile-menu" aria-label={t('topBar.mobileNav')} hidden={!isMenuOpen}>
        {isLanding && anchors('shell-menu-link')}
        <SessionLinks user={user} onLogout={onLogout} isDesktop={false} />
        <LanguageSwitch />
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
  const { t } = useTexts(SHELL_TEXTS);
  const secondary = isDesktop ? 'shell-btn shell-btn-ghost' : 'shell-btn';
  if (!user) {
    return (
      <>
        <Link to="/login" className={secondary}>
          {t('topBar.login')}
        </Link>
        <Link to="/register" className="shell-btn shell-btn-primary">
          {t('topBar.getStarted')}
        </Link>
      </>
    );
  }
  return (
    <>
      {isDesktop && (
        <>
          <Link to="/chat" className={secondary}>
            {t('topBar.chat')}
          </Link>
          {bell?.(user)}
        </>
      )}
      <Link to={dashboardPathFor(user.role)} className={secondary}>
        {t('topBar.dashboard')}
      </Link>
      <button type="button" className="shell-btn" onClick={() => void onLogout()}>
        {t('topBar.logout')}
      </button>
    </>
  );
}
