import { Link, useTexts } from '@lezioni/web-kit';
import { MARKETING_TEXTS } from '../../../texts';

type LandingFooterProps = { teacherName: string };

export function LandingFooter({ teacherName }: LandingFooterProps) {
  const { t } = useTexts(MARKETING_TEXTS);
  return (
    <footer className="lz-footer">
      <div className="lz-container lz-footer__inner">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), name: teacherName })}</p>
        <nav aria-label={t('footer.label')}>
          <ul className="lz-list-reset">
            <li>
              <a href="#about">{t('footer.about')}</a>
            </li>
            <li>
              <a href="#pricing">{t('footer.pricing')}</a>
            </li>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
