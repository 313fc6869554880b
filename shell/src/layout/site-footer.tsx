import { Link, useTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../texts';

/**
 * The footer of the pages other than the landing page (which has its own): the legal pages and the
 * way home, so a visitor on a legal, error or sign-in page is never at a dead end.
 */
export function SiteFooter({ isUnderWidget }: { isUnderWidget: boolean }) {
  const { t } = useTexts(SHELL_TEXTS);
  return (
    // Under the floating chat widget the footer ends below it, so the widget covers none of its links.
    <footer className={isUnderWidget ? 'shell-footer shell-footer-under-widget' : 'shell-footer'}>
      <nav className="shell-footer-inner" aria-label={t('footer.label')}>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <ul>
          <li>
            <Link to="/">{t('footer.home')}</Link>
          </li>
          <li>
            <Link to="/privacy-policy">{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to="/terms">{t('footer.terms')}</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
