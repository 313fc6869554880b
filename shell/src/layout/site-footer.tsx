import { Link } from '@lezioni/web-kit';

/**
 * The footer of the pages other than the landing page (which has its own): the legal pages and the
 * way home, so a visitor on a legal, error or sign-in page is never at a dead end.
 */
export function SiteFooter({ isUnderWidget }: { isUnderWidget: boolean }) {
  return (
    // Under the floating chat widget the footer ends below it, so the widget covers none of its links.
    <footer className={isUnderWidget ? 'shell-footer shell-footer-under-widget' : 'shell-footer'}>
      <nav className="shell-footer-inner" aria-label="Footer">
        <span>© {new Date().getFullYear()} Lezioni · Italian lessons online</span>
        <ul>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms">Terms of Service</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
