import { Link, useTexts } from '@lezioni/web-kit';
import { MARKETING_FIGURES } from '@lezioni/contracts/values';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { MARKETING_TEXTS } from '../../../texts';
import { ACCENT_COLOR } from '../landing-styles';
import { PlayIcon, StarIcon, UsersIcon } from './icons';

type HeroSectionProps = { teacherName: string; bookingPath: string; onWatchVideo: () => void };

export function HeroSection({ teacherName, bookingPath, onWatchVideo }: HeroSectionProps) {
  const { t } = useTexts(MARKETING_TEXTS);
  return (
    <section id="hero" aria-labelledby="hero-title" className="lz-section lz-hero">
      <div className="lz-container lz-hero__inner">
        <div>
          <p className="lz-hero__eyebrow">{t('hero.eyebrow', { name: teacherName })}</p>
          <h1 id="hero-title">{t('hero.title')}</h1>
          <p className="lz-lead">{t('hero.lead')}</p>
          <div className="lz-actions">
            <Link to={bookingPath} className="lz-btn lz-btn--primary">
              {t('hero.book')}
            </Link>
            <button type="button" className="lz-btn lz-btn--secondary" onClick={onWatchVideo}>
              <PlayIcon />
              {t('hero.watchVideo')}
            </button>
          </div>
          <ul className="lz-list-reset lz-hero__claims">
            <li>
              <span className="lz-hero__stars">
                <StarIcon />
              </span>
              {t('hero.rating', { rating: MARKETING_FIGURES.rating })}
            </li>
            <li>
              <UsersIcon />
              {t('hero.students', { students: MARKETING_FIGURES.students })}
            </li>
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

function HeroArt() {
  const { t } = useTexts(MARKETING_TEXTS);
  return (
    <svg className="lz-hero__art" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect x="8" y="24" width="200" height="92" rx="18" fill={THEME_TOKENS.colorPrimary} />
      <path d="M48 116l-10 28 34-28z" fill={THEME_TOKENS.colorPrimary} />
      <text x="108" y="80" textAnchor="middle" fontSize="34" fontWeight="700" fill="#fff">
        {t('hero.art.hello')}
      </text>
      <rect
        x="112"
        y="132"
        width="200"
        height="84"
        rx="18"
        fill="#fff"
        stroke={THEME_TOKENS.colorBorder}
        strokeWidth="2"
      />
      <path d="M272 216l12 22-32-22z" fill="#fff" stroke={THEME_TOKENS.colorBorder} strokeWidth="2" />
      <text x="212" y="182" textAnchor="middle" fontSize="24" fontWeight="600" fill={THEME_TOKENS.colorText}>
        {t('hero.art.howAreYou')}
      </text>
      <rect x="230" y="20" width="18" height="40" fill={THEME_TOKENS.colorPrimary} />
      <rect x="248" y="20" width="18" height="40" fill="#fff" stroke={THEME_TOKENS.colorBorder} />
      <rect x="266" y="20" width="18" height="40" fill={ACCENT_COLOR} />
    </svg>
  );
}
