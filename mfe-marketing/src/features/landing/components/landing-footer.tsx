import { Link } from '@lezioni/web-kit';

type LandingFooterProps = { teacherName: string };

export function LandingFooter({ teacherName }: LandingFooterProps) {
  return (
    <footer className="lz-footer">
      <div className="lz-container lz-footer__inner">
        <p>
          © {new Date().getFullYear()} {teacherName} · Italian lessons online
        </p>
        <nav aria-label="Footer">
          <ul className="lz-list-reset">
            <li>
              <a href="#about">About</a>
            </li>
            <li>
              <a href="#pricing">Pricing</a>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
