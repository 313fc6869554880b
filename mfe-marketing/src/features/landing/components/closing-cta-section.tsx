import { Link, Trans, useTexts } from '@lezioni/web-kit';
import { MARKETING_TEXTS } from '../../../texts';

type ClosingCtaSectionProps = { bookingPath: string };

export function ClosingCtaSection({ bookingPath }: ClosingCtaSectionProps) {
  const { t } = useTexts(MARKETING_TEXTS);
  return (
    <section id="get-started" aria-labelledby="get-started-title" className="lz-section lz-closing">
      <div className="lz-container">
        <h2 id="get-started-title">{t('closing.title')}</h2>
        <p className="lz-lead">{t('closing.lead')}</p>
        <div className="lz-actions">
          <Link to={bookingPath} className="lz-btn lz-btn--primary">
            {t('closing.book')}
          </Link>
          <Link to={bookingPath} className="lz-btn lz-btn--secondary">
            {t('closing.schedule')}
          </Link>
        </div>
        <p className="lz-closing__note">
          <Trans
            t={t}
            i18nKey="closing.consent"
            components={{ privacy: <Link to="/privacy-policy" />, terms: <Link to="/terms" /> }}
          />
        </p>
      </div>
    </section>
  );
}
